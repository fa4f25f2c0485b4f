import {
  conflict,
  notFound,
  packageStandingAfter,
  type PackageEvent,
  type PackageReceived,
  type PackageState as ContractPackageState,
  unhandled,
} from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';

/**
 * In storage: received (its owner known), unknown (waiting for one) or held; on its way: requested
 * (a ship request names it), consolidated (a shipment holds it), shipped (its group departed); out of
 * storage: returned or disposed of. `packageStandingAfter` (contracts) moves it between them.
 */
export type PackageStatus = ContractPackageState;

export type PackageState =
  | { status: 'absent' }
  | {
      status: PackageStatus;
      packageId: number;
      trackingNumber: string;
      customerId: number | null;
      weight: number;
      declaredValue: number;
      receivedOn: string;
      requestId: number | null;
      shipmentId: number | null;
      /** The storage fee settled when it was consolidated, US cents (0 while on the shelf). */
      storageFee: number;
    };

export type PackageCommand =
  | { type: 'ReceivePackage'; data: PackageReceived['data'] }
  | { type: 'AssignPackageOwner'; data: { packageId: number; customerId: number } }
  | { type: 'HoldPackage'; data: { packageId: number; reason: string } }
  | { type: 'ReleasePackage'; data: { packageId: number } }
  | { type: 'ReturnPackage'; data: { packageId: number; reason: string } }
  | { type: 'DisposePackage'; data: { packageId: number; reason: string } }
  | { type: 'RequestPackage'; data: { packageId: number; requestId: number; customerId: number } }
  | { type: 'WithdrawPackageRequest'; data: { packageId: number; requestId: number } }
  | {
      type: 'ConsolidatePackage';
      data: { packageId: number; shipmentId: number; customerId: number; requestId: number | null; consolidatedOn: string; storageFee: number };
    }
  | { type: 'UnconsolidatePackage'; data: { packageId: number; shipmentId: number } }
  | { type: 'ShipPackage'; data: { packageId: number; shipmentId: number; shippedOn: string } }
  | { type: 'UnshipPackage'; data: { packageId: number; shipmentId: number } };

export function evolvePackage(state: PackageState, event: PackageEvent): PackageState {
  if (event.type === 'PackageReceived') {
    const { packageId, trackingNumber, customerId, receipt, declaredValue, receivedOn } = event.data;
    return {
      status: packageStandingAfter(null, event)!.state,
      packageId,
      trackingNumber,
      customerId,
      weight: receipt.weight,
      declaredValue,
      receivedOn,
      requestId: null,
      shipmentId: null,
      storageFee: 0,
    };
  }
  if (state.status === 'absent') return state;
  const { state: status, customerId } = packageStandingAfter({ state: state.status, customerId: state.customerId }, event)!;
  const next = { ...state, status, customerId };
  switch (event.type) {
    case 'PackageReleased':
    case 'PackageRequestWithdrawn':
      return { ...next, requestId: null };
    case 'PackageRequested':
      return { ...next, requestId: event.data.requestId };
    case 'PackageConsolidated':
      return { ...next, shipmentId: event.data.shipmentId, storageFee: event.data.storageFee };
    case 'PackageUnconsolidated':
      return { ...next, requestId: null, shipmentId: null, storageFee: 0 };
    default:
      return next;
  }
}

function existing(state: PackageState) {
  if (state.status === 'absent') throw notFound('receiving.packageNotFound');
  return state;
}

/** A package a customer names must be theirs (another's is one that does not exist), in storage and neither held nor unknown. */
function shippable(state: PackageState, customerId: number) {
  const found = existing(state);
  if (found.customerId !== customerId) throw notFound('receiving.packageNotFound');
  if (found.status === 'held') throw conflict('receiving.packageHeldNotShipped');
  return found;
}

/**
 * A package is received once. An unknown one gets its owner once; one in storage may be held (and
 * released), returned or disposed of. Its customer may request it while it is received; staff put
 * it in one shipment at a time, from storage or from its request, and taking its parcel out puts it
 * back in storage. It ships and comes back with its shipment's group. Once it left storage nothing
 * else changes it.
 */
export function decidePackage(command: PackageCommand, state: PackageState): PackageEvent[] {
  switch (command.type) {
    case 'ReceivePackage':
      return opening(state, { type: 'PackageReceived', data: command.data });
    case 'AssignPackageOwner': {
      const found = existing(state);
      if (found.status === 'received' && found.customerId === command.data.customerId) return [];
      if (found.status !== 'unknown') throw conflict('receiving.notUnknown');
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
    case 'RequestPackage': {
      const { packageId, requestId, customerId } = command.data;
      const found = shippable(state, customerId);
      if (found.status === 'requested' && found.requestId === requestId) return [];
      if (found.status !== 'received') throw conflict('receiving.notReceived');
      return [{ type: 'PackageRequested', data: { packageId, requestId } }];
    }
    case 'WithdrawPackageRequest': {
      const found = existing(state);
      return found.status === 'requested' && found.requestId === command.data.requestId ? [{ type: 'PackageRequestWithdrawn', data: command.data }] : [];
    }
    case 'ConsolidatePackage': {
      const { packageId, shipmentId, customerId, requestId, consolidatedOn, storageFee } = command.data;
      const found = shippable(state, customerId);
      if (found.status === 'consolidated' && found.shipmentId === shipmentId) return [];
      // From storage, or from the request that names it; never a second shipment.
      const free = found.status === 'received' || (found.status === 'requested' && found.requestId === requestId);
      if (!free) throw conflict(found.status === 'consolidated' ? 'receiving.inAnotherShipment' : 'receiving.notReceived');
      return [{ type: 'PackageConsolidated', data: { packageId, shipmentId, consolidatedOn, storageFee } }];
    }
    case 'UnconsolidatePackage': {
      // The shipment is the record of what it carries: its parcel taken out, even after departure, puts the package back.
      const found = existing(state);
      const inIt = (found.status === 'consolidated' || found.status === 'shipped') && found.shipmentId === command.data.shipmentId;
      return inIt ? [{ type: 'PackageUnconsolidated', data: command.data }] : [];
    }
    case 'ShipPackage':
    case 'UnshipPackage': {
      // Only the package its shipment still holds moves with the group; a step for one taken out since writes nothing.
      const found = existing(state);
      if (found.shipmentId !== command.data.shipmentId) return [];
      if (command.type === 'ShipPackage') return found.status === 'consolidated' ? [{ type: 'PackageShipped', data: command.data }] : [];
      return found.status === 'shipped' ? [{ type: 'PackageUnshipped', data: command.data }] : [];
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
