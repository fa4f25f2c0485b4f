import { merged, recordHistory } from '../platform/history';
import type { NotificationEvent, NotificationPreferencesEvent, NotificationsStartEvent } from './notification.events';

export const notificationHistory = recordHistory<NotificationEvent>(
  {
    NotificationAttempted: { label: { en: 'Email attempt', vi: 'Thử gửi email' }, fields: ({ attempt }, before) => merged(before, { attempt }) },
    NotificationSent: { label: { en: 'Email sent', vi: 'Đã gửi email' }, fields: ({ attempt }, before) => merged(before, { attempt, state: 'sent' }) },
    NotificationFailed: {
      label: { en: 'Email failed', vi: 'Gửi email thất bại' },
      fields: ({ attempt, error, retryAt }, before) => merged(before, { attempt, error, retryAt, state: retryAt ? 'retrying' : 'failed' }),
    },
    NotificationSkipped: {
      label: { en: 'Email not sent', vi: 'Không gửi email' },
      fields: ({ reason }, before) => merged(before, { skipReason: reason, state: 'skipped' }),
    },
    NotificationRetried: { label: { en: 'Email retried', vi: 'Gửi lại email' }, fields: (_data, before) => merged(before, { state: 'pending' }) },
  },
  {
    attempt: { en: 'Attempt', vi: 'Lần thử' },
    error: { en: 'Error', vi: 'Lỗi' },
    retryAt: { en: 'Next attempt', vi: 'Lần thử tiếp' },
    state: { en: 'Delivery', vi: 'Tình trạng gửi' },
    skipReason: { en: 'Not sent because', vi: 'Không gửi vì' },
  },
);

export const notificationPreferencesHistory = recordHistory<NotificationPreferencesEvent>(
  {
    NotificationPreferencesSet: {
      label: { en: 'Email choices saved', vi: 'Lưu lựa chọn email' },
      fields: ({ language, off }, before) => merged(before, { language, off: off.join(', ') }),
    },
    NotificationUnsubscribed: {
      label: { en: 'Unsubscribed by link', vi: 'Hủy đăng ký qua liên kết' },
      fields: ({ kind }, before) => merged(before, { unsubscribed: kind }),
    },
  },
  {
    language: { en: 'Language', vi: 'Ngôn ngữ' },
    off: { en: 'Turned off', vi: 'Đã tắt' },
    unsubscribed: { en: 'Unsubscribed from', vi: 'Đã hủy đăng ký' },
  },
);

export const notificationsStartHistory = recordHistory<NotificationsStartEvent>(
  { NotificationsStarted: { label: { en: 'Emails began', vi: 'Bắt đầu gửi email' }, fields: ({ from }, before) => merged(before, { emailsFrom: from }) } },
  { emailsFrom: { en: 'Emails from', vi: 'Gửi email từ' } },
);
