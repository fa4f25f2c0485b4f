import { merged, recordHistory, restored } from '../platform/history';
import type { VendorClaimEvent, VendorEvent } from './vendor.events';

export const vendorHistory = recordHistory<VendorEvent | VendorClaimEvent>(
  {
    VendorAdded: { label: { en: 'Vendor added', vi: 'Thêm nhà cung cấp' }, fields: ({ details }) => merged({}, details) },
    VendorUpdated: { label: { en: 'Vendor updated', vi: 'Cập nhật nhà cung cấp' }, fields: ({ details }, before) => merged(before, details) },
    VendorDeleted: { label: { en: 'Vendor deleted', vi: 'Xóa nhà cung cấp' }, fields: (_data, before) => merged(before, { deleted: true }) },
    VendorRestored: { label: { en: 'Vendor restored', vi: 'Khôi phục nhà cung cấp' }, fields: (_data, before) => restored(before) },
    // Claims change none of the vendor's fields: the history says who came to name it.
    VendorNamed: { label: { en: 'Named by a stock row or an expense', vi: 'Được dùng trong hàng tồn hoặc chi phí' }, fields: (_data, before) => before },
    VendorUnnamed: { label: { en: 'No longer named by an expense', vi: 'Không còn được dùng trong chi phí' }, fields: (_data, before) => before },
  },
  {},
);
