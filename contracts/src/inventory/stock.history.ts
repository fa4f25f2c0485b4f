import { merged, recordHistory, type HistoryFields, type HistoryPart } from '../platform/history';
import type { StockMove } from './reservation.events';
import type { InventoryEvent, StockGroupEvent } from './stock.events';
import type { ReservationEvent } from './reservation.events';

/** Stock rows live on their product's stream but keep their fields apart (a product may have thousands); they are priced in US cents. */
const stockMoney = { money: { stockPrice: 'UsDollar', subtotal: 'UsDollar' } };

const count = (fields: HistoryFields, field: string) => (typeof fields[field] === 'number' ? (fields[field] as number) : 0);

/** The product's warehouse counts after stock moves out (-1) to an order or back (+1). */
function moved(before: HistoryFields, moves: readonly StockMove[], direction: 1 | -1): HistoryFields {
  const next: Record<string, number> = {};
  const add = (field: string, change: number) => (next[field] = (next[field] ?? count(before, field)) + change);
  // As the product's evolve does: units leave (or return to) their warehouse; held units also enter (or leave) the hold.
  for (const move of moves) {
    add(move.warehouseId === 'US' ? 'usQuantity' : 'vnQuantity', direction * move.quantity);
    if (move.held) add('placeHolderQuantity', -direction * move.quantity);
  }
  return { ...before, ...next };
}

/** A stock row's own fields, shown on its product's history as items (`stocks.quantity` #12). */
const stockRow = <D extends { stockId: number }>(fields: (data: D, before: HistoryFields) => HistoryFields): HistoryPart<D> => ({
  id: ({ stockId }) => `stock-${stockId}`,
  list: 'stocks',
  fields,
});

const withUsChange = (fields: HistoryFields, change: number) => ({ ...fields, usQuantity: count(fields, 'usQuantity') + change });

export const stockHistory = recordHistory<InventoryEvent>(
  {
    StockAdded: {
      label: { en: 'Stock added', vi: 'Thêm hàng tồn kho' },
      fields: ({ usQuantityChange }, before) => withUsChange(before, usQuantityChange),
      part: stockRow(({ stock }, before) => merged(before, stock, stockMoney)),
    },
    StockUpdated: {
      label: { en: 'Stock updated', vi: 'Cập nhật hàng tồn kho' },
      fields: ({ usQuantityChange }, before) => withUsChange(before, usQuantityChange),
      part: stockRow(({ after }, before) => merged(before, after, stockMoney)),
    },
    StockRemoved: {
      label: { en: 'Stock removed', vi: 'Xóa hàng tồn kho' },
      fields: ({ usQuantityChange }, before) => withUsChange(before, usQuantityChange),
      part: stockRow(() => ({})),
    },
    StockRestored: {
      label: { en: 'Stock restored', vi: 'Khôi phục hàng tồn kho' },
      fields: ({ usQuantityChange }, before) => withUsChange(before, usQuantityChange),
      part: stockRow(({ stock }, before) => merged(before, stock, stockMoney)),
    },
  },
  {
    'stocks.stockPrice': { en: 'Stock price', vi: 'Giá nhập' },
    'stocks.quantity': { en: 'Stock quantity', vi: 'Số lượng nhập' },
    'stocks.vendorId': { en: 'Stock vendor', vi: 'Nhà cung cấp' },
    'stocks.datePurchased': { en: 'Date purchased', vi: 'Ngày mua' },
    'stocks.expDate': { en: 'Expiry date', vi: 'Hạn sử dụng' },
    'stocks.updateQuantity': { en: 'Update quantity', vi: 'Cập nhật số lượng' },
    placeHolderQuantity: { en: 'On hold', vi: 'Đang giữ' },
    'lines.productId': { en: 'Product', vi: 'Sản phẩm' },
    'lines.stockId': { en: 'Stock row', vi: 'Dòng tồn kho' },
    'lines.quantity': { en: 'Quantity', vi: 'Số lượng' },
    'lines.stockPrice': { en: 'Stock price', vi: 'Giá nhập' },
  },
  { 'stocks.vendorId': 'vendor' },
);

export const reservationHistory = recordHistory<ReservationEvent>(
  {
    StockReserved: { label: { en: 'Stock taken by an order', vi: 'Đơn hàng lấy hàng' }, fields: ({ moves }, before) => moved(before, moves, -1) },
    StockReleased: { label: { en: 'Stock returned by an order', vi: 'Đơn hàng trả hàng' }, fields: ({ moves }, before) => moved(before, moves, 1) },
  },
  {},
);

export const stockGroupHistory = recordHistory<StockGroupEvent>(
  {
    StockGroupAdded: {
      label: { en: 'Stock purchase recorded', vi: 'Ghi nhận đợt nhập hàng' },
      fields: ({ stockGroupId: _id, ...group }) => merged({}, group, { ...stockMoney, keys: { lines: 'stockId' } }),
    },
    StockGroupPaymentStatusChanged: {
      label: { en: 'Purchase payment status changed', vi: 'Đổi trạng thái thanh toán đợt nhập' },
      fields: ({ paymentStatus }, before) => merged(before, { paymentStatus }),
    },
    StockGroupDeleted: { label: { en: 'Stock purchase deleted', vi: 'Xóa đợt nhập hàng' }, fields: (_data, before) => merged(before, { deleted: true }) },
  },
  { paymentStatus: { en: 'Payment status', vi: 'Trạng thái thanh toán' } },
  { vendorId: 'vendor', 'lines.productId': 'product' },
);
