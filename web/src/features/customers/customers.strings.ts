import type { Translation } from '../../i18n/translation';

/** What the customers screens say, in English and Vietnamese (the same keys, checked by the compiler). */
const en = {
  titles: { newCustomer: 'New customer', customer: 'Customer', customers: 'Customers' },
  drawer: { newCustomer: 'New Customer', customers: 'Customer List' },
  customers: {
    listTitle: 'Customers',
    newTitle: 'New Customer',
    editTitle: 'Customer',
    add: 'New Customer',
    columns: { id: 'Id', name: 'Name', address1: 'Address 1', address2: 'Address 2', phone: 'Phone', parent: 'Parent Customer' },
    fields: { name: 'Full name', address1: 'Address 1', address2: 'Address 2', email: 'Email', phone: 'Phone', parent: 'Parent account' },
    filter: 'Filter {{column}}',
    delete: 'Delete',
    confirmDelete: 'Are you sure you want to delete this customer?',
    children: 'Child accounts',
    noChildren: 'No child accounts',
    goToParent: 'Go to Parent Account',
  },
};

const vi: Translation<typeof en> = {
  titles: { newCustomer: 'Khách hàng mới', customer: 'Khách hàng', customers: 'Khách hàng' },
  drawer: { newCustomer: 'Khách hàng mới', customers: 'Danh sách khách hàng' },
  customers: {
    listTitle: 'Khách hàng',
    newTitle: 'Khách hàng mới',
    editTitle: 'Khách hàng',
    add: 'Thêm khách hàng',
    columns: { id: 'Mã', name: 'Tên', address1: 'Địa chỉ 1', address2: 'Địa chỉ 2', phone: 'Điện thoại', parent: 'Khách hàng cha' },
    fields: { name: 'Họ tên', address1: 'Địa chỉ 1', address2: 'Địa chỉ 2', email: 'Email', phone: 'Điện thoại', parent: 'Tài khoản cha' },
    filter: 'Lọc {{column}}',
    delete: 'Xóa',
    confirmDelete: 'Bạn có chắc muốn xóa khách hàng này?',
    children: 'Tài khoản con',
    noChildren: 'Không có tài khoản con',
    goToParent: 'Đến tài khoản cha',
  },
};

export const customersStrings = { en, vi };
