import type { CommandReceipt, NotificationKind, NotificationPreferences, NotificationListRow, NotificationState, Page, Unsubscribe } from '@cargo/contracts';
import { api } from '../../../shared/api';

export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notification', 'NotificationPreferences'] }).injectEndpoints({
  endpoints: (build) => ({
    outbox: build.query<Page<NotificationListRow>, { page: number; pageSize: number; state?: NotificationState; kind?: NotificationKind }>({
      query: (params) => ({ url: '/notification/get', params }),
      providesTags: ['Notification'],
    }),
    retryNotification: build.mutation<CommandReceipt, { key: string }>({
      query: (body) => ({ url: '/notification/retry', method: 'POST', body }),
      invalidatesTags: ['Notification'],
    }),
    ownPreferences: build.query<NotificationPreferences, void>({
      query: () => '/notification/get/mine/preferences',
      providesTags: ['NotificationPreferences'],
    }),
    setOwnPreferences: build.mutation<CommandReceipt, NotificationPreferences>({
      query: (body) => ({ url: '/notification/update/mine/preferences', method: 'POST', body }),
      invalidatesTags: ['NotificationPreferences'],
    }),
    unsubscribe: build.mutation<CommandReceipt, Unsubscribe>({ query: (body) => ({ url: '/notification/unsubscribe', method: 'POST', body }) }),
  }),
});

export const {
  useOutboxQuery,
  useLazyOutboxQuery,
  useRetryNotificationMutation,
  useOwnPreferencesQuery,
  useSetOwnPreferencesMutation,
  useUnsubscribeMutation,
} = notificationsApi;
