import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DropdownOptionView, DropdownRef } from '@cargo/contracts';
import { api } from './api';

/**
 * Dropdown options, which every feature shows (brand, category, currency, statuses...): loaded once
 * and refreshed when root changes an option (tag 'Dropdown').
 */
export const optionsApi = api.enhanceEndpoints({ addTagTypes: ['Dropdown'] }).injectEndpoints({
  endpoints: (build) => ({
    dropdownOptions: build.query<Partial<Record<DropdownRef, DropdownOptionView[]>>, void>({
      query: () => '/dropdown/get/to/options',
      providesTags: ['Dropdown'],
    }),
  }),
});

/** The options of one dropdown; `active` leaves out deleted ones (what a form offers). */
export function useOptions(dropdown: DropdownRef, { active = false } = {}) {
  const { data } = optionsApi.useDropdownOptionsQuery();
  // The same array while the options do not change, so lists can memoise columns on it.
  return useMemo(() => {
    const options = data?.[dropdown] ?? [];
    return active ? options.filter((option) => option.isActive) : options;
  }, [data, dropdown, active]);
}

/** An option's name in the reader's language ('—' until loaded, '#id' if unknown). */
export function useOptionLabel(dropdown: DropdownRef) {
  const { i18n } = useTranslation();
  const options = useOptions(dropdown);
  return (id: number | null | undefined) => {
    if (id === null || id === undefined) return '—';
    const option = options.find((candidate) => candidate.id === id);
    return option ? option.displayName[i18n.language === 'vi' ? 'vi' : 'en'] : `#${id}`;
  };
}
