import { merged, recordHistory, type HistoryValue } from '../platform/history';
import { erased } from '../platform/personal-data';
import { USER_PERSONAL_FIELDS } from './user.personal';
import type { EmailClaimEvent, SessionEvent, UserEvent } from './user.events';

/** Secrets never enter a history: a password change counts, its hash is never read. */
const count = (value: HistoryValue | undefined) => (typeof value === 'number' ? value : 0);

export const userHistory = recordHistory<UserEvent>(
  {
    UserRegistered: {
      label: { en: 'Account registered', vi: 'Đăng ký tài khoản' },
      fields: ({ customerId, first, last, email, phone }) => merged({}, { customerId, first, last, email, phone, emailVerified: false, role: 'customer' }),
    },
    UserErased: {
      label: { en: 'Account erased', vi: 'Xóa tài khoản' },
      fields: (_data, before) => merged(erased(before, USER_PERSONAL_FIELDS), { role: 'erased' }),
    },
    UserEmailVerified: { label: { en: 'Email verified', vi: 'Xác minh email' }, fields: (_data, before) => merged(before, { emailVerified: true }) },
    UserPasswordChanged: {
      label: { en: 'Password changed', vi: 'Đổi mật khẩu' },
      fields: (_data, before) => merged(before, { passwordChanges: count(before.passwordChanges) + 1 }),
    },
    AdminGranted: { label: { en: 'Made admin', vi: 'Cấp quyền quản trị' }, fields: (_data, before) => merged(before, { role: 'admin' }) },
    AdminRevoked: { label: { en: 'Admin removed', vi: 'Thu hồi quyền quản trị' }, fields: (_data, before) => merged(before, { role: 'customer' }) },
    RootGranted: { label: { en: 'Made root', vi: 'Cấp quyền root' }, fields: (_data, before) => merged(before, { role: 'root' }) },
    AuditorGranted: { label: { en: 'Made auditor', vi: 'Cấp quyền kiểm toán' }, fields: (_data, before) => merged(before, { role: 'auditor' }) },
    AuditorRevoked: { label: { en: 'Auditor removed', vi: 'Thu hồi quyền kiểm toán' }, fields: (_data, before) => merged(before, { role: 'customer' }) },
    UserRolesSet: {
      label: { en: 'Roles set', vi: 'Đặt vai trò' },
      fields: ({ roles }, before) => merged(before, { role: roles.length > 0 ? roles.join(', ') : 'customer' }),
    },
  },
  {
    first: { en: 'First name', vi: 'Tên' },
    last: { en: 'Last name', vi: 'Họ' },
    emailVerified: { en: 'Email verified', vi: 'Đã xác minh email' },
    passwordChanges: { en: 'Password changes', vi: 'Số lần đổi mật khẩu' },
    role: { en: 'Role', vi: 'Vai trò' },
  },
  { customerId: 'customer' },
);

export const sessionHistory = recordHistory<SessionEvent>(
  {
    SessionStarted: { label: { en: 'Signed in', vi: 'Đăng nhập' }, fields: ({ userId }) => merged({}, { userId, open: true }) },
    SessionRefreshed: {
      label: { en: 'Session renewed', vi: 'Gia hạn phiên' },
      fields: (_data, before) => merged(before, { renewals: count(before.renewals) + 1 }),
    },
    SessionEnded: { label: { en: 'Signed out', vi: 'Đăng xuất' }, fields: ({ reason }, before) => merged(before, { open: false, endReason: reason }) },
  },
  {
    open: { en: 'Open', vi: 'Đang mở' },
    renewals: { en: 'Renewals', vi: 'Số lần gia hạn' },
    endReason: { en: 'Ended by', vi: 'Kết thúc do' },
  },
  { userId: 'user' },
);

export const emailClaimHistory = recordHistory<EmailClaimEvent>(
  {
    EmailClaimed: { label: { en: 'Email claimed', vi: 'Đăng ký email' }, fields: ({ userId }) => merged({}, { userId }) },
    EmailReleased: { label: { en: 'Email released', vi: 'Trả lại email' }, fields: (_data, before) => merged(before, { userId: null }) },
  },
  {},
  { userId: 'user' },
);
