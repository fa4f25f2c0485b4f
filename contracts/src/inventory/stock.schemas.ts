import { z } from 'zod';
import { PAYMENT_STATUSES } from '../billing/invoice.schemas';
import { queryPagingSchema } from '../platform/paging';
import { idRef, isoDate, MAX_MONEY, MAX_QUANTITY, wholeNumber } from '../platform/schema-helpers';

/** The terms of one stock purchase; stockPrice is in US cents. */
export const stockTermsSchema = z.object({
  stockPrice: wholeNumber().min(1, 'validation.mustBePositive').max(MAX_MONEY, 'validation.tooLarge'),
  quantity: wholeNumber().min(1, 'validation.mustBeWholeNumber').max(MAX_QUANTITY, 'validation.tooLarge'),
  vendorId: idRef(),
  datePurchased: isoDate(),
  expDate: isoDate().nullable().default(null),
  updateQuantity: z.boolean({ error: 'validation.invalidValue' }).default(true),
});
export type StockTerms = z.output<typeof stockTermsSchema>;

export const addStockSchema = stockTermsSchema.extend({ productId: idRef() });
export type AddStockInput = z.input<typeof addStockSchema>;

export const updateStockSchema = stockTermsSchema.extend({ id: idRef() });
export type UpdateStockInput = z.input<typeof updateStockSchema>;

/** Most lines one stock form may hold (the form shows them all). */
export const MAX_STOCK_LINES = 100;

/** One line of the stock form: a product, how many, at what unit price (US cents). */
export const stockLineSchema = z.object({
  productId: idRef(),
  quantity: stockTermsSchema.shape.quantity,
  stockPrice: stockTermsSchema.shape.stockPrice,
});
export type StockLineInput = z.input<typeof stockLineSchema>;

/** The stock form: one vendor and date, one line per product, each product once. */
export const addStockGroupSchema = z.object({
  vendorId: idRef(),
  datePurchased: isoDate(),
  expDate: isoDate().nullable().default(null),
  updateQuantity: z.boolean({ error: 'validation.invalidValue' }).default(true),
  stocks: z
    .array(stockLineSchema, { error: 'inventory.atLeastOneLine' })
    .min(1, 'inventory.atLeastOneLine')
    .max(MAX_STOCK_LINES, 'validation.tooLarge')
    .superRefine((lines, context) => {
      const seen = new Set<number>();
      lines.forEach((line, index) => {
        if (seen.has(line.productId)) context.addIssue({ code: 'custom', path: [index, 'productId'], message: 'inventory.productOnce' });
        seen.add(line.productId);
      });
    }),
});
export type AddStockGroupInput = z.input<typeof addStockGroupSchema>;

/** What the stock form's totals show: the sum of quantity times unit price, in cents. */
export const stockGroupSubtotal = (lines: readonly { quantity: number; stockPrice: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity * line.stockPrice, 0);

export const STOCK_SORT_FIELDS = ['id', 'datePurchased', 'quantity', 'stockPrice'] as const;

/** The stock lists (query string): the Active or Inactive tab, a product, a vendor, purchase dates; paged and sorted on the server. */
export const stockQuerySchema = queryPagingSchema.extend({
  isActive: z
    .enum(['true', 'false'], { error: 'validation.invalidValue' })
    .optional()
    .transform((value) => (value === undefined ? null : value === 'true')),
  productId: z.string().max(9, 'validation.tooLarge').regex(/^\d+$/, 'validation.mustBeWholeNumber').transform(Number).optional(),
  vendorId: z.string().max(9, 'validation.tooLarge').regex(/^\d+$/, 'validation.mustBeWholeNumber').transform(Number).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  sort: z.enum(STOCK_SORT_FIELDS, { error: 'validation.invalidValue' }).default('id'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalidValue' }).default('desc'),
});
export type StockQuery = z.input<typeof stockQuerySchema>;

/** The stock purchases list (query string): a vendor, a payment status; newest first, paged on the server. */
export const stockGroupQuerySchema = queryPagingSchema.extend({
  vendorId: z.string().max(9, 'validation.tooLarge').regex(/^\d+$/, 'validation.mustBeWholeNumber').transform(Number).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'validation.invalidChoice' }).optional(),
});
export type StockGroupQuery = z.input<typeof stockGroupQuerySchema>;

/** Marks whether the vendor has been paid for a purchase. */
export const stockGroupPaymentStatusSchema = z.object({
  id: idRef(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'validation.invalidChoice' }),
});
export type StockGroupPaymentStatusInput = z.input<typeof stockGroupPaymentStatusSchema>;
