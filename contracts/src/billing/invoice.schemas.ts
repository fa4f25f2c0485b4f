import { z } from 'zod';
import { CURRENCIES } from '../platform/money';
import { pagingSchema, queryPagingSchema } from '../platform/paging';
import {
  idRef,
  isoDate,
  lineKey,
  MAX_MONEY,
  MAX_QUANTITY,
  nonNegativeWhole,
  optionalText,
  requiredText,
  TEXT_MAX,
  wholeNumber,
} from '../platform/schema-helpers';

/** Invoice types by their custom enum values; the display code starts with the type's first letter. */
export const INVOICE_TYPES = ['General', 'Shipment', 'Order'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
/** Most charge lines one invoice may have. */
export const MAX_INVOICE_LINES = 200;
/** Heaviest weight an invoice records, in hundredths of a pound (a million pounds). */
export const INVOICE_WEIGHT_MAX = 100_000_000;
/** Longest 'box / case / pallet' text. */
export const INVOICE_PACKING_MAX = TEXT_MAX.code;
/** Longest tracking number an invoice accepts. */
export const INVOICE_TRACKING_MAX = TEXT_MAX.code;

const isMissing = (input: unknown) => input === undefined || input === null || input === '';
const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, missing: string) =>
  z.enum(values, { error: (issue) => (isMissing(issue.input) ? missing : 'validation.invalidChoice') });

/**
 * A quantity with at most two decimals (12.5 lb of a shipment), above 0: checked on the number's own
 * decimal text, so 1e-9 (which a tolerance took, giving a line total of 0) is refused.
 */
const quantity = () =>
  z
    .number({ error: (issue) => (isMissing(issue.input) ? 'validation.required' : 'validation.mustBeNumeric') })
    .gt(0, 'validation.greaterThanZero')
    .max(MAX_QUANTITY, 'validation.tooLarge')
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), 'validation.atMostTwoDecimals');

/** A charge line of the form: `id` null for one not saved yet (`lineKey` then names it); a saved one is removed by `isActive: false`. */
export const invoiceLineSchema = z.object({
  id: idRef().nullable().default(null),
  lineKey: lineKey(),
  name: requiredText(TEXT_MAX.line),
  quantity: quantity(),
  /** Minor units of the invoice's currency. */
  unitPrice: nonNegativeWhole(),
  /** Order invoices only: the case count of the order line. */
  caseQuantity: nonNegativeWhole(MAX_QUANTITY).nullable().default(null),
  isActive: z.boolean({ error: 'validation.invalidValue' }).default(true),
});
export type InvoiceLineInput = z.input<typeof invoiceLineSchema>;
export type InvoiceLineForm = z.output<typeof invoiceLineSchema>;

/** The invoice's own fields (everything the form saves except its lines). */
export const invoiceHeaderSchema = z
  .object({
    typeId: requiredChoice(INVOICE_TYPES, 'billing.typeRequired'),
    customerId: z
      .number({ error: 'billing.customerRequired' })
      .int('validation.mustBeWholeNumber')
      .min(1, 'billing.customerRequired')
      .max(Number.MAX_SAFE_INTEGER, 'validation.tooLarge'),
    /** The shipment or order it bills; required unless General. */
    associatedId: wholeNumber().min(1, 'validation.required').nullable().default(null),
    mtlTracking: optionalText(INVOICE_TRACKING_MAX),
    currencyId: requiredChoice(CURRENCIES, 'validation.required').default('UsDollar'),
    /** Absent: the day it is created. */
    invoiceDate: isoDate().nullable().default(null),
    description: optionalText(TEXT_MAX.message),
    /** What the goods came as ('3 boxes, 1 pallet'), as written on the invoice. */
    boxCasePallet: optionalText(INVOICE_PACKING_MAX),
    /** Hundredths of a pound; absent when the invoice does not bill by weight. */
    weight: nonNegativeWhole(INVOICE_WEIGHT_MAX).nullable().default(null),
  })
  .superRefine((header, context) => {
    if (header.typeId !== 'General' && header.associatedId === null)
      context.addIssue({ code: 'custom', path: ['associatedId'], message: 'validation.required' });
  });
export type InvoiceHeaderInput = z.input<typeof invoiceHeaderSchema>;
export type InvoiceHeader = z.output<typeof invoiceHeaderSchema>;

const linesSchema = z.array(invoiceLineSchema, { error: 'validation.invalidValue' }).max(MAX_INVOICE_LINES, 'validation.tooLarge').default([]);

export const addInvoiceSchema = z.intersection(invoiceHeaderSchema, z.object({ invoiceDetails: linesSchema }));
export type AddInvoiceInput = z.input<typeof addInvoiceSchema>;
export const updateInvoiceSchema = z.intersection(invoiceHeaderSchema, z.object({ id: idRef(), invoiceDetails: linesSchema }));
export type UpdateInvoiceInput = z.input<typeof updateInvoiceSchema>;

/** Line total: quantity x unit price, in exact minor units (quantity in hundredths, half up). */
export function invoiceLineTotal(line: { quantity: number; unitPrice: number }): number {
  const hundredths = BigInt(Math.round(line.quantity * 100));
  return Number((hundredths * BigInt(line.unitPrice) + 50n) / 100n);
}

