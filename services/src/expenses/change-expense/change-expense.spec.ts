import { expenseStream } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { known, name, recorded, rent, unname } from '../expense-fixtures';
import { changeExpense } from './change-expense.use-case';

describe('change expense: save, delete, restore (no store)', () => {
  const spec = useCaseSpec(changeExpense);

  it('a save that moves the vendor claims the new one before and gives back the old one after', () => {
    const moved = { ...rent, vendorId: 5 };
    spec
      .given({ ...known, ...recorded() })
      .when({ type: 'UpdateExpense', data: { expenseId: 12, expense: moved } })
      .then({
        record: { expenseId: 12, previousVendorId: 4, nextVendorId: 5 },
        before: [name(5)],
        pivot: [expenseStream(12), { type: 'UpdateExpense', data: { expenseId: 12, expense: moved } }],
        after: [unname(4)],
      });
  });

  it('a save that changes nothing moves no vendor', () => {
    spec
      .given({ ...known, ...recorded() })
      .when({ type: 'UpdateExpenseBasic', data: { expenseId: 12, typeId: 1, vendorId: 4, paymentMethodId: 2 } })
      .then({ pivot: [expenseStream(12), { type: 'UpdateExpenseBasic', data: { expenseId: 12, typeId: 1, vendorId: 4, paymentMethodId: 2 } }] });
  });

  it('a deletion gives its vendor back after; a restore names it again before', () => {
    spec
      .given({ ...known, ...recorded() })
      .when({ type: 'DeleteExpense', data: { expenseId: 12 } })
      .then({ pivot: [expenseStream(12), { type: 'DeleteExpense', data: { expenseId: 12 } }], after: [unname(4)] });
    spec
      .given({ ...known, [expenseStream(12)]: [...recorded()[expenseStream(12)], { type: 'ExpenseDeleted', data: { expenseId: 12, expense: rent } }] })
      .when({ type: 'RestoreExpense', data: { expenseId: 12 } })
      .then({ before: [name(4)], pivot: [expenseStream(12), { type: 'RestoreExpense', data: { expenseId: 12 } }] });
  });

  it('refuses a save of an expense that does not exist, and a restore of one not deleted', () => {
    spec
      .given(known)
      .when({ type: 'UpdateExpense', data: { expenseId: 12, expense: rent } })
      .thenRefused('expenses.expenseNotFound');
    spec
      .given({ ...known, ...recorded() })
      .when({ type: 'RestoreExpense', data: { expenseId: 12 } })
      .thenRefused('error.notDeleted');
  });
});
