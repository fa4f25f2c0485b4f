import { merged, recordHistory, restored } from '../platform/history';
import type { ExpenseEvent } from './expense.events';

/** Expenses are in US cents; detail lines have no id of their own, so they are numbered as listed. */
const expenseMoney = { money: { amount: 'UsDollar', unitPrice: 'UsDollar' } };

export const expenseHistory = recordHistory<ExpenseEvent>(
  {
    ExpenseRecorded: { label: { en: 'Expense recorded', vi: 'Ghi nhận chi phí' }, fields: ({ expense }) => merged({}, expense, expenseMoney) },
    ExpenseUpdated: { label: { en: 'Expense updated', vi: 'Cập nhật chi phí' }, fields: ({ after }, before) => merged(before, after, expenseMoney) },
    ExpenseDeleted: { label: { en: 'Expense deleted', vi: 'Xóa chi phí' }, fields: (_data, before) => merged(before, { deleted: true }) },
    ExpenseRestored: { label: { en: 'Expense restored', vi: 'Khôi phục chi phí' }, fields: (_data, before) => restored(before) },
  },
  {
    paymentMethodId: { en: 'Payment method', vi: 'Phương thức thanh toán' },
    transactionDate: { en: 'Transaction date', vi: 'Ngày giao dịch' },
    'expenseDetails.name': { en: 'Line', vi: 'Dòng chi tiết' },
    'expenseDetails.quantity': { en: 'Line quantity', vi: 'Số lượng' },
    'expenseDetails.unitPrice': { en: 'Line unit price', vi: 'Đơn giá' },
  },
  { typeId: 'option:expenseType', paymentMethodId: 'option:expensePaymentMethod', vendorId: 'vendor' },
);
