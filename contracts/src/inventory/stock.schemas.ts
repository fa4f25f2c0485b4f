import { z } from 'zod';
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

export const stockQuerySchema = z.object({
  isActive: z.boolean({ error: 'validation.invalidValue' }).nullish(),
  productId: wholeNumber().nullish(),
  vendorId: wholeNumber().nullish(),
});
