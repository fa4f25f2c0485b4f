import { defineMessages } from '../platform/messages';

/** What the customers capability says to users, in both languages. */
export const customersMessages = defineMessages({
  'customers.customerNotFound': { en: 'Customer not found', vi: 'Không tìm thấy khách hàng' },
  'customers.customerAdded': { en: 'Successfully added a new customer', vi: 'Đã thêm khách hàng mới' },
  'customers.customerUpdated': { en: 'Successfully updated the customer', vi: 'Đã cập nhật khách hàng' },
  'customers.customerDeleted': { en: 'Successfully deleted the customer', vi: 'Đã xóa khách hàng' },
  'customers.parentIsSelf': { en: 'A customer cannot be its own parent account', vi: 'Khách hàng không thể là tài khoản cha của chính mình' },
  'customers.parentIsChild': { en: 'The parent account cannot be one of its child accounts', vi: 'Tài khoản cha không thể là tài khoản con của khách hàng này' },
});
