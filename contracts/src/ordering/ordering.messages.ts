import { defineMessages } from '../platform/messages';

/** What the ordering capability says to users, in both languages. */
export const orderingMessages = defineMessages({
  'ordering.lowStock': { en: 'Some Items might be low in stock', vi: 'Một số sản phẩm có thể không đủ hàng' },
  'ordering.orderNotFound': { en: 'Order not found', vi: 'Không tìm thấy đơn hàng' },
  'ordering.orderPlaced': { en: 'Thank you, your order has been placed', vi: 'Cảm ơn bạn, đơn hàng đã được đặt' },
  'ordering.orderUpdated': { en: 'Successfully updated the order', vi: 'Đã cập nhật đơn hàng' },
  'ordering.orderDeleted': { en: 'Successfully deleted order', vi: 'Đã xóa đơn hàng' },
  'ordering.orderUnheld': { en: 'Successfully unholded order', vi: 'Đã bỏ giữ hàng cho đơn' },
  'ordering.failed': { en: 'Ops! something is not right', vi: 'Ối! Có gì đó không ổn' },
  'ordering.staleCannotChange': { en: 'A stale order cannot be changed or deleted', vi: 'Đơn hàng đã hết hiệu lực không thể sửa hoặc xóa' },
  'ordering.invoicedCannotDelete': { en: 'An order with an invoice cannot be deleted', vi: 'Đơn hàng đã có hóa đơn không thể xóa' },
  'ordering.onlyPlaceHolderUnholds': { en: 'Only an on-hold order can be unheld', vi: 'Chỉ đơn đang giữ hàng mới bỏ giữ được' },
  'ordering.cannotBecomeStale': { en: 'An order becomes stale only by unholding it', vi: 'Đơn chỉ hết hiệu lực khi bỏ giữ hàng' },
  'ordering.productUnavailable': { en: 'This product is not available', vi: 'Sản phẩm này không còn bán' },
  'ordering.placeHolderStaffOnly': { en: 'Only staff can put an order on hold', vi: 'Chỉ nhân viên mới có thể giữ hàng cho đơn' },
  'ordering.totalTooLarge': { en: 'The order total is too large', vi: 'Tổng tiền đơn hàng quá lớn' },
  'ordering.addressNotFound': { en: 'Delivery address not found', vi: 'Không tìm thấy địa chỉ giao hàng' },
  'ordering.addressAdded': { en: 'Successfully added the delivery address', vi: 'Đã thêm địa chỉ giao hàng' },
  'ordering.addressDeleted': { en: 'Successfully deleted the delivery address', vi: 'Đã xóa địa chỉ giao hàng' },
  'ordering.releaseExceedsReservation': { en: 'This order does not hold that much stock', vi: 'Đơn hàng không giữ số lượng này' },
});
