import { z } from 'zod';
import { CURRENCIES } from '../platform/money';
import { pagingSchema } from '../platform/paging';
import { idRef, isoDate, nonNegativeWhole } from '../platform/schema-helpers';

/** Most invoices one payment may pay. */
export const MAX_PAYMENT_INVOICES = 100;

/**
 * The cash handed over (`tender`, 0 when not counted) and the change given back. The change is the
 * server's to work out (tender - amount): a `cashChange` sent is accepted, as the spec's client
 * sends 0, and ignored.
 */
const tenderFields = {
  tender: nonNegativeWhole().default(0),
  cashChange: nonNegativeWhole().optional(),
};
const tenderCovers = (payment: { tender: number; amount: number }) => payment.tender === 0 || payment.tender >= payment.amount;
/** The change given back for a tender (0 when none was counted). */
export const cashChangeOf = (payment: { tender: number; amount: number }) => (payment.tender > 0 ? payment.tender - payment.amount : 0);

/**
 * The payment page (`/submit`): cash received and credit to use, in one currency, applied to the
 * ticked invoices in order (oldest first); each takes at most its amount due, and what is left over
 * becomes credit in that currency.
 */
export const submitPaymentSchema = z
  .object({
    customerId: z
      .number({ error: 'billing.customerRequired' })
      .int('validation.mustBeWholeNumber')
      .min(1, 'billing.customerRequired')
      .max(Number.MAX_SAFE_INTEGER, 'validation.tooLarge'),
    currencyId: z.enum(CURRENCIES, { error: 'validation.required' }).default('UsDollar'),
    amount: nonNegativeWhole().default(0),
    creditToUse: nonNegativeWhole().default(0),
    paymentDate: isoDate(),
    /** A paymentType option. */
    typeId: idRef(),
    invoiceIds: z
      .array(idRef(), { error: 'validation.invalidValue' })
      .max(MAX_PAYMENT_INVOICES, 'validation.tooLarge')
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, 'validation.invalidValue'),
    ...tenderFields,
  })
  .refine((payment) => payment.amount + payment.creditToUse > 0, { path: ['amount'], message: 'billing.amountReceivedGreaterThanZero' })
  .refine(tenderCovers, { path: ['tender'], message: 'billing.tenderBelowAmount' });
export type SubmitPaymentInput = z.input<typeof submitPaymentSchema>;
export type SubmitPayment = z.output<typeof submitPaymentSchema>;

/** The payment dialog (`/add`): one invoice, or Add Credit (no invoice: the whole amount becomes credit). */
export const addPaymentSchema = z
  .object({
    customerId: submitPaymentSchema.shape.customerId,
    currencyId: submitPaymentSchema.shape.currencyId,
    amount: nonNegativeWhole().default(0),
    creditToUse: nonNegativeWhole().default(0),
    paymentDate: isoDate(),
    typeId: idRef(),
    invoiceId: idRef().nullable().default(null),
    ...tenderFields,
  })
  .refine((payment) => payment.amount + payment.creditToUse > 0, { path: ['amount'], message: 'validation.greaterThanZero' })
  .refine(tenderCovers, { path: ['tender'], message: 'billing.tenderBelowAmount' });
export type AddPaymentInput = z.input<typeof addPaymentSchema>;

/** The payment list (body of `POST /api/payment/get`): a customer, a currency; newest first, paged on the server. */
export const paymentQuerySchema = pagingSchema.extend({
  /** Payment dates from and to (inclusive). */
  from: isoDate().nullish(),
  to: isoDate().nullish(),
  customerId: idRef().nullish(),
  currencyId: z.enum(CURRENCIES, { error: 'validation.invalidChoice' }).nullish(),
});
export type PaymentQuery = z.input<typeof paymentQuerySchema>;
