import { merged, recordHistory, restored, type HistoryFields } from '../platform/history';
import type { VendorClaimEvent, VendorEvent } from './vendor.events';

export const vendorHistory = recordHistory<VendorEvent | VendorClaimEvent>(
  {
    VendorAdded: { label: { en: 'Vendor added', vi: 'Thêm nhà cung cấp' }, fields: ({ details }) => merged({}, details) },
    VendorUpdated: { label: { en: 'Vendor updated', vi: 'Cập nhật nhà cung cấp' }, fields: ({ details }, before) => merged(before, details) },
    VendorDeleted: { label: { en: 'Vendor deleted', vi: 'Xóa nhà cung cấp' }, fields: (_data, before) => merged(before, { deleted: true }) },
    VendorRestored: { label: { en: 'Vendor restored', vi: 'Khôi phục nhà cung cấp' }, fields: (_data, before) => restored(before) },
    // The claims that keep a vendor from being deleted: stock names it for good, expenses while they are kept.
    VendorNamed: {
      label: { en: 'Named by a stock row or an expense', vi: 'Được dùng trong hàng tồn hoặc chi phí' },
      fields: ({ by }, before) => merged(before, by === 'stock' ? { namedByStock: true } : { expensesNaming: expensesNaming(before) + 1 }),
    },
    VendorUnnamed: {
      label: { en: 'No longer named by an expense', vi: 'Không còn được dùng trong chi phí' },
      fields: (_data, before) => merged(before, { expensesNaming: Math.max(0, expensesNaming(before) - 1) }),
    },
  },
  {
    namedByStock: { en: 'Named by stock', vi: 'Được dùng trong hàng tồn' },
    expensesNaming: { en: 'Expenses naming it', vi: 'Số chi phí dùng nhà cung cấp' },
  },
);

const expensesNaming = (before: HistoryFields) => (typeof before.expensesNaming === 'number' ? before.expensesNaming : 0);
