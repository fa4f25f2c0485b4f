import { merged, recordHistory, restored } from '../platform/history';
import type { VendorEvent } from './vendor.events';

export const vendorHistory = recordHistory<VendorEvent>(
  {
    VendorAdded: { label: { en: 'Vendor added', vi: 'Thêm nhà cung cấp' }, fields: ({ details }) => merged({}, details) },
    VendorUpdated: { label: { en: 'Vendor updated', vi: 'Cập nhật nhà cung cấp' }, fields: ({ details }, before) => merged(before, details) },
    VendorDeleted: { label: { en: 'Vendor deleted', vi: 'Xóa nhà cung cấp' }, fields: (_data, before) => merged(before, { deleted: true }) },
    VendorRestored: { label: { en: 'Vendor restored', vi: 'Khôi phục nhà cung cấp' }, fields: (_data, before) => restored(before) },
  },
  {},
);
