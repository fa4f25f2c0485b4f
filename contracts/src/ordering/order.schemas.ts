import { z } from 'zod';
import { CURRENCIES } from '../platform/money';
import { queryPagingSchema } from '../platform/paging';
import { idRef, idText, MAX_QUANTITY, nonNegativeWhole, optionalText, text, TEXT_MAX, wholeNumber } from '../platform/schema-helpers';

/** Order types by their custom enum values. PlaceHolder is "on hold"; Stale is what an unheld order becomes. */
export const ORDER_TYPES = ['Regular', 'PlaceHolder', 'Stale', 'Preorder'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
/** Types an order can be placed or updated with: Stale only comes from unholding. */
export const PLACEABLE_ORDER_TYPES = ['Regular', 'PlaceHolder', 'Preorder'] as const;

export const WAREHOUSES = ['US', 'VN'] as const;
export type Warehouse = (typeof WAREHOUSES)[number];

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidChoice') });

/** Most lines one order may have. */
export const MAX_ORDER_LINES = 100;

/**
 * One order line. The server prices it: the product's sale price, converted to the order's
 * currency. `unitPrice` (a custom price), `serviceFee` and `caseQuantity` are overrides only staff
 * may set; from a customer they are ignored. null or absent: the product's own.
 */
export const orderLineSchema = z.object({
  productId: idRef(),
  warehouseId: choice(WAREHOUSES),
  quantity: wholeNumber().min(1, 'validation.mustBePositive').max(MAX_QUANTITY, 'validation.tooLarge'),
  unitPrice: nonNegativeWhole().nullable().default(null),
  serviceFee: nonNegativeWhole().nullable().default(null),
  caseQuantity: nonNegativeWhole(MAX_QUANTITY).nullable().default(null),
});
export type OrderLineInput = z.input<typeof orderLineSchema>;

export const addOrderSchema = z.object({
  /** Staff choose the customer; a customer always orders for their own account. */
  customerId: idRef().nullable().default(null),
  typeId: choice(PLACEABLE_ORDER_TYPES),
  deliveryAddressId: idRef().nullable().default(null),
  deliveryFee: nonNegativeWhole().default(0),
  vatFee: nonNegativeWhole().default(0),
  currencyId: z.enum(CURRENCIES, { error: 'validation.invalidChoice' }).default('UsDollar'),
  /** Staff only, like deliveryFee and vatFee: ignored from a customer. */
  paymentInfo: z
    .object({ amount: nonNegativeWhole().default(0), referenceNumber: optionalText(TEXT_MAX.code) })
    .nullable()
    .default(null),
  orderDetails: z.array(orderLineSchema, { error: 'validation.required' }).min(1, 'validation.required').max(MAX_ORDER_LINES, 'validation.tooLarge'),
});
export type AddOrderInput = z.input<typeof addOrderSchema>;
export type AddOrder = z.output<typeof addOrderSchema>;

/** Update: the order rebuilt from new lines; oldOrder is accepted for the legacy client and not trusted. */
export const updateOrderSchema = z.object({
  newOrder: addOrderSchema.extend({ id: idRef() }),
  oldOrder: z.unknown().optional(),
});
export type UpdateOrderInput = z.input<typeof updateOrderSchema>;

/** Unhold arrives as a query string (?id=&warehouseId=), so the id is text here. */
export const unholdOrderSchema = z.object({
  id: idText(),
  warehouseId: choice(WAREHOUSES),
});

export const changeOrderTypeSchema = z.object({ typeId: choice(PLACEABLE_ORDER_TYPES) });

export const deliveryAddressSchema = z.object({
  name: text(TEXT_MAX.name, { error: 'validation.required' }).trim().min(1, 'validation.required'),
  phone: text(TEXT_MAX.phone, { error: 'validation.required' })
    .trim()
    .regex(/^\d{9,}$/, 'validation.phoneTooShort'),
  address1: text(TEXT_MAX.line, { error: 'validation.required' }).trim().min(1, 'validation.required'),
  address2: optionalText(),
  main: z.boolean({ error: 'validation.invalidValue' }).default(false),
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;

/** The order list's tabs: On Hold is every order that is not Regular or Preorder; No Invoice is Regular or on hold without an invoice. */
export const ORDER_TABS = ['regular', 'preorder', 'onHold', 'noInvoice'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const ORDER_SORT_FIELDS = ['id', 'total', 'dateCreated'] as const;

/** Every order list (GET, query string): paged, sorted and filtered on the server. */
export const orderQuerySchema = queryPagingSchema.extend({
  title: text(TEXT_MAX.search).trim().optional(),
  tab: z.enum(ORDER_TABS, { error: 'validation.invalidChoice' }).optional(),
  sortField: z.enum(ORDER_SORT_FIELDS, { error: 'validation.invalidChoice' }).default('id'),
  sortDirection: z.enum(['asc', 'desc'], { error: 'validation.invalidChoice' }).default('desc'),
});
export type OrderQuery = z.output<typeof orderQuerySchema>;
export type OrderQueryInput = z.input<typeof orderQuerySchema>;
