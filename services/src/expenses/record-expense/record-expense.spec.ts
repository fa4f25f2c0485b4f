import { expenseImportClaimStream, expenseStream, vendorStream } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { known, name, rent, vendor } from '../expense-fixtures';
import { recordExpense } from './record-expense.use-case';

describe('record expense (no store)', () => {
  const spec = useCaseSpec(recordExpense);

  it('claims its bank line once and its vendor, then records it', () => {
    spec
      .given(known)
      .when({ expense: rent, importKey: 'vcb-2026-11-20-1' }, 12)
      .then({
        record: { expenseId: 12, vendorId: 4, importKey: 'vcb-2026-11-20-1' },
        before: [[expenseImportClaimStream('vcb-2026-11-20-1'), { type: 'Claim', data: { key: 'vcb-2026-11-20-1', holderId: 12 } }], name(4)],
        pivot: [expenseStream(12), { type: 'RecordExpense', data: { expenseId: 12, expense: rent } }],
      });
  });

  it('refuses an option or vendor that does not exist, and a bank line recorded before', () => {
    spec
      .given(known)
      .when({ expense: { ...rent, typeId: 9, paymentMethodId: 9 }, importKey: null })
      .thenRefused('error.invalidInput', [
        { path: 'typeId', code: 'validation.invalidChoice' },
        { path: 'paymentMethodId', code: 'validation.invalidChoice' },
      ]);
    spec
      .given({ ...known, [vendorStream(4)]: vendor(4, true) })
      .when({ expense: rent, importKey: null })
      .thenRefused('error.invalidInput', [{ path: 'vendorId', code: 'validation.invalidChoice' }]);
    spec
      .given({ ...known, [expenseImportClaimStream('line-1')]: [{ type: 'KeyClaimed', data: { key: 'line-1', holderId: 3 } }] })
      .when({ expense: rent, importKey: 'line-1' })
      .thenRefused('expenses.alreadyImported');
  });
});
