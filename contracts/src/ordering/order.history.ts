import { merged, recordHistory } from '../platform/history';
import type { DeliveryAddressEvent, OrderEvent } from './order.events';

/** Order amounts are in the order's currency; lines are keyed by product (one line per product). */
const orderFields = {
  money: {
    subtotal: 'currencyId',
    deliveryFee: 'currencyId',
    vatFee: 'currencyId',
    unitPrice: 'currencyId',
    serviceFee: 'currencyId',
    originalUnitPrice: 'originalCurrencyId',
    amount: 'currencyId',
  },
  keys: { lines: 'productId' },
};

export const orderHistory = recordHistory<OrderEvent>(
  {
    OrderPlaced: { label: { en: 'Order placed', vi: 'Đặt hàng' }, fields: ({ orderId: _id, ...terms }) => merged({}, terms, orderFields) },
    OrderRevised: { label: { en: 'Order revised', vi: 'Sửa đơn hàng' }, fields: ({ orderId: _id, ...terms }, before) => merged(before, terms, orderFields) },
    OrderDeleted: { label: { en: 'Order deleted', vi: 'Xóa đơn hàng' }, fields: (_data, before) => merged(before, { deleted: true }) },
    // Unholding a placeholder order moves its units and leaves the order Stale (its invoice bills a new one).
    OrderUnheld: {
      label: { en: 'Order unheld', vi: 'Bỏ giữ đơn hàng' },
      fields: ({ warehouseId }, before) => merged(before, { typeId: 'Stale', unheldTo: warehouseId }),
    },
    OrderInvoiced: { label: { en: 'Order invoiced', vi: 'Lập hóa đơn cho đơn hàng' }, fields: ({ invoiceId }, before) => merged(before, { invoiceId }) },
    OrderInvoiceRemoved: {
      label: { en: 'Invoice removed from order', vi: 'Gỡ hóa đơn khỏi đơn hàng' },
      fields: (_data, before) => merged(before, { invoiceId: null }),
    },
    OrderAddedToShipmentGroup: {
      label: { en: 'Order added to a shipment group', vi: 'Thêm đơn hàng vào nhóm vận chuyển' },
      fields: ({ shipmentGroupId }, before) => merged(before, { shipmentGroupId }),
    },
  },
  {
    'lines.productId': { en: 'Product', vi: 'Sản phẩm' },
    'lines.productTitle': { en: 'Product title', vi: 'Tên sản phẩm' },
    'lines.pictureId': { en: 'Picture', vi: 'Hình ảnh' },
    'lines.warehouseId': { en: 'Warehouse', vi: 'Kho' },
    'lines.quantity': { en: 'Quantity', vi: 'Số lượng' },
    'lines.unitPrice': { en: 'Unit price', vi: 'Đơn giá' },
    'lines.serviceFee': { en: 'Service fee', vi: 'Phí dịch vụ' },
    'lines.caseQuantity': { en: 'Cases', vi: 'Số thùng' },
    'lines.originalUnitPrice': { en: "Product's price", vi: 'Giá gốc của sản phẩm' },
    'lines.originalCurrencyId': { en: "Product's currency", vi: 'Tiền tệ gốc của sản phẩm' },
    deliveryFee: { en: 'Delivery fee', vi: 'Phí giao hàng' },
    vatFee: { en: 'VAT', vi: 'Thuế VAT' },
    deliveryAddressId: { en: 'Delivery address', vi: 'Địa chỉ giao hàng' },
    paymentInfo: { en: 'Payment', vi: 'Thanh toán' },
    'paymentInfo.amount': { en: 'Payment amount', vi: 'Số tiền thanh toán' },
    'paymentInfo.referenceNumber': { en: 'Payment reference', vi: 'Mã tham chiếu thanh toán' },
    unheldTo: { en: 'Unheld to warehouse', vi: 'Bỏ giữ vào kho' },
    shipmentGroupId: { en: 'Shipment group', vi: 'Nhóm vận chuyển' },
  },
  { customerId: 'customer', 'lines#': 'product', 'lines.productId': 'product', invoiceId: 'invoice', shipmentGroupId: 'shipmentGroup' },
);

export const deliveryAddressHistory = recordHistory<DeliveryAddressEvent>(
  {
    DeliveryAddressAdded: {
      label: { en: 'Delivery address added', vi: 'Thêm địa chỉ giao hàng' },
      fields: ({ addressId: _id, ...address }) => merged({}, address),
    },
    DeliveryAddressDeleted: {
      label: { en: 'Delivery address deleted', vi: 'Xóa địa chỉ giao hàng' },
      fields: (_data, before) => merged(before, { deleted: true }),
    },
  },
  { main: { en: 'Main address', vi: 'Địa chỉ chính' } },
  { userId: 'user' },
);
