import { merged, recordHistory } from '../platform/history';
import type { StoreEvent } from './store.events';

export const storeHistory = recordHistory<StoreEvent>(
  { StoreRegistered: { label: { en: 'Store registered', vi: 'Đăng ký cửa hàng' }, fields: ({ name, userId }) => merged({}, { name, userId }) } },
  {},
  { userId: 'user' },
);
