import type { AddDropdownOptionInput, DropdownView, UpdateDropdownOptionInput } from '@cargo/contracts';
import { api } from '../../../shared/api';

export const dropdownsApi = api.enhanceEndpoints({ addTagTypes: ['Dropdown'] }).injectEndpoints({
  endpoints: (build) => ({
    listDropdowns: build.query<DropdownView[], void>({ query: () => '/dropdown/get', providesTags: ['Dropdown'] }),
    addOption: build.mutation<{ insertedId: number }, AddDropdownOptionInput>({
      query: (body) => ({ url: '/dropdown/add/option', method: 'POST', body }),
      invalidatesTags: ['Dropdown'],
    }),
    updateOption: build.mutation<{ id: number }, UpdateDropdownOptionInput>({
      query: (body) => ({ url: '/dropdown/update/option', method: 'POST', body }),
      invalidatesTags: ['Dropdown'],
    }),
  }),
});

export const { useListDropdownsQuery, useAddOptionMutation, useUpdateOptionMutation } = dropdownsApi;
