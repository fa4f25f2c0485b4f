import type { Currency } from '../platform/money';
import type { PaymentPart } from './payment.events';

/** A payment as the lists show it; `status` says whether its steps are done. */
export interface PaymentView {
  id: number;
  customerId: number;
  currencyId: Currency;
  amount: number;
  creditToUse: number;
  invoiceIds: number[];
  paymentDate: string;
  typeId: number;
  /** Cash handed over and change given back (0 when no tender was counted). */
  tender: number;
  cashChange: number;
  /** Dong per dollar in force on its payment date (absent on payments from before rates were dated). */
  vndPerUsd?: number;
  status: 'received' | 'settled' | 'removing' | 'removed';
  parts: PaymentPart[];
  creditUsed: number;
  creditAdded: number;
  createdBy: string | null;
  dateCreated: string;
}

/** A payment's part as a person reads it: with the code of the invoice it paid (null once that invoice is gone). */
export interface CodedPaymentPart extends PaymentPart {
  invoiceCode: string | null;
}

export interface PaymentListRow extends Omit<PaymentView, 'parts'> {
  parts: CodedPaymentPart[];
  customerLabel: string | null;
  /** Who recorded the payment ('First Last'); null for the system or an erased account. */
  collectorName: string | null;
}

/** `GET /api/payment/get/total/credits/{customerId}`: the balances, in minor units of each currency. */
export interface CustomerCredits {
  dollarCredits: number;
  dongCredits: number;
}

/** A payment as its own customer sees it: everything on it but who on the staff recorded it. */
export type OwnPaymentView = Omit<PaymentView, 'createdBy' | 'parts'> & { parts: CodedPaymentPart[] };
