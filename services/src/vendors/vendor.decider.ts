import { conflict, notFound, type VendorClaimEvent, type VendorDetails, type VendorEvent, type VendorUser, unhandled } from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';

/** What names the vendor: any stock row ever (rows are kept), and the expenses that name it now. */
interface Named {
  byStock: boolean;
  expenses: number;
}
type Recorded = { vendorId: number; details: VendorDetails; named: Named };
export type VendorState = { status: 'absent' } | ({ status: 'active' } & Recorded) | ({ status: 'deleted' } & Recorded);
export type VendorCommand =
  | { type: 'AddVendor'; data: { vendorId: number; details: VendorDetails } }
  | { type: 'UpdateVendor'; data: { vendorId: number; details: VendorDetails } }
  | { type: 'DeleteVendor'; data: { vendorId: number } }
  | { type: 'RestoreVendor'; data: { vendorId: number } }
  /** A stock row or an expense is about to name the vendor: refused unless it is on record. */
  | { type: 'NameVendor'; data: { vendorId: number; by: VendorUser } }
  | { type: 'UnnameVendor'; data: { vendorId: number; by: 'expense' } };

type Event = VendorEvent | VendorClaimEvent;
const NONE: Named = { byStock: false, expenses: 0 };

export const vendorDecider: Decider<VendorCommand, Event, VendorState> = {
  initialState: { status: 'absent' },
  evolve: (state, event) => {
    switch (event.type) {
      case 'VendorAdded':
      case 'VendorUpdated':
        return { status: 'active', vendorId: event.data.vendorId, details: event.data.details, named: state.status === 'absent' ? NONE : state.named };
      case 'VendorDeleted':
        return state.status === 'active' ? { ...state, status: 'deleted' } : state;
      case 'VendorRestored':
        return state.status === 'deleted' ? { ...state, status: 'active' } : state;
      case 'VendorNamed':
        if (state.status === 'absent') return state;
        return { ...state, named: event.data.by === 'stock' ? { ...state.named, byStock: true } : { ...state.named, expenses: state.named.expenses + 1 } };
      case 'VendorUnnamed':
        return state.status === 'absent' ? state : { ...state, named: { ...state.named, expenses: Math.max(0, state.named.expenses - 1) } };
      default:
        return unhandled(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'AddVendor':
        return opening(state, { type: 'VendorAdded', data: command.data });
      case 'UpdateVendor':
        if (state.status !== 'active') throw notFound('vendors.vendorNotFound');
        return [{ type: 'VendorUpdated', data: command.data }];
      case 'DeleteVendor':
        if (state.status !== 'active') throw notFound('vendors.vendorNotFound');
        if (state.named.byStock) throw conflict('vendors.vendorHasStock');
        if (state.named.expenses > 0) throw conflict('vendors.vendorHasExpenses');
        return [{ type: 'VendorDeleted', data: command.data }];
      case 'RestoreVendor':
        if (state.status === 'absent') throw notFound('vendors.vendorNotFound');
        if (state.status !== 'deleted') throw conflict('error.notDeleted');
        return [{ type: 'VendorRestored', data: command.data }];
      case 'NameVendor':
        if (state.status !== 'active') throw notFound('vendors.vendorNotFound');
        // Stock rows are never removed for good: one claim holds the vendor for every row.
        if (command.data.by === 'stock' && state.named.byStock) return [];
        return [{ type: 'VendorNamed', data: command.data }];
      case 'UnnameVendor':
        return state.status !== 'absent' && state.named.expenses > 0 ? [{ type: 'VendorUnnamed', data: command.data }] : [];
      default:
        return unhandled(command);
    }
  },
};
