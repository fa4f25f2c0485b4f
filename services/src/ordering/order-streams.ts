import { orderStream, productStream } from '@cargo/contracts';
import { reservationDecider } from '../inventory/public';
import { streamRead } from '../platform/write-model/use-case';
import { orderDecider } from './order.decider';

/** The streams ordering's use cases read and write most, each with the decider that folds it. */
export const orderRead = (orderId: number) => streamRead(orderStream(orderId), orderDecider);
export const productRead = (productId: number) => streamRead(productStream(productId), reservationDecider);
