import { isMoneyValue, merged, recordHistory, withoutItem, type HistoryFields } from '../platform/history';
import type { Currency } from '../platform/money';
import type { InvoiceEvent } from './invoice.events';
import type { CreditEvent, PaymentEvent } from './payment.events';

/** Invoice amounts are in the invoice's currency; payments applied are items keyed by payment. */
const invoiceMoney = { money: { unitPrice: 'currencyId', cash: 'currencyId', credit: 'currencyId' }, hundredths: ['weight'] };

export const invoiceHistory = recordHistory<InvoiceEvent>(
  {
    InvoiceCreated: { label: { en: 'Invoice created', vi: 'Tạo hóa đơn' }, fields: ({ invoice }) => merged({}, invoice, invoiceMoney) },
    InvoiceUpdated: { label: { en: 'Invoice updated', vi: 'Cập nhật hóa đơn' }, fields: ({ after }, before) => merged(before, after, invoiceMoney) },
    InvoiceLinesAdded: {
      label: { en: 'Invoice lines added', vi: 'Thêm dòng hóa đơn' },
      fields: ({ lines }, before) => merged(before, Object.fromEntries(lines.map((line) => [`lines#${line.id}`, line])), invoiceMoney),
    },
    InvoiceLineChanged: {
      label: { en: 'Invoice line changed', vi: 'Sửa dòng hóa đơn' },
      fields: ({ line }, before) => merged(before, { [`lines#${line.id}`]: line }, invoiceMoney),
    },
    InvoiceLineRemoved: {
      label: { en: 'Invoice line removed', vi: 'Xóa dòng hóa đơn' },
      fields: ({ lineId }, before) => ({ ...before, [`lines#${lineId}.removed`]: true }),
    },
    InvoiceLineRestored: {
      label: { en: 'Invoice line restored', vi: 'Khôi phục dòng hóa đơn' },
      fields: ({ lineId }, before) => ({ ...before, [`lines#${lineId}.removed`]: false }),
    },
    // A payment on its way shows as pending under its own id until it applies (which replaces the item) or lets go.
    PaymentClaimed: {
      label: { en: 'Payment being recorded', vi: 'Đang ghi nhận thanh toán' },
      fields: ({ paymentId }, before) => merged(before, { [`payments#${paymentId}`]: { pending: true } }),
    },
    PaymentClaimReleased: {
      label: { en: 'Payment no longer pending', vi: 'Hết chờ thanh toán' },
      fields: ({ paymentId }, before) => withoutItem(before, 'payments', paymentId),
    },
    PaymentApplied: {
      label: { en: 'Payment applied', vi: 'Áp dụng thanh toán' },
      fields: ({ paymentId, currencyId, cash, credit, paymentDate }, before) =>
        merged(before, { [`payments#${paymentId}`]: { currencyId, cash, credit, paymentDate } }, invoiceMoney),
    },
    PaymentReversed: {
      label: { en: 'Payment reversed', vi: 'Hoàn tác thanh toán' },
      fields: ({ paymentId }, before) => withoutItem(before, 'payments', paymentId),
    },
    InvoicePaid: { label: { en: 'Invoice paid', vi: 'Hóa đơn đã thanh toán' }, fields: ({ paidOn }, before) => merged(before, { paidOn }) },
    InvoiceReopened: { label: { en: 'Invoice reopened', vi: 'Mở lại hóa đơn' }, fields: (_data, before) => merged(before, { paidOn: null }) },
    InvoiceDeleted: { label: { en: 'Invoice deleted', vi: 'Xóa hóa đơn' }, fields: (_data, before) => merged(before, { deleted: true }) },
  },
  {
    associatedId: { en: 'Shipment or order', vi: 'Lô hàng hoặc đơn hàng' },
    invoiceDate: { en: 'Invoice date', vi: 'Ngày hóa đơn' },
    boxCasePallet: { en: 'Box / case / pallet', vi: 'Thùng / hộp / pallet' },
    weight: { en: 'Weight (lb)', vi: 'Trọng lượng (lb)' },
    'lines.id': { en: 'Line', vi: 'Dòng' },
    'lines.name': { en: 'Line name', vi: 'Tên dòng' },
    'lines.quantity': { en: 'Quantity', vi: 'Số lượng' },
    'lines.unitPrice': { en: 'Unit price', vi: 'Đơn giá' },
    'lines.caseQuantity': { en: 'Cases', vi: 'Số thùng' },
    'lines.removed': { en: 'Line removed', vi: 'Dòng đã xóa' },
    'payments.currencyId': { en: 'Payment currency', vi: 'Tiền tệ thanh toán' },
    'payments.pending': { en: 'Payment pending', vi: 'Thanh toán đang chờ' },
    'payments.cash': { en: 'Cash paid', vi: 'Tiền mặt' },
    'payments.credit': { en: 'Credit used', vi: 'Tín dụng đã dùng' },
    'payments.paymentDate': { en: 'Payment date', vi: 'Ngày thanh toán' },
    paidOn: { en: 'Paid on', vi: 'Ngày thanh toán xong' },
  },
  { customerId: 'customer' },
);

