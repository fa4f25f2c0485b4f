import { conflict, notFound, type PackageEvent, type PackageReceived, unhandled } from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';

/** In storage: received (its owner known), unknown (waiting for one) or held; out of it: returned or disposed of. */
export type StoredStatus = 'received' | 'unknown' | 'held';
export type PackageStatus = StoredStatus | 'returned' | 'disposed';

export type PackageState = { status: 'absent' } | { status: PackageStatus; packageId: number; trackingNumber: string; customerId: number | null };

export type PackageCommand =
  | { type: 'ReceivePackage'; data: PackageReceived['data'] }
  | { type: 'AssignPackageOwner'; data: { packageId: number; customerId: number } }
  | { type: 'HoldPackage'; data: { packageId: number; reason: string } }
  | { type: 'ReleasePackage'; data: { packageId: number } }
  | { type: 'ReturnPackage'; data: { packageId: number; reason: string } }
  | { type: 'DisposePackage'; data: { packageId: number; reason: string } };

export function evolvePackage(state: PackageState, event: PackageEvent): PackageState {
  if (event.type === 'PackageReceived') {
    const { packageId, trackingNumber, customerId } = event.data;
    return { status: customerId === null ? 'unknown' : 'received', packageId, trackingNumber, customerId };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'PackageOwnerAssigned':
      return { ...state, status: 'received', customerId: event.data.customerId };
    case 'PackageHeld':
      return { ...state, status: 'held' };
    case 'PackageReleased':
      return { ...state, status: state.customerId === null ? 'unknown' : 'received' };
    case 'PackageReturned':
      return { ...state, status: 'returned' };
    case 'PackageDisposed':
      return { ...state, status: 'disposed' };
    default:
      return unhandled(event);
  }
}

function existing(state: PackageState) {
  if (state.status === 'absent') throw notFound('receiving.packageNotFound');
  return state;
}

/**
 * A package is received once. An unknown one gets its owner once; a package in storage may be held
 * (and released), returned or disposed of; once it left storage nothing changes it.
 */
export function decidePackage(command: PackageCommand, state: PackageState): PackageEvent[] {
  switch (command.type) {
    case 'ReceivePackage':
      return opening(state, { type: 'PackageReceived', data: command.data });
    case 'AssignPackageOwner': {
      const stored = existing(state);
      if (stored.status === 'received' && stored.customerId === command.data.customerId) return [];
      if (stored.status !== 'unknown') throw conflict('receiving.notUnknown');
      return [{ type: 'PackageOwnerAssigned', data: command.data }];
    }
    case 'HoldPackage': {
      const { status } = existing(state);
      if (status !== 'received' && status !== 'unknown') throw conflict('receiving.notReceived');
      return [{ type: 'PackageHeld', data: command.data }];
    }
    case 'ReleasePackage':
      if (existing(state).status !== 'held') throw conflict('receiving.notHeld');
      return [{ type: 'PackageReleased', data: command.data }];
    case 'ReturnPackage':
    case 'DisposePackage': {
      const { status } = existing(state);
      if (status !== 'received' && status !== 'unknown' && status !== 'held') throw conflict('receiving.notReceived');
      return [{ type: command.type === 'ReturnPackage' ? 'PackageReturned' : 'PackageDisposed', data: command.data }];
    }
    default:
      return unhandled(command);
  }
}

export const packageDecider: Decider<PackageCommand, PackageEvent, PackageState> = {
  initialState: { status: 'absent' },
  evolve: evolvePackage,
  decide: decidePackage,
};
