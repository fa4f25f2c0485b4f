import type { Translation } from './translation';
import type { AppStrings } from './en';

/** The app's own Vietnamese strings: the same keys as en.ts. */
export const vi: Translation<AppStrings> = {
  titles: { home: 'Trang chủ', notFound: 'Không tìm thấy trang' },
  drawer: { management: 'Quản lý', open: 'Mở menu' },
  app: { name: 'MTL Cargo', tagline: 'Vận chuyển hàng từ Mỹ về Việt Nam và bán sỉ', language: 'Ngôn ngữ', switchTo: 'English' },
  nav: { home: 'Trang chủ', products: 'Sản phẩm', openMenu: 'Mở menu' },
  home: { heading: 'Vận chuyển Mỹ - Việt và hàng sỉ', priceList: 'Sài Gòn $2.75 mỗi lb, tỉnh $3.5 mỗi lb', manageProducts: 'Quản lý sản phẩm' },
  form: { fixToSave: 'Vui lòng điền đúng các trường có dấu * để tiếp tục' },
  common: {
    loading: 'Đang tải…',
    yes: 'Có',
    no: 'Không',
    none: '—',
    retry: 'Thử lại',
    back: 'Quay lại',
    loadFailed: 'Ối! Có gì đó không ổn',
    notRevertable: 'Thao tác này không thể hoàn tác!',
    cancel: 'Hủy',
    save: 'Lưu',
    exportCsv: 'Xuất CSV',
    actions: 'Thao tác',
  },
  notFound: { title: '404 Không tìm thấy trang', goHome: 'Về trang chủ' },
};
