import { invalid, vendorStream, type ExpenseDetails } from '@cargo/contracts';
import type { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { requireDropdownChoices } from '../settings/public';
import { vendorDecider } from '../vendors/public';

/** An expense names an expenseType and an expensePaymentMethod option and a vendor on record (a kept one may stay). */
export async function requireExpenseChoices(
  aggregates: AggregateRepository,
  expense: Pick<ExpenseDetails, 'typeId' | 'vendorId' | 'paymentMethodId'>,
  previous?: Pick<ExpenseDetails, 'typeId' | 'vendorId' | 'paymentMethodId'>,
): Promise<void> {
  await requireDropdownChoices(aggregates, [
    { field: 'typeId', dropdown: 'expenseType', optionId: expense.typeId, previous: previous?.typeId },
    { field: 'paymentMethodId', dropdown: 'expensePaymentMethod', optionId: expense.paymentMethodId, previous: previous?.paymentMethodId },
  ]);
  if (expense.vendorId === previous?.vendorId) return;
  const { state } = await aggregates.load(vendorStream(expense.vendorId), vendorDecider);
  if (state.status !== 'active') throw invalid('error.invalidInput', [{ path: 'vendorId', code: 'validation.invalidChoice' }]);
}
