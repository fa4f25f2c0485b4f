import { merged, recordHistory } from '../platform/history';
import type { CustomerEvent } from './customer.events';

export const customerHistory = recordHistory<CustomerEvent>(
  {
    CustomerOpened: { label: { en: 'Customer created', vi: 'Tạo khách hàng' }, fields: ({ customerId: _id, ...customer }) => merged({}, customer) },
    CustomerUpdated: { label: { en: 'Customer updated', vi: 'Cập nhật khách hàng' }, fields: ({ details }, before) => merged(before, details) },
    CustomerDeleted: { label: { en: 'Customer deleted', vi: 'Xóa khách hàng' }, fields: (_data, before) => merged(before, { deleted: true }) },
  },
  { parentCustomerId: { en: 'Parent customer', vi: 'Khách hàng chính' } },
);
