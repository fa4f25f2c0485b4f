import type { DomainEvent } from '../platform/envelope';
import type { Currency } from '../platform/money';
import type { DeliveryAddressInput, OrderType, Warehouse } from './order.schemas';

export const orderStream = (orderId: number) => `order-${orderId}`;
export const deliveryAddressStream = (addressId: number) => `deliveryaddress-${addressId}`;

export interface OrderLine {
  productId: number;
  productTitle: string;
  pictureId: string | null;
  warehouseId: Warehouse;
  quantity: number;
  /** Per unit, in minor units of the order's currency. */
  unitPrice: number;
  serviceFee: number;
  caseQuantity: number;
  /** The product's own price per unit and its currency when the line was priced (absent on early orders). */
  originalUnitPrice?: number;
  originalCurrencyId?: Currency;
}

export interface OrderTerms {
  customerId: number;
  typeId: Exclude<OrderType, 'Stale'>;
  lines: OrderLine[];
  subtotal: number;
  deliveryFee: number;
  vatFee: number;
  currencyId: Currency;
  deliveryAddressId: number | null;
  paymentInfo: { amount: number; referenceNumber: string } | null;
  /**
   * Dong per dollar its lines were converted at: the rate in force on the day it was placed, kept
   * through its revisions (absent on orders placed before rates were dated, which used the first rate).
   */
  vndPerUsd?: number;
}

/** What the customer owes for an order: its lines, the delivery fee and the VAT, in its currency. */
export const orderTotal = (terms: Pick<OrderTerms, 'subtotal' | 'deliveryFee' | 'vatFee'>) => terms.subtotal + terms.deliveryFee + terms.vatFee;

export type OrderPlaced = DomainEvent<'OrderPlaced', { orderId: number } & OrderTerms>;
/** The order rebuilt from new lines (Update Order, or a change of type). */
export type OrderRevised = DomainEvent<'OrderRevised', { orderId: number } & OrderTerms>;
export type OrderDeleted = DomainEvent<'OrderDeleted', { orderId: number }>;
/** The held stock went back to `warehouseId`; the order is Stale from now on. */
export type OrderUnheld = DomainEvent<'OrderUnheld', { orderId: number; warehouseId: Warehouse }>;
/** Billing links an invoice to the order; an invoiced order cannot be deleted. */
export type OrderInvoiced = DomainEvent<'OrderInvoiced', { orderId: number; invoiceId: number }>;
/** Add to Shipment Group: the order travels with the group's shipments (it leaves `previousGroupId`). */
export type OrderAddedToShipmentGroup = DomainEvent<'OrderAddedToShipmentGroup', { orderId: number; shipmentGroupId: number; previousGroupId: number | null }>;
/** Its invoice was deleted (before any payment): the order can be invoiced again. */
export type OrderInvoiceRemoved = DomainEvent<'OrderInvoiceRemoved', { orderId: number; invoiceId: number }>;
export type OrderEvent = OrderPlaced | OrderRevised | OrderDeleted | OrderUnheld | OrderInvoiced | OrderInvoiceRemoved | OrderAddedToShipmentGroup;

export type DeliveryAddressAdded = DomainEvent<'DeliveryAddressAdded', { addressId: number; userId: number } & Required<DeliveryAddressInput>>;
export type DeliveryAddressDeleted = DomainEvent<'DeliveryAddressDeleted', { addressId: number; userId: number }>;
export type DeliveryAddressEvent = DeliveryAddressAdded | DeliveryAddressDeleted;

export interface OrderView extends Omit<OrderTerms, 'typeId'> {
  id: number;
  /** The type now; Stale after an unhold. */
  typeId: OrderType;
  invoiceId: number | null;
  shipmentGroupId: number | null;
  createdBy: string | null;
  dateCreated: string;
  dateUpdated: string;
  /** Titles of its products, for the order list's search. */
  productTitles: string;
  total: number;
}

export interface DeliveryAddressView extends Required<DeliveryAddressInput> {
  id: number;
  userId: number;
  dateCreated: string;
}

/**
 * The cases a line fills when no case count is given: whole cases of the product's units per case
 * (the server records it; the cart shows it). Here, beside the other line arithmetic, so the cart
 * takes it without the schemas.
 */
export const casesOf = (quantity: number, unitPerCase: number) => (unitPerCase > 0 ? Math.floor(quantity / unitPerCase) : 0);

/** Order line total: quantity x unit price + service fee, in minor units. */
export const lineTotal = (line: Pick<OrderLine, 'quantity' | 'unitPrice' | 'serviceFee'>) => line.quantity * line.unitPrice + line.serviceFee;
export const orderSubtotal = (lines: Pick<OrderLine, 'quantity' | 'unitPrice' | 'serviceFee'>[]) => lines.reduce((sum, line) => sum + lineTotal(line), 0);

/** An order as the order list shows it: with its customer's 'name - phone'. */
export interface OrderListRow extends Omit<OrderView, 'createdBy'> {
  customerLabel: string | null;
  /** Who placed it: staff see it, the customer never does. */
  createdBy?: string | null;
}

/** One order as its page shows it: with the delivery address chosen at checkout (null: none chosen, or since deleted). */
export interface OrderDetail extends OrderListRow {
  deliveryAddress: Pick<DeliveryAddressView, 'name' | 'phone' | 'address1' | 'address2'> | null;
}

/** A page of orders, with how many orders each tab holds under the same search. */
export interface OrderPage {
  items: OrderListRow[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<'regular' | 'preorder' | 'onHold' | 'noInvoice', number>;
}
