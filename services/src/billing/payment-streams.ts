import { creditStream, paymentStream, type Currency } from '@cargo/contracts';
import { streamRead } from '../platform/write-model/use-case';
import { creditDecider } from './credit.decider';
import { paymentDecider } from './payment.decider';

/** The streams a payment's use cases read and write besides the invoices' (`invoiceRead`) and the customer's (`customerRead`). */
export const paymentRead = (paymentId: number) => streamRead(paymentStream(paymentId), paymentDecider);
export const creditRead = (customerId: number, currencyId: Currency) => streamRead(creditStream(customerId, currencyId), creditDecider);
