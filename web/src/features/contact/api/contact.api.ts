import type { ContactMessageInput, ContactMessageView, Page } from '@cargo/contracts';
import { api } from '../../../shared/api';

export const contactApi = api.enhanceEndpoints({ addTagTypes: ['ContactMessage'] }).injectEndpoints({
  endpoints: (build) => ({
    contactMessages: build.query<Page<ContactMessageView>, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/contactus/get', params }),
      providesTags: ['ContactMessage'],
    }),
    sendContactMessage: build.mutation<{ id: number }, ContactMessageInput>({
      query: (body) => ({ url: '/contactus/add', method: 'POST', body }),
      invalidatesTags: ['ContactMessage'],
    }),
  }),
});

export const { useContactMessagesQuery, useSendContactMessageMutation } = contactApi;