/** The invoice total: the sum over its active lines. */
export const invoiceTotal = (lines: readonly { quantity: number; unitPrice: number; isActive: boolean }[]) =>
  lines.filter((line) => line.isActive).reduce((sum, line) => sum + invoiceLineTotal(line), 0);

/** The spec's Total Amount Due rules: an invoice bills at least one active line, for more than 0 (the form and the decider both ask). */
export function totalAmountDueIssue(
  lines: readonly { quantity: number; unitPrice: number; isActive: boolean }[],
): 'billing.totalRequired' | 'billing.totalGreaterThanZero' | null {
  if (!lines.some((line) => line.isActive)) return 'billing.totalRequired';
  return invoiceTotal(lines) > 0 ? null : 'billing.totalGreaterThanZero';
}

/** The largest total an invoice may reach, in minor units (sums stay exact). */
export const MAX_INVOICE_TOTAL = MAX_MONEY;

/** The display code: the type's first letter, a hyphen, the id padded to 5 digits (`S-00042`). */
export const invoiceCode = (typeId: InvoiceType, id: number) => `${typeId[0]}-${String(id).padStart(5, '0')}`;

export const PAYMENT_STATUSES = ['Pending', 'PartiallyPaid', 'Paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Status is a pure function of what is paid (cash + credit) against the total. */
export function paymentStatusOf(total: number, paid: number): PaymentStatus {
  if (paid <= 0) return 'Pending';
  return paid >= total ? 'Paid' : 'PartiallyPaid';
}

export const INVOICE_SORT_FIELDS = ['id', 'invoiceDate', 'totalAmount'] as const;

/** The invoice lists (body of `POST /api/invoice/get`): an optional date range, a customer, a status; paged on the server. */
export const invoiceQuerySchema = pagingSchema.extend({
  from: isoDate().nullish(),
  to: isoDate().nullish(),
  customerId: idRef().nullish(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'validation.invalidChoice' }).nullish(),
  sort: z.enum(INVOICE_SORT_FIELDS, { error: 'validation.invalidChoice' }).default('id'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalidChoice' }).default('desc'),
});
export type InvoiceQuery = z.input<typeof invoiceQuerySchema>;

/** Generate Invoice on the order list, Push to Invoice on a shipment. */
export const invoiceFromOrderSchema = z.object({ orderId: idRef() });
export const invoiceFromShipmentSchema = z.object({ shipmentId: idRef() });

/** Shipment-to-invoice pricing, in US cents: Air by the pound of total weight, Sea by the pallet. */
export const SHIPMENT_INVOICE_PRICE = { Air: 275, Sea: 100_000 } as const;

/** The name the spec gives a shipment's charge line, kept as written; screens name it in the reader's language (`chargedShipment`). */
const shipmentChargeName = (id: number) => `Shipment ${id}`;
const SHIPMENT_CHARGE_NAME = /^Shipment (\d{1,9})$/;

/** The shipment a line's name says it charges for (a line `shipmentChargeLine` made), or null. */
export const chargedShipment = (lineName: string): number | null => {
  const matched = SHIPMENT_CHARGE_NAME.exec(lineName);
  return matched ? Number(matched[1]) : null;
};

/** The storage line a shipment's invoice carries for the packages consolidated into it, stored in one form; screens name it in the reader's language (`chargedStorage`). */
const storageChargeName = (id: number) => `Storage, shipment ${id}`;
const STORAGE_CHARGE_NAME = /^Storage, shipment (\d{1,9})$/;

/** The shipment a storage line's name says it charges for, or null. */
export const chargedStorage = (lineName: string): number | null => {
  const matched = STORAGE_CHARGE_NAME.exec(lineName);
  return matched ? Number(matched[1]) : null;
};

/** The storage fee its packages ran up until they were consolidated, US cents in all, as one line of the shipment's invoice. */
export function shipmentStorageLine(shipmentId: number, fee: number) {
  return { name: storageChargeName(shipmentId), quantity: 1, unitPrice: fee, caseQuantity: null };
}

/** The one charge line a shipment pushes to its invoice ('Shipment {id}'); weight is in hundredths of a pound. */
export function shipmentChargeLine(shipment: { id: number; typeId: 'Air' | 'Sea'; totalWeight: number; totalPallet: number }) {
  return {
    name: shipmentChargeName(shipment.id),
    quantity: shipment.typeId === 'Air' ? shipment.totalWeight / 100 : shipment.totalPallet,
    unitPrice: SHIPMENT_INVOICE_PRICE[shipment.typeId],
    caseQuantity: null,
  };
}

/** The aging report: receivables as of a day (today when absent). */
export const agingQuerySchema = z.object({ asOf: isoDate().optional() });
/** A customer statement: one currency, a date range. */
/** The customer's own invoices: a page of them, newest first, of one payment status if asked (query string). */
export const ownInvoiceQuerySchema = queryPagingSchema.extend({ paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'validation.invalidChoice' }).optional() });

export const statementQuerySchema = z.object({
  currencyId: z.enum(CURRENCIES, { error: 'validation.invalidChoice' }).default('UsDollar'),
  from: isoDate(),
  to: isoDate(),
});
export type StatementQuery = z.input<typeof statementQuerySchema>;
