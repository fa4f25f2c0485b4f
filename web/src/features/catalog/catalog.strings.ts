import type { Translation } from '../../i18n/translation';

/** What the catalog screens say, in English and Vietnamese (the same keys, checked by the compiler). */
const en = {
  titles: { products: 'Products', product: 'Product' },
  drawer: { products: 'Products' },
  productList: {
    title: 'Products',
    searchTitle: 'Search by title',
    columns: { id: 'Id', image: 'Image', title: 'Title', quantity: 'Quantity', active: 'Active', dateCreated: 'Date Created' },
    noImage: 'No image',
  },
  product: {
    sku: 'SKU code',
    salePrice: 'Sale price',
    retailPrice: 'Retail price',
    discount: 'Discount',
    quantity: 'Quantity',
    usQuantity: 'US quantity',
    vnQuantity: 'VN quantity',
    placeHolderQuantity: 'On hold',
    averageStockPrice: 'Average stock price',
    store: 'Store',
    storeName: 'Store {{id}}',
    active: 'Active',
    inactive: 'Inactive',
    description: 'Description',
    dateCreated: 'Date created',
    tabs: { stocks: 'Stocks', transactions: 'Transactions' },
  },
  transactions: {
    system: 'System',
    empty: 'No movements yet',
    columns: {
      date: 'Date',
      type: 'Type',
      reference: 'Reference',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      runningQuantity: 'Running quantity',
      createdBy: 'By',
    },
    types: { Stock: 'Stock', Order: 'Order', Adjustment: 'Adjustment' },
    reference: { Stock: 'Stock #{{id}}', Order: 'Order #{{id}}', Adjustment: 'Warehouse count' },
  },
};

const vi: Translation<typeof en> = {
  titles: { products: 'Sản phẩm', product: 'Sản phẩm' },
  drawer: { products: 'Sản phẩm' },
  productList: {
    title: 'Sản phẩm',
    searchTitle: 'Tìm theo tên',
    columns: { id: 'Mã', image: 'Hình', title: 'Tên sản phẩm', quantity: 'Số lượng', active: 'Đang bán', dateCreated: 'Ngày tạo' },
    noImage: 'Chưa có hình',
  },
  product: {
    sku: 'Mã SKU',
    salePrice: 'Giá bán',
    retailPrice: 'Giá bán lẻ',
    discount: 'Giảm giá',
    quantity: 'Số lượng',
    usQuantity: 'Số lượng ở Mỹ',
    vnQuantity: 'Số lượng ở VN',
    placeHolderQuantity: 'Đang giữ',
    averageStockPrice: 'Giá nhập trung bình',
    store: 'Cửa hàng',
    storeName: 'Cửa hàng {{id}}',
    active: 'Đang bán',
    inactive: 'Ngừng bán',
    description: 'Mô tả',
    dateCreated: 'Ngày tạo',
    tabs: { stocks: 'Lô hàng', transactions: 'Giao dịch' },
  },
  transactions: {
    system: 'Hệ thống',
    empty: 'Chưa có biến động',
    columns: {
      date: 'Ngày',
      type: 'Loại',
      reference: 'Tham chiếu',
      quantity: 'Số lượng',
      unitPrice: 'Đơn giá',
      runningQuantity: 'Tồn sau giao dịch',
      createdBy: 'Người tạo',
    },
    types: { Stock: 'Nhập hàng', Order: 'Đơn hàng', Adjustment: 'Điều chỉnh' },
    reference: { Stock: 'Lô #{{id}}', Order: 'Đơn #{{id}}', Adjustment: 'Kiểm kho' },
  },
};

export const catalogStrings = { en, vi };
