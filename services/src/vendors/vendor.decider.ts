import { conflict, notFound, type VendorDetails, type VendorEvent } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

export type VendorState = { status: 'absent' } | { status: 'active'; vendorId: number; details: VendorDetails } | { status: 'deleted'; vendorId: number; details: VendorDetails };
export type VendorCommand =
  | { type: 'AddVendor'; data: { vendorId: number; details: VendorDetails } }
  | { type: 'UpdateVendor'; data: { vendorId: number; details: VendorDetails } }
  | { type: 'DeleteVendor'; data: { vendorId: number } }
  | { type: 'RestoreVendor'; data: { vendorId: number } };

export const vendorDecider: Decider<VendorCommand, VendorEvent, VendorState> = {
  initialState: { status: 'absent' },
  evolve: (state, event) => {
    switch (event.type) {
      case 'VendorAdded':
      case 'VendorUpdated':
        return { status: 'active', vendorId: event.data.vendorId, details: event.data.details };
      case 'VendorDeleted':
        return state.status === 'active' ? { ...state, status: 'deleted' } : state;
      case 'VendorRestored':
        return state.status === 'deleted' ? { ...state, status: 'active' } : state;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'AddVendor':
        if (state.status !== 'absent') throw conflict('error.concurrency');
        return [{ type: 'VendorAdded', data: command.data }];
      case 'UpdateVendor':
        if (state.status !== 'active') throw notFound('vendors.vendorNotFound');
        return [{ type: 'VendorUpdated', data: command.data }];
      case 'DeleteVendor':
        if (state.status !== 'active') throw notFound('vendors.vendorNotFound');
        return [{ type: 'VendorDeleted', data: command.data }];
      case 'RestoreVendor':
        if (state.status === 'absent') throw notFound('vendors.vendorNotFound');
        if (state.status !== 'deleted') throw conflict('error.notDeleted');
        return [{ type: 'VendorRestored', data: command.data }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
