import { defineMessages } from '../platform/messages';

/** What the catalog capability says to users, in both languages. */
export const catalogMessages = defineMessages({
  'catalog.productNotFound': { en: 'Product not found', vi: 'Không tìm thấy sản phẩm' },
  'catalog.productDeleted': { en: 'This product has been deleted', vi: 'Sản phẩm này đã bị xóa' },
  'catalog.productCreated': { en: 'Successfully added a new product', vi: 'Đã thêm sản phẩm mới' },
  'catalog.productUpdated': { en: 'Product Successfully Updated!', vi: 'Đã cập nhật sản phẩm!' },
  'catalog.productDeletedOk': { en: 'Successfully delete the product', vi: 'Đã xóa sản phẩm' },
  'catalog.quantityBelowZero': {
    en: 'The quantity cannot go below zero',
    vi: 'Số lượng không được nhỏ hơn 0',
  },
  'catalog.discountAboveRetail': {
    en: 'Discount cannot be more than the retail price',
    vi: 'Giảm giá không được lớn hơn giá bán lẻ',
  },
  'catalog.stockLabel.InStock': { en: 'In Stock', vi: 'Còn hàng' },
  'catalog.stockLabel.OnlyFewInStock': { en: 'Only Few in Stock', vi: 'Chỉ còn vài sản phẩm' },
  'catalog.stockLabel.OutOfStock': { en: 'Out of Stock', vi: 'Hết hàng' },
});
