import { creditStream, dropdownStream, paymentStream, type Currency, type DomainEvent, type PaymentPart, type SubmitPayment } from '@cargo/contracts';

/** Streams the payment use cases' specs are given (besides `invoice-fixtures`' customers, rates and invoices), each as the log holds it. */
export const CASH = 1;

export const paymentGiven = {
  types: {
    [dropdownStream('paymentType')]: [
      { type: 'DropdownSeeded', data: { dropdown: 'paymentType', options: [{ id: CASH, displayName: { en: 'Cash', vi: 'Tiền mặt' }, customEnum: null }] } },
    ] as DomainEvent[],
  },
  credit: (customerId: number, entries: { paymentId: number; taken?: number; given?: number }[], currencyId: Currency = 'UsDollar') => ({
    [creditStream(customerId, currencyId)]: entries.flatMap(({ paymentId, taken, given }) => [
      ...(taken === undefined ? [] : [{ type: 'CreditTaken', data: { customerId, currencyId, paymentId, amount: taken } }]),
      ...(given === undefined ? [] : [{ type: 'CreditGiven', data: { customerId, currencyId, paymentId, amount: given } }]),
    ]) as DomainEvent[],
  }),
  settled: (payment: Omit<SubmitPayment, 'tender' | 'cashChange'> & { paymentId: number }, parts: PaymentPart[], creditUsed: number, creditAdded: number) => ({
    [paymentStream(payment.paymentId)]: [
      { type: 'PaymentReceived', data: { ...payment, tender: 0, cashChange: 0, vndPerUsd: 25_000 } },
      { type: 'PaymentSettled', data: { paymentId: payment.paymentId, parts, creditUsed, creditAdded } },
    ] as DomainEvent[],
  }),
};

/** A payment as the form sends it, after validation. */
export const paymentForm = (overrides: Partial<SubmitPayment> = {}): SubmitPayment => ({
  customerId: 7,
  currencyId: 'UsDollar',
  amount: 0,
  creditToUse: 0,
  paymentDate: '2026-11-21',
  typeId: CASH,
  invoiceIds: [],
  tender: 0,
  cashChange: 0,
  ...overrides,
});
