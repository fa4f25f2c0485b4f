import { defineMessages } from '../platform/messages';

/** What the inventory capability says to users, in both languages. */
export const inventoryMessages = defineMessages({
  'inventory.stockNotFound': { en: 'Stock not found', vi: 'Không tìm thấy lô hàng' },
  'inventory.stockInactive': { en: 'This stock row is already inactive', vi: 'Lô hàng này đã ngừng hoạt động' },
  'inventory.stockAdded': { en: 'Successfully added a new stock', vi: 'Đã thêm lô hàng mới' },
  'inventory.stockUpdated': { en: 'Successfully updated stock', vi: 'Đã cập nhật lô hàng' },
  'inventory.stockDeleted': { en: 'Successfully deleted the stock', vi: 'Đã xóa lô hàng' },
  'inventory.stockAlreadySold': {
    en: 'Not enough units left in the US warehouse to take this stock back',
    vi: 'Kho Mỹ không còn đủ hàng để rút lại lô hàng này',
  },
});
