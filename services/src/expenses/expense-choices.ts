import { invalid, type ExpenseDetails } from '@cargo/contracts';
import type { StreamRead, StreamStates } from '../platform/write-model/use-case';
import { checkDropdownChoices, choiceReads } from '../settings/public';
import { vendorRead } from '../vendors/public';

type Choices = Pick<ExpenseDetails, 'typeId' | 'vendorId' | 'paymentMethodId'>;

const dropdownChoices = (expense: Choices, previous?: Choices) => [
  { field: 'typeId', dropdown: 'expenseType' as const, optionId: expense.typeId, previous: previous?.typeId },
  { field: 'paymentMethodId', dropdown: 'expensePaymentMethod' as const, optionId: expense.paymentMethodId, previous: previous?.paymentMethodId },
];

/** The streams an expense's choices are checked on: its two dropdowns, and its vendor when newly named. */
export const choicesReads = (expense: Choices, previous?: Choices): StreamRead[] => [
  ...choiceReads(dropdownChoices(expense, previous)),
  ...(expense.vendorId === previous?.vendorId ? [] : [vendorRead(expense.vendorId)]),
];

/** An expense names an expenseType and an expensePaymentMethod option and a vendor on record (a kept one may stay). */
export function checkExpenseChoices(states: StreamStates, expense: Choices, previous?: Choices): void {
  checkDropdownChoices(dropdownChoices(expense, previous), states);
  if (expense.vendorId === previous?.vendorId) return;
  if (states.of(vendorRead(expense.vendorId)).status !== 'active')
    throw invalid('error.invalidInput', [{ path: 'vendorId', code: 'validation.invalidChoice' }]);
}
