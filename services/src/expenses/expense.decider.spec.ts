import type { ExpenseDetails, ExpenseEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { expenseDecider } from './expense.decider';

const spec = deciderSpec(expenseDecider);
const expense: ExpenseDetails = {
  typeId: 1,
  vendorId: 2,
  paymentMethodId: 3,
  transactionDate: '2026-11-02',
  description: 'Fuel',
  amount: 4500,
  expenseDetails: [],
};
const recorded: ExpenseEvent = { type: 'ExpenseRecorded', data: { expenseId: 5, expense } };

describe('expense decider', () => {
  it('records an expense once', () => {
    spec
      .given([])
      .when({ type: 'RecordExpense', data: { expenseId: 5, expense } })
      .then([recorded]);
    spec
      .given([recorded])
      .when({ type: 'RecordExpense', data: { expenseId: 5, expense } })
      .thenThrows('error.concurrency');
  });

  it("update basic changes only type, vendor and payment method, carrying what it was (the vendor's figures move)", () => {
    spec
      .given([recorded])
      .when({ type: 'UpdateExpenseBasic', data: { expenseId: 5, typeId: 4, vendorId: 6, paymentMethodId: 3 } })
      .then([{ type: 'ExpenseUpdated', data: { expenseId: 5, before: expense, after: { ...expense, typeId: 4, vendorId: 6 } } }]);
    spec
      .given([recorded])
      .when({ type: 'UpdateExpenseBasic', data: { expenseId: 5, typeId: 1, vendorId: 2, paymentMethodId: 3 } })
      .then([]);
  });

  it('deletes an expense with what it was; a deleted one is not found', () => {
    spec
      .given([recorded])
      .when({ type: 'DeleteExpense', data: { expenseId: 5 } })
      .then([{ type: 'ExpenseDeleted', data: { expenseId: 5, expense } }]);
    spec
      .given([recorded, { type: 'ExpenseDeleted', data: { expenseId: 5, expense } }])
      .when({ type: 'UpdateExpense', data: { expenseId: 5, expense } })
      .thenThrows('expenses.expenseNotFound');
  });

  it('restores a deleted expense with what it was (its figures come back), and only a deleted one', () => {
    const deleted: ExpenseEvent = { type: 'ExpenseDeleted', data: { expenseId: 5, expense } };
    spec
      .given([recorded, deleted])
      .when({ type: 'RestoreExpense', data: { expenseId: 5 } })
      .then([{ type: 'ExpenseRestored', data: { expenseId: 5, expense } }]);
    spec
      .given([recorded, deleted, { type: 'ExpenseRestored', data: { expenseId: 5, expense } }])
      .when({ type: 'DeleteExpense', data: { expenseId: 5 } })
      .then([deleted]);
    spec
      .given([recorded])
      .when({ type: 'RestoreExpense', data: { expenseId: 5 } })
      .thenThrows('error.notDeleted');
    spec
      .given([])
      .when({ type: 'RestoreExpense', data: { expenseId: 5 } })
      .thenThrows('expenses.expenseNotFound');
  });

  it('corrects an expense recorded negative (an old bank import) to the outflow it was, lines too, once; a deleted one comes back corrected', () => {
    const negative: ExpenseDetails = { ...expense, amount: -12_000, expenseDetails: [{ name: 'Bank line', quantity: 1, unitPrice: -12_000 }] };
    const outflow: ExpenseDetails = { ...expense, amount: 12_000, expenseDetails: [{ name: 'Bank line', quantity: 1, unitPrice: 12_000 }] };
    const imported: ExpenseEvent = { type: 'ExpenseRecorded', data: { expenseId: 5, expense: negative } };
    const correction: ExpenseEvent = { type: 'ExpenseUpdated', data: { expenseId: 5, before: negative, after: outflow } };
    spec
      .given([imported])
      .when({ type: 'CorrectExpenseSign', data: { expenseId: 5 } })
      .then([correction]);
    spec
      .given([imported, correction])
      .when({ type: 'CorrectExpenseSign', data: { expenseId: 5 } })
      .then([]);
    spec
      .given([recorded])
      .when({ type: 'CorrectExpenseSign', data: { expenseId: 5 } })
      .then([]);
    const deleted: ExpenseEvent = { type: 'ExpenseDeleted', data: { expenseId: 5, expense: negative } };
    spec
      .given([imported, deleted])
      .when({ type: 'CorrectExpenseSign', data: { expenseId: 5 } })
      .then([]);
    spec
      .given([imported, deleted])
      .when({ type: 'RestoreExpense', data: { expenseId: 5 } })
      .then([{ type: 'ExpenseRestored', data: { expenseId: 5, expense: outflow } }]);
  });
});
