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
  {},
  {
    pending: { en: 'Waiting', vi: 'Đang chờ' },
    sending: { en: 'Sending', vi: 'Đang gửi' },
    retrying: { en: 'Will retry', vi: 'Sẽ thử lại' },
    sent: { en: 'Sent', vi: 'Đã gửi' },
    failed: { en: 'Failed', vi: 'Thất bại' },
    skipped: { en: 'Not sent', vi: 'Không gửi' },
    optedOut: { en: 'Turned off by the customer', vi: 'Khách hàng đã tắt' },
    noAddress: { en: 'No email address', vi: 'Không có địa chỉ email' },
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
  {},
  {
    shipmentStatus: { en: 'Shipment status', vi: 'Trạng thái lô hàng' },
    invoiceIssued: { en: 'Invoice issued', vi: 'Lập hóa đơn' },
    paymentRecorded: { en: 'Payment recorded', vi: 'Ghi nhận thanh toán' },
    orderPlacedForYou: { en: 'Order placed for you', vi: 'Đặt hàng cho khách' },
    orderReceived: { en: 'Your order received', vi: 'Đã nhận đơn của khách' },
    packageReceived: { en: 'Package received', vi: 'Đã nhận kiện hàng' },
    packageClaimRefused: { en: 'Package claim refused', vi: 'Từ chối yêu cầu nhận kiện' },
    customerOrder: { en: "Customer's order", vi: 'Đơn hàng của khách' },
    contactMessage: { en: 'Contact message', vi: 'Tin nhắn liên hệ' },
    vi: { en: 'Vietnamese', vi: 'Tiếng Việt' },
    en: { en: 'English', vi: 'Tiếng Anh' },
  },
);

export const notificationsStartHistory = recordHistory<NotificationsStartEvent>(
  { NotificationsStarted: { label: { en: 'Emails began', vi: 'Bắt đầu gửi email' }, fields: ({ from }, before) => merged(before, { emailsFrom: from }) } },
  { emailsFrom: { en: 'Emails from', vi: 'Gửi email từ' } },
);
