import { z } from 'zod';
import { pagingSchema } from '../platform/paging';
import { idRef, isoDate, MAX_MONEY, MAX_QUANTITY, optionalText, requiredText, text, TEXT_MAX, wholeNumber } from '../platform/schema-helpers';

/** Most detail lines one expense may have; most rows one import may carry. */
export const MAX_EXPENSE_LINES = 100;
export const MAX_IMPORT_ROWS = 2000;

/** An amount in US cents, 0 allowed: an expense is money going out, never in (money in is not an expense). */
const amount = () => wholeNumber().min(0, 'validation.mustNotBeNegative').max(MAX_MONEY, 'validation.tooLarge');

export const expenseLineSchema = z.object({
  name: requiredText(TEXT_MAX.line),
  quantity: wholeNumber().min(0, 'validation.mustNotBeNegative').max(MAX_QUANTITY, 'validation.tooLarge'),
  unitPrice: amount(),
});
export type ExpenseLine = z.output<typeof expenseLineSchema>;

/** The expense form: type, vendor and payment method are dropdown options (the vendor a vendor). */
export const expenseDetailsSchema = z.object({
  typeId: idRef(),
  vendorId: idRef(),
  paymentMethodId: idRef(),
  transactionDate: isoDate(),
  description: requiredText(TEXT_MAX.message),
  amount: amount(),
  expenseDetails: z.array(expenseLineSchema, { error: 'validation.invalidValue' }).max(MAX_EXPENSE_LINES, 'validation.tooLarge').default([]),
});
export type ExpenseDetailsInput = z.input<typeof expenseDetailsSchema>;
export type ExpenseDetails = z.output<typeof expenseDetailsSchema>;

export const addExpenseSchema = expenseDetailsSchema;
export const updateExpenseSchema = expenseDetailsSchema.extend({ id: idRef() });
export type UpdateExpenseInput = z.input<typeof updateExpenseSchema>;

/** The expense list's per-row save: its type, vendor and payment method only. */
export const updateExpenseBasicSchema = z.object({ id: idRef(), typeId: idRef(), vendorId: idRef(), paymentMethodId: idRef() });
export type UpdateExpenseBasicInput = z.input<typeof updateExpenseBasicSchema>;

/**
 * Rows of an import (`/add/list`): each with the fingerprint of the bank line it came from, so the
 * same file imported twice adds nothing the second time.
 */
export const addExpenseListSchema = z.object({
  rows: z
    // A bank line may come without a description: the import keeps it as it is.
    .array(
      expenseDetailsSchema
        .omit({ expenseDetails: true })
        .extend({ description: optionalText(TEXT_MAX.message), importKey: text(200, { error: 'validation.required' }).min(1, 'validation.required') }),
      { error: 'expenses.atLeastOneRow' },
    )
    .min(1, 'expenses.atLeastOneRow')
    .max(MAX_IMPORT_ROWS, 'validation.tooLarge'),
});
export type AddExpenseListInput = z.input<typeof addExpenseListSchema>;

/** The import's preview asks which of its bank lines an earlier import already recorded. */
export const expenseImportCheckSchema = z.object({
  importKeys: z.array(text(200).min(1, 'validation.required'), { error: 'validation.invalidValue' }).max(MAX_IMPORT_ROWS, 'validation.tooLarge'),
});
export type ExpenseImportCheckInput = z.input<typeof expenseImportCheckSchema>;

/** The expense list (body of `POST /api/expense/get`): an optional date range, a vendor; paged on the server. */
export const expenseQuerySchema = pagingSchema.extend({
  from: isoDate().nullish(),
  to: isoDate().nullish(),
  vendorId: idRef().nullish(),
});
export type ExpenseQuery = z.input<typeof expenseQuerySchema>;
