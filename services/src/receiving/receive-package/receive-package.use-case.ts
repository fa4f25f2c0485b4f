import { carrierOf, conflict, invalid, packageStream, type PackageReceived, type receivePackageSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { streamCommand, type StreamCommand, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { decidePackage, packageDecider } from '../package.decider';
import { claimNumber, openCustomer, ownerReads, packageRead, preAlertRead, receivedNumberRead } from '../package-links';
import { preAlertDecider, type PreAlertState } from '../pre-alert.decider';

export interface PackageArrival {
  input: z.output<typeof receivePackageSchema>;
  /** The day at the dock (storage days count from it). */
  today: string;
}

export interface NewPackage {
  packageId: number;
  trackingNumber: string;
  preAlertId: number | null;
}

const held = ({ packageId, trackingNumber }: NewPackage): StreamCommand[] => [
  claimNumber('claim-number', receivedNumberRead(trackingNumber), trackingNumber, packageId),
];
const matched = ({ packageId, preAlertId }: NewPackage): StreamCommand[] =>
  preAlertId === null ? [] : [streamCommand('mark-pre-alert', preAlertRead(preAlertId), { type: 'MarkPreAlertReceived', data: { preAlertId, packageId } })];

/** The pre-alert a receipt names must expect this very number; its customer owns the package. */
function matchedPreAlert(input: PackageArrival['input'], states: StreamStates): Exclude<PreAlertState, { status: 'absent' }> | null {
  if (input.preAlertId === null) return null;
  const state = states.of(preAlertRead(input.preAlertId));
  // Refused unless it is expected (a pre-alert received or cancelled already, or none).
  preAlertDecider.decide({ type: 'MarkPreAlertReceived', data: { preAlertId: input.preAlertId, packageId: 0 } }, state);
  if (state.status === 'absent') return null;
  if (state.details.trackingNumber !== input.trackingNumber)
    throw invalid('error.invalidInput', [{ path: 'preAlertId', code: 'receiving.preAlertOtherNumber' }]);
  return state;
}

/**
 * A package at the dock, received once under its number: the number is claimed on its own stream
 * before the package is recorded (of two staff scanning one package, one receives it), then the
 * pre-alert it matched is marked received. Its owner is the pre-alert's customer, or the customer
 * staff chose, or nobody yet (an unknown package, with its label's words).
 */
export const receivePackage: UseCase<PackageArrival, NewPackage> = {
  name: 'receive-package',
  opens: 'package',
  reads: ({ input }) => [
    receivedNumberRead(input.trackingNumber),
    ...(input.preAlertId === null ? ownerReads(input.customerId) : [preAlertRead(input.preAlertId)]),
  ],
  decide({ input, today }, states) {
    if (states.of(receivedNumberRead(input.trackingNumber)).holder !== null) throw conflict('receiving.alreadyReceived');
    const preAlert = matchedPreAlert(input, states);
    const customerId = preAlert ? preAlert.customerId : input.customerId === null ? null : openCustomer(input.customerId, states);
    const received = (packageId: number): PackageReceived['data'] => ({
      packageId,
      trackingNumber: input.trackingNumber,
      carrier: input.carrier ?? preAlert?.details.carrier ?? carrierOf(input.trackingNumber),
      customerId,
      preAlertId: input.preAlertId,
      receipt: {
        weight: input.weight,
        length: input.length,
        width: input.width,
        height: input.height,
        condition: input.condition,
        conditionNote: input.conditionNote,
        photoIds: input.photoIds,
        bin: input.bin,
      },
      label: customerId === null ? { name: input.labelName, address: input.labelAddress } : null,
      receivedOn: today,
      declaredValue: preAlert ? preAlert.details.contents.reduce((sum, line) => sum + line.value, 0) : 0,
    });
    decidePackage({ type: 'ReceivePackage', data: received(0) }, packageDecider.initialState);
    return (packageId) => {
      const record = { packageId, trackingNumber: input.trackingNumber, preAlertId: input.preAlertId };
      return {
        record,
        before: held(record),
        pivot: streamCommand('record', packageRead(packageId), { type: 'ReceivePackage', data: received(packageId) }),
        after: matched(record),
      };
    };
  },
  owed: (record) => ({ before: held(record), pivot: { name: 'record', stream: packageStream(record.packageId) }, after: matched(record) }),
};
