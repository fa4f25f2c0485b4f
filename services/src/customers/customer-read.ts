import { customerStream } from '@cargo/contracts';
import { streamRead } from '../platform/write-model/use-case';
import { customerDecider } from './customer.decider';

/** A customer's stream, as a use case that names the customer reads it (is the customer open; whose sign-in account it is). */
export const customerRead = (customerId: number) => streamRead(customerStream(customerId), customerDecider);
