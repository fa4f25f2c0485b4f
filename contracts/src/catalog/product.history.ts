import { merged, recordHistory, restored, type FlattenOptions } from '../platform/history';
import type { CatalogEvent } from './product.events';

/** Prices of a product in the currency each names. */
export const productMoney: FlattenOptions = {
  money: {
    stockPrice: 'currencyId',
    unitPrice: 'currencyId',
    retailPrice: 'currencyId',
    discount: 'currencyId',
    serviceFee: 'currencyId',
    profit: 'currencyId',
    airPrice: 'airCurrencyId',
    containerPrice: 'containerCurrencyId',
  },
};

export const productHistory = recordHistory<CatalogEvent>(
  {
    ProductCreated: {
      label: { en: 'Product created', vi: 'Tạo sản phẩm' },
      fields: ({ details, usQuantity, vnQuantity }) => merged({}, { ...details, usQuantity, vnQuantity }, productMoney),
    },
    ProductUpdated: { label: { en: 'Product updated', vi: 'Cập nhật sản phẩm' }, fields: ({ details }, before) => merged(before, details, productMoney) },
    ProductQuantitiesAdjusted: {
      label: { en: 'Quantities corrected', vi: 'Điều chỉnh số lượng' },
      fields: ({ usQuantity, vnQuantity }, before) => merged(before, { usQuantity, vnQuantity }),
    },
    ProductDeleted: { label: { en: 'Product deleted', vi: 'Xóa sản phẩm' }, fields: (_data, before) => merged(before, { deleted: true }) },
    ProductRestored: { label: { en: 'Product restored', vi: 'Khôi phục sản phẩm' }, fields: (_data, before) => restored(before) },
    ProductPictureAdded: {
      label: { en: 'Picture added', vi: 'Thêm hình ảnh' },
      fields: ({ picture }, before) => ({ ...before, [`pictures#${picture.id}.name`]: picture.name }),
    },
    ProductPictureRemoved: {
      label: { en: 'Picture removed', vi: 'Xóa hình ảnh' },
      fields: ({ pictureId }, before) => Object.fromEntries(Object.entries(before).filter(([path]) => path !== `pictures#${pictureId}.name`)),
    },
  },
  {
    title: { en: 'Title', vi: 'Tên sản phẩm' },
    skuCode: { en: 'SKU code', vi: 'Mã SKU' },
    brandId: { en: 'Brand', vi: 'Thương hiệu' },
    lvl1Id: { en: 'Category', vi: 'Danh mục' },
    lvl2Id: { en: 'Subcategory', vi: 'Danh mục con' },
    retailPrice: { en: 'Retail price', vi: 'Giá bán lẻ' },
    discount: { en: 'Discount', vi: 'Giảm giá' },
    airCurrencyId: { en: 'Air currency', vi: 'Tiền tệ đường hàng không' },
    airPrice: { en: 'Air price', vi: 'Giá đường hàng không' },
    containerCurrencyId: { en: 'Container currency', vi: 'Tiền tệ container' },
    containerPrice: { en: 'Container price', vi: 'Giá container' },
    serviceFee: { en: 'Service fee', vi: 'Phí dịch vụ' },
    profit: { en: 'Profit', vi: 'Lợi nhuận' },
    unitPerCase: { en: 'Units per case', vi: 'Số đơn vị mỗi thùng' },
    casePerPallet: { en: 'Cases per pallet', vi: 'Số thùng mỗi pallet' },
    casePerTier: { en: 'Cases per tier', vi: 'Số thùng mỗi tầng' },
    palletQuantity: { en: 'Pallet quantity', vi: 'Số lượng pallet' },
    palletHeight: { en: 'Pallet height', vi: 'Chiều cao pallet' },
    size: { en: 'Size', vi: 'Kích thước' },
    pictureId: { en: 'Main picture', vi: 'Hình chính' },
    storeId: { en: 'Store', vi: 'Cửa hàng' },
    isActive: { en: 'Active', vi: 'Đang bán' },
    'pictures.name': { en: 'Picture', vi: 'Hình ảnh' },
  },
  { brandId: 'option:brand', lvl1Id: 'option:category', lvl2Id: 'option:productType', storeId: 'store' },
);
