import type { DomainEvent } from '../platform/envelope';
import type { Currency } from '../platform/money';

export const paymentStream = (paymentId: number) => `payment-${paymentId}`;
/** A customer's credit balance in one currency: the one stream that decides it never goes below zero. */
export const creditStream = (customerId: number, currencyId: Currency) => `credit-${customerId}-${currencyId}`;

/** What a payment did to one invoice. */
export interface PaymentPart {
  invoiceId: number;
  cash: number;
  credit: number;
}

/**
 * A payment as received: cash in one currency, credit to use from that currency's balance, and the
 * invoices to pay in order. Recorded first, so a process that dies midway resumes it from here.
 * `tender` is the cash the customer handed over and `cashChange` what went back (tender - amount);
 * both 0 when no tender was entered (and absent on payments recorded before they were kept).
 * `vndPerUsd`: dong per dollar in force on its payment date, kept (absent on payments from before
 * rates were dated).
 */
export type PaymentReceived = DomainEvent<
  'PaymentReceived',
  {
    paymentId: number;
    customerId: number;
    currencyId: Currency;
    amount: number;
    creditToUse: number;
    invoiceIds: number[];
    paymentDate: string;
    typeId: number;
    tender?: number;
    cashChange?: number;
    vndPerUsd?: number;
  }
>;
/** Every step done: what each invoice took, the credit used, and what was left over as credit. */
export type PaymentSettled = DomainEvent<'PaymentSettled', { paymentId: number; parts: PaymentPart[]; creditUsed: number; creditAdded: number }>;
/** Removal asked for; its steps take back exactly what the payment did. */
export type PaymentRemoved = DomainEvent<'PaymentRemoved', { paymentId: number }>;
export type PaymentRemovalSettled = DomainEvent<'PaymentRemovalSettled', { paymentId: number }>;
/** The credit this payment left was spent meanwhile: the removal is given up and the payment stands. */
export type PaymentRemovalAbandoned = DomainEvent<'PaymentRemovalAbandoned', { paymentId: number }>;
export type PaymentEvent = PaymentReceived | PaymentSettled | PaymentRemoved | PaymentRemovalSettled | PaymentRemovalAbandoned;

/** Credit taken for a payment (before it is applied, so two payments can never spend the same balance). */
export type CreditTaken = DomainEvent<'CreditTaken', { customerId: number; currencyId: Currency; paymentId: number; amount: number }>;
/** Credit given by a payment: its unused credit back, plus the cash left over. */
export type CreditGiven = DomainEvent<'CreditGiven', { customerId: number; currencyId: Currency; paymentId: number; amount: number }>;
/** A removed payment's effect on the balance taken back: + what it took, - what it gave. */
export type CreditReverted = DomainEvent<'CreditReverted', { customerId: number; currencyId: Currency; paymentId: number; amount: number }>;
export type CreditEvent = CreditTaken | CreditGiven | CreditReverted;
