import { merged, recordHistory, restored } from '../platform/history';
import { erased } from '../platform/personal-data';
import type { CustomerEvent } from './customer.events';
import { CUSTOMER_PERSONAL_FIELDS } from './customer.personal';

export const customerHistory = recordHistory<CustomerEvent>(
  {
    CustomerOpened: { label: { en: 'Customer created', vi: 'Tạo khách hàng' }, fields: ({ customerId: _id, ...customer }) => merged({}, customer) },
    CustomerUpdated: { label: { en: 'Customer updated', vi: 'Cập nhật khách hàng' }, fields: ({ details }, before) => merged(before, details) },
    CustomerErased: { label: { en: 'Personal data erased', vi: 'Xóa dữ liệu cá nhân' }, fields: (_data, before) => erased(before, CUSTOMER_PERSONAL_FIELDS) },
    CustomerDeleted: { label: { en: 'Customer deleted', vi: 'Xóa khách hàng' }, fields: (_data, before) => merged(before, { deleted: true }) },
    CustomerRestored: { label: { en: 'Customer restored', vi: 'Khôi phục khách hàng' }, fields: (_data, before) => restored(before) },
  },
  { parentCustomerId: { en: 'Parent customer', vi: 'Khách hàng chính' } },
  { parentCustomerId: 'customer', userId: 'user' },
);
