import { creditStream, customerStream, paymentStream, type Currency } from '@cargo/contracts';
import { customerDecider } from '../customers/public';
import { streamRead } from '../platform/write-model/use-case';
import { creditDecider } from './credit.decider';
import { paymentDecider } from './payment.decider';

/** The streams a payment's use cases read and write besides the invoices' (`invoiceRead`). */
export const paymentRead = (paymentId: number) => streamRead(paymentStream(paymentId), paymentDecider);
export const creditRead = (customerId: number, currencyId: Currency) => streamRead(creditStream(customerId, currencyId), creditDecider);
export const payerRead = (customerId: number) => streamRead(customerStream(customerId), customerDecider);
