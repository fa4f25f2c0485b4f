import { conflict, type CustomerEvent, type CustomerOpened } from '@cargo/contracts';
import type { Decider } from '../platform/decider';

export type CustomerState = { status: 'absent' } | { status: 'open'; customerId: number };
export type CustomerCommand = { type: 'OpenCustomer'; data: CustomerOpened['data'] };

export const customerDecider: Decider<CustomerCommand, CustomerEvent, CustomerState> = {
  initialState: { status: 'absent' },
  evolve: (_state, event) => ({ status: 'open', customerId: event.data.customerId }),
  decide: (command, state) => {
    if (state.status !== 'absent') throw conflict('error.concurrency');
    return [{ type: 'CustomerOpened', data: command.data }];
  },
};
