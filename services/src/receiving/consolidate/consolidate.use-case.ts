import {
  daysBetween,
  DEFAULT_DECLARED_VALUE,
  invalid,
  packageParcelKey,
  shipmentStream,
  storageFee,
  type consolidateSchema,
  type ParcelForm,
} from '@cargo/contracts';
import type { z } from 'zod';
import { streamCommand, type StreamCommand, type StreamRead, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { groupDeparted, shipmentHeld, shipmentLinkReads, shipmentOpening } from '../../shipping/public';
import { packageRead, shipPackage, shipRequestRead, storageTermsRead } from '../package-links';
import { decideShipRequest } from '../ship-request.decider';

export interface Consolidation {
  input: z.output<typeof consolidateSchema>;
  today: string;
}

/** What a run records: the shipment it opens and what it holds for it (ids only: the shipment's fields are sealed on its own stream). */
export interface ConsolidatedShipment {
  shipmentId: number;
  groupId: number;
  mtlTracking: string;
  customerId: number;
  packageIds: number[];
  requestId: number | null;
  /** The day the packages left the shelf, and each one's storage fee until then (US cents, in `packageIds`' order). */
  consolidatedOn: string;
  storageFees: number[];
  /** The group had already departed: the packages ship at once. */
  departed: boolean;
}

const packagesTaken = ({ shipmentId, customerId, packageIds, requestId, consolidatedOn, storageFees }: ConsolidatedShipment): StreamCommand[] =>
  packageIds.map((packageId, index) =>
    streamCommand(
      `consolidate-${packageId}`,
      packageRead(packageId),
      { type: 'ConsolidatePackage', data: { packageId, shipmentId, customerId, requestId, consolidatedOn, storageFee: storageFees[index] } },
      { undo: { type: 'UnconsolidatePackage', data: { packageId, shipmentId } } },
    ),
  );
/** After the shipment is recorded: the request closed, and into a group that already left, the packages shipped. */
const afterRecorded = (record: ConsolidatedShipment): StreamCommand[] => [
  ...(record.requestId === null
    ? []
    : [
        streamCommand('close-request', shipRequestRead(record.requestId), {
          type: 'ConsolidateShipRequest',
          data: { requestId: record.requestId, shipmentId: record.shipmentId },
        }),
      ]),
  ...(record.departed ? record.packageIds.map((packageId) => shipPackage(packageId, record.shipmentId, record.consolidatedOn)) : []),
];

/** Each package's storage fee from the day it was received until today, by the storage terms of today. */
function feesOf(packageIds: number[], today: string, states: StreamStates): number[] {
  const terms = states.of(storageTermsRead);
  return packageIds.map((packageId) => {
    const state = states.of(packageRead(packageId));
    return state.status === 'absent' ? 0 : storageFee(daysBetween(state.receivedOn, today), terms);
  });
}

/** A request's packages are exactly the ones consolidated, for its own customer; it must be open. */
function checkRequest({ requestId, customerId, packageIds }: Consolidation['input'], states: StreamStates): void {
  if (requestId === null) return;
  const request = states.of(shipRequestRead(requestId));
  decideShipRequest({ type: 'ConsolidateShipRequest', data: { requestId, shipmentId: 0 } }, request);
  if (request.status === 'absent') return;
  const asked = new Set(request.request.packageIds);
  if (request.customerId !== customerId || asked.size !== packageIds.length || packageIds.some((id) => !asked.has(id)))
    throw invalid('error.invalidInput', [{ path: 'packageIds', code: 'receiving.requestOtherPackages' }]);
}

/** One parcel per package: its weight as received, its declared value (the shipment's default where none was declared). */
function parcelsOf(packageIds: number[], states: StreamStates): ParcelForm[] {
  return packageIds.map((packageId) => {
    const state = states.of(packageRead(packageId));
    const weight = state.status === 'absent' ? 1 : state.weight;
    const value = state.status === 'absent' || state.declaredValue === 0 ? DEFAULT_DECLARED_VALUE : state.declaredValue;
    return { id: null, lineKey: packageParcelKey(packageId), weight, value, isActive: true };
  });
}

/**
 * Consolidation: staff turn a customer's packages into one shipment, through the shipment's own
 * opening (every shipment rule holds). Decided once from the packages, the request and the
 * shipment's streams, read once; each package is taken for the shipment before the shipment is
 * recorded (the pivot), so no crash or race puts a package in two shipments. Each package's storage
 * fee is settled as it leaves the shelf. The request is closed after.
 */
export const consolidate: UseCase<Consolidation, ConsolidatedShipment> = {
  name: 'consolidate',
  opens: 'shipment',
  reads: ({ input }) => {
    const reads: StreamRead[] = [...input.packageIds.map(packageRead), storageTermsRead, ...shipmentLinkReads(input)];
    return input.requestId === null ? reads : [shipRequestRead(input.requestId), ...reads];
  },
  decide({ input, today }, states) {
    checkRequest(input, states);
    const { requestId, customerId, packageIds, ...details } = input;
    const parcels = parcelsOf(packageIds, states);
    const totalValue = parcels.reduce((sum, parcel) => sum + parcel.value, 0);
    const opening = shipmentOpening({ ...details, totalValue, parcels }, states);
    return (shipmentId) => {
      const { record: shipment, before, pivot } = opening(shipmentId);
      const record = {
        ...shipment,
        customerId,
        packageIds,
        requestId,
        consolidatedOn: today,
        storageFees: feesOf(packageIds, today, states),
        departed: groupDeparted(details.groupId, states),
      };
      return { record, before: [...packagesTaken(record), ...before], pivot, after: afterRecorded(record) };
    };
  },
  owed: (record) => ({
    before: [...packagesTaken(record), ...shipmentHeld(record)],
    pivot: { name: 'record', stream: shipmentStream(record.shipmentId) },
    after: afterRecorded(record),
  }),
};