const paymentMoney = {
  money: {
    amount: 'currencyId',
    tender: 'currencyId',
    cashChange: 'currencyId',
    creditToUse: 'currencyId',
    cash: 'currencyId',
    credit: 'currencyId',
    creditUsed: 'currencyId',
    creditAdded: 'currencyId',
  },
  keys: { parts: 'invoiceId' },
};

export const paymentHistory = recordHistory<PaymentEvent>(
  {
    PaymentReceived: {
      label: { en: 'Payment received', vi: 'Nhận thanh toán' },
      fields: ({ paymentId: _id, ...payment }) => merged({}, { ...payment, status: 'received' }, paymentMoney),
    },
    PaymentSettled: {
      label: { en: 'Payment settled', vi: 'Hoàn tất thanh toán' },
      fields: ({ parts, creditUsed, creditAdded }, before) => merged(before, { parts, creditUsed, creditAdded, status: 'settled' }, paymentMoney),
    },
    PaymentRemoved: { label: { en: 'Payment removal asked', vi: 'Yêu cầu xóa thanh toán' }, fields: (_data, before) => merged(before, { status: 'removing' }) },
    PaymentRemovalSettled: {
      label: { en: 'Payment removed', vi: 'Đã xóa thanh toán' },
      fields: (_data, before) => merged(before, { status: 'removed', deleted: true }),
    },
    PaymentRemovalAbandoned: {
      label: { en: 'Payment removal given up', vi: 'Hủy yêu cầu xóa thanh toán' },
      fields: (_data, before) => merged(before, { status: 'settled' }),
    },
  },
  {
    creditToUse: { en: 'Credit to use', vi: 'Tín dụng sẽ dùng' },
    tender: { en: 'Cash handed over', vi: 'Tiền khách đưa' },
    cashChange: { en: 'Change given back', vi: 'Tiền thối lại' },
    invoiceIds: { en: 'Invoices', vi: 'Hóa đơn' },
    paymentDate: { en: 'Payment date', vi: 'Ngày thanh toán' },
    status: { en: 'Status', vi: 'Trạng thái' },
    'parts.invoiceId': { en: 'Invoice paid', vi: 'Hóa đơn được thanh toán' },
    'parts.cash': { en: 'Cash to invoice', vi: 'Tiền mặt cho hóa đơn' },
    'parts.credit': { en: 'Credit to invoice', vi: 'Tín dụng cho hóa đơn' },
    creditUsed: { en: 'Credit used', vi: 'Tín dụng đã dùng' },
    creditAdded: { en: 'Credit added', vi: 'Tín dụng được cộng' },
  },
  { typeId: 'option:paymentType', customerId: 'customer', 'parts#': 'invoice', 'parts.invoiceId': 'invoice' },
);

/** A customer's credit in one currency: the balance each step leaves (reverted amounts are signed). */
function withBalance(before: HistoryFields, currency: Currency, change: number): HistoryFields {
  const balance = before.balance;
  return { ...before, balance: { money: (isMoneyValue(balance) ? balance.money : 0) + change, currency } };
}

export const creditHistory = recordHistory<CreditEvent>(
  {
    CreditTaken: { label: { en: 'Credit taken', vi: 'Trừ tín dụng' }, fields: (data, before) => withBalance(before, data.currencyId, -data.amount) },
    CreditGiven: { label: { en: 'Credit given', vi: 'Cộng tín dụng' }, fields: (data, before) => withBalance(before, data.currencyId, data.amount) },
    CreditReverted: { label: { en: 'Credit reverted', vi: 'Hoàn tác tín dụng' }, fields: (data, before) => withBalance(before, data.currencyId, data.amount) },
  },
  { balance: { en: 'Credit balance', vi: 'Số dư tín dụng' } },
);
