import { conflict, type VendorDetails, type VendorEvent } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

export type VendorState = { status: 'absent' } | { status: 'active'; vendorId: number; details: VendorDetails };
export type VendorCommand = { type: 'AddVendor'; data: { vendorId: number; details: VendorDetails } };

export const vendorDecider: Decider<VendorCommand, VendorEvent, VendorState> = {
  initialState: { status: 'absent' },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'VendorAdded':
        return { status: 'active', vendorId: event.data.vendorId, details: event.data.details };
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    if (state.status !== 'absent') throw conflict('error.concurrency');
    return [{ type: 'VendorAdded', data: command.data }];
  },
};
