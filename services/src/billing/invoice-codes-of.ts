import { invoiceCode, invoiceStream } from '@cargo/contracts';
import type { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { invoiceDecider } from './invoice.decider';

/** The codes of these invoices (`G-00012`), from their streams, in the order given; one deleted or never made is left out. */
export async function invoiceCodes(aggregates: AggregateRepository, invoiceIds: readonly number[]): Promise<string[]> {
  const states = await Promise.all(invoiceIds.map((invoiceId) => aggregates.load(invoiceStream(invoiceId), invoiceDecider)));
  return states.flatMap(({ state }) => (state.status === 'active' ? [invoiceCode(state.invoice.typeId, state.invoiceId)] : []));
}
