import type { DomainEvent } from '../platform/envelope';
import type { Currency } from '../platform/money';
import type { InvoiceHeader } from './invoice.schemas';

export const invoiceStream = (invoiceId: number) => `invoice-${invoiceId}`;
/** One claim stream per invoice tracking number (by its upper-cased key): the invoice holding it. */
export const invoiceTrackingClaimStream = (key: string) => `invoicetracking-${encodeURIComponent(key)}`;

/** The invoice's fields as recorded: the form's, with the date it falls back to. */
export interface InvoiceRecord extends Omit<InvoiceHeader, 'invoiceDate'> {
  invoiceDate: string;
  /**
   * Dong per dollar in force on its invoice date, set by the server and kept: a rate set later never
   * changes it (a new invoice date takes that day's). Absent on invoices from before rates were dated.
   */
  vndPerUsd?: number;
}

export interface InvoiceLine {
  id: number;
  name: string;
  /** At most two decimals. */
  quantity: number;
  /** Minor units of the invoice's currency. */
  unitPrice: number;
  caseQuantity: number | null;
}

export type InvoiceCreated = DomainEvent<'InvoiceCreated', { invoiceId: number; invoice: InvoiceRecord }>;
export type InvoiceUpdated = DomainEvent<'InvoiceUpdated', { invoiceId: number; before: InvoiceRecord; after: InvoiceRecord }>;
/** `lineKeys`: the key the form gave each line, by line id, so the same save sent again adds nothing. */
export type InvoiceLinesAdded = DomainEvent<'InvoiceLinesAdded', { invoiceId: number; lines: InvoiceLine[]; lineKeys?: Record<number, string> }>;
export type InvoiceLineChanged = DomainEvent<'InvoiceLineChanged', { invoiceId: number; line: InvoiceLine }>;
/** Soft: the line stays, inactive (out of the total), and can be restored. */
export type InvoiceLineRemoved = DomainEvent<'InvoiceLineRemoved', { invoiceId: number; lineId: number }>;
export type InvoiceLineRestored = DomainEvent<'InvoiceLineRestored', { invoiceId: number; lineId: number }>;
/** Part of a payment (cash and/or credit, in the invoice's currency) applied to this invoice; never more than its amount due. */
export type PaymentApplied = DomainEvent<
  'PaymentApplied',
  { invoiceId: number; paymentId: number; currencyId: Currency; cash: number; credit: number; paymentDate: string }
>;
/**
 * A payment being recorded claims the invoice before it takes effect: from then on the invoice is
 * not deleted (nor moved to another customer or currency) until the payment applies here or lets go.
 * `held` is what the payment will apply here (cash + credit), decided before it is recorded: no
 * other payment can take it meanwhile, nor an edit bring the total below it. Absent on claims from
 * before payments decided their parts first: those hold nothing.
 */
export type PaymentClaimed = DomainEvent<'PaymentClaimed', { invoiceId: number; paymentId: number; held?: number }>;
/** The claim let go: the payment was not recorded after all, or had nothing left to apply here. */
export type PaymentClaimReleased = DomainEvent<'PaymentClaimReleased', { invoiceId: number; paymentId: number }>;
/** A removed payment takes back exactly what it applied. */
export type PaymentReversed = DomainEvent<'PaymentReversed', { invoiceId: number; paymentId: number; cash: number; credit: number }>;
/** What is paid (cash + credit) reached the total; from now on the invoice is locked. */
export type InvoicePaid = DomainEvent<'InvoicePaid', { invoiceId: number; paidOn: string }>;
/** A reversal took it below its total again. */
export type InvoiceReopened = DomainEvent<'InvoiceReopened', { invoiceId: number }>;
export type InvoiceDeleted = DomainEvent<'InvoiceDeleted', { invoiceId: number; invoice: InvoiceRecord }>;
export type InvoiceEvent =
  | InvoiceCreated
  | InvoiceUpdated
  | InvoiceLinesAdded
  | InvoiceLineChanged
  | InvoiceLineRemoved
  | InvoiceLineRestored
  | PaymentClaimed
  | PaymentClaimReleased
  | PaymentApplied
  | PaymentReversed
  | InvoicePaid
  | InvoiceReopened
  | InvoiceDeleted;
