import type { UiStrings } from './en';

/** Vietnamese UI strings: the same keys as en.ts. */
export const vi: UiStrings = {
  app: {
    name: 'MTL Cargo',
    tagline: 'Vận chuyển hàng từ Mỹ về Việt Nam và bán sỉ',
    language: 'Ngôn ngữ',
    switchTo: 'English',
  },
  nav: { home: 'Trang chủ', products: 'Sản phẩm', openMenu: 'Mở menu' },
  home: {
    heading: 'Vận chuyển Mỹ - Việt và hàng sỉ',
    priceList: 'Sài Gòn $2.75 mỗi lb, tỉnh $3.5 mỗi lb',
    manageProducts: 'Quản lý sản phẩm',
  },
  common: {
    loading: 'Đang tải…',
    yes: 'Có',
    no: 'Không',
    none: '—',
    retry: 'Thử lại',
    back: 'Quay lại',
    loadFailed: 'Ối! Có gì đó không ổn',
  },
  notFound: { title: '404 Không tìm thấy trang', goHome: 'Về trang chủ' },
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
    empty: 'Chưa có biến động',
    columns: { date: 'Ngày', type: 'Loại', reference: 'Tham chiếu', quantity: 'Số lượng', unitPrice: 'Đơn giá', runningQuantity: 'Tồn sau giao dịch', createdBy: 'Người tạo' },
    types: { Stock: 'Nhập hàng', Order: 'Đơn hàng', Adjustment: 'Điều chỉnh' },
    reference: { Stock: 'Lô #{{id}}', Order: 'Đơn #{{id}}', Adjustment: 'Kiểm kho' },
  },
  stocks: {
    empty: 'Chưa nhập lô hàng nào',
    columns: { id: 'Mã', vendor: 'Nhà cung cấp', quantity: 'Số lượng', stockPrice: 'Giá nhập', datePurchased: 'Ngày mua', expDate: 'Hạn dùng', status: 'Trạng thái' },
  },
};
