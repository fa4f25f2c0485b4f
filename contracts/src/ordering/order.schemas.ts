import { z } from 'zod';
import { CURRENCIES } from '../platform/money';
import { idRef, nonNegativeWhole, wholeNumber } from '../platform/schema-helpers';

/** Order types by their custom enum values. PlaceHolder is "on hold"; Stale is what an unheld order becomes. */
export const ORDER_TYPES = ['Regular', 'PlaceHolder', 'Stale', 'Preorder'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
/** Types an order can be placed or updated with: Stale only comes from unholding. */
export const PLACEABLE_ORDER_TYPES = ['Regular', 'PlaceHolder', 'Preorder'] as const;

export const WAREHOUSES = ['US', 'VN'] as const;
export type Warehouse = (typeof WAREHOUSES)[number];

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidChoice') });

/** One order line. unitPrice is the price per unit in minor units (a custom price when staff set one). */
export const orderLineSchema = z.object({
  productId: idRef(),
  warehouseId: choice(WAREHOUSES),
  quantity: wholeNumber().min(1, 'validation.mustBePositive'),
  unitPrice: nonNegativeWhole(),
  serviceFee: nonNegativeWhole().default(0),
  caseQuantity: nonNegativeWhole().default(0),
});
export type OrderLineInput = z.input<typeof orderLineSchema>;

export const placeOrderSchema = z.object({
  /** Staff choose the customer; a customer always orders for their own account. */
  customerId: idRef().nullable().default(null),
  typeId: choice(PLACEABLE_ORDER_TYPES),
  deliveryAddressId: idRef().nullable().default(null),
  deliveryFee: nonNegativeWhole().default(0),
  vatFee: nonNegativeWhole().default(0),
  currencyId: z.enum(CURRENCIES, { error: 'validation.invalidChoice' }).default('UsDollar'),
  paymentInfo: z.object({ amount: nonNegativeWhole().default(0), referenceNumber: z.string().trim().default('') }).nullable().default(null),
  orderDetails: z.array(orderLineSchema, { error: 'validation.required' }).min(1, 'validation.required'),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;

/** Update: the order rebuilt from new lines; oldOrder is accepted for the legacy client and not trusted. */
export const updateOrderSchema = z.object({
  newOrder: placeOrderSchema.extend({ id: idRef() }),
  oldOrder: z.unknown().optional(),
});
export type UpdateOrderInput = z.input<typeof updateOrderSchema>;

/** Unhold arrives as a query string (?id=&warehouseId=), so the id is text here. */
export const unholdOrderSchema = z.object({
  id: z.string({ error: 'validation.required' }).regex(/^[1-9]\d*$/, 'validation.invalidValue').transform(Number),
  warehouseId: choice(WAREHOUSES),
});

export const changeOrderTypeSchema = z.object({ typeId: choice(PLACEABLE_ORDER_TYPES) });

export const deliveryAddressSchema = z.object({
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required'),
  phone: z.string({ error: 'validation.required' }).trim().regex(/^\d{9,}$/, 'validation.phoneTooShort'),
  address1: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required'),
  address2: z.string().trim().default(''),
  main: z.boolean({ error: 'validation.invalidValue' }).default(false),
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;
