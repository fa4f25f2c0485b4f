import type { Translation } from '../../i18n/translation';

/** What the inventory screens say, in English and Vietnamese (the same keys, checked by the compiler). */
const en = {
  stocks: {
    empty: 'No stock purchased yet',
    columns: {
      id: 'Id',
      vendor: 'Vendor',
      quantity: 'Quantity',
      stockPrice: 'Stock price',
      datePurchased: 'Date purchased',
      expDate: 'Exp date',
      status: 'Status',
    },
  },
};

const vi: Translation<typeof en> = {
  stocks: {
    empty: 'Chưa nhập lô hàng nào',
    columns: {
      id: 'Mã',
      vendor: 'Nhà cung cấp',
      quantity: 'Số lượng',
      stockPrice: 'Giá nhập',
      datePurchased: 'Ngày mua',
      expDate: 'Hạn dùng',
      status: 'Trạng thái',
    },
  },
};

export const inventoryStrings = { en, vi };
