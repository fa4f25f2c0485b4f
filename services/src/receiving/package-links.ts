import {
  actsAsStaff,
  invalid,
  notFound,
  packageClaimStream,
  packageStream,
  packageTrackingStream,
  preAlertStream,
  preAlertTrackingStream,
  shipRequestStream,
  STORAGE_TERMS_STREAM,
} from '@cargo/contracts';
import { customerRead } from '../customers/public';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { uniqueClaimDecider } from '../platform/write-model/unique-claim.decider';
import { streamCommand, streamRead, type StreamCommand, type StreamRead, type StreamStates } from '../platform/write-model/use-case';
import { packageDecider } from './package.decider';
import { packageClaimDecider } from './package-claim.decider';
import { preAlertDecider } from './pre-alert.decider';
import { shipRequestDecider } from './ship-request.decider';
import { storageTermsDecider } from './storage-terms.decider';

export const preAlertRead = (preAlertId: number) => streamRead(preAlertStream(preAlertId), preAlertDecider);
export const packageRead = (packageId: number) => streamRead(packageStream(packageId), packageDecider);
export const claimRead = (claimId: number) => streamRead(packageClaimStream(claimId), packageClaimDecider);

/** One customer announces a number once; one package is received under a number once. */
const preAlertNumbers = uniqueClaimDecider('receiving.duplicatePreAlert');
const receivedNumbers = uniqueClaimDecider('receiving.alreadyReceived');
export const preAlertNumberRead = (customerId: number, trackingNumber: string) =>
  streamRead(preAlertTrackingStream(customerId, trackingNumber), preAlertNumbers);
export const receivedNumberRead = (trackingNumber: string) => streamRead(packageTrackingStream(trackingNumber), receivedNumbers);

type ClaimRead = ReturnType<typeof preAlertNumberRead>;

/** Holds a number for a record, taken back by letting it go when a later step is refused. */
export const claimNumber = (name: string, read: ClaimRead, trackingNumber: string, holderId: number): StreamCommand =>
  streamCommand(name, read, { type: 'Claim', data: { key: trackingNumber, holderId } }, { undo: { type: 'Release', data: { key: trackingNumber, holderId } } });

/** Lets a number go, if the record holds it. */
export const releaseNumber = (name: string, read: ClaimRead, trackingNumber: string, holderId: number): StreamCommand =>
  streamCommand(name, read, { type: 'Release', data: { key: trackingNumber, holderId } });

/** The customer a caller acts for: staff name one, a customer is always their own. */
export const customerAsked = (user: AuthenticatedUser, customerId: number | null | undefined): number | null =>
  actsAsStaff(user, 'receiving', 'change') ? (customerId ?? null) : user.customerId;

export const ownerReads = (customerId: number | null): StreamRead[] => (customerId === null ? [] : [customerRead(customerId)]);

/** Staff's choice must be an open customer; a customer's own account must have its customer record. */
export function openCustomer(customerId: number | null, states: StreamStates, path = 'customerId'): number {
  if (customerId === null || states.of(customerRead(customerId)).status !== 'open')
    throw invalid('error.invalidInput', [{ path, code: customerId === null ? 'receiving.customerRequired' : 'customers.customerNotFound' }]);
  return customerId;
}

/** A pre-alert the caller may touch: staff any, a customer only their own (another's is answered as one that does not exist). */
export function ownPreAlert(preAlertId: number, user: AuthenticatedUser, states: StreamStates) {
  const state = states.of(preAlertRead(preAlertId));
  if (state.status === 'absent' || (!actsAsStaff(user, 'receiving', 'change') && state.customerId !== user.customerId))
    throw notFound('receiving.preAlertNotFound');
  return state;
}

export const shipRequestRead = (requestId: number) => streamRead(shipRequestStream(requestId), shipRequestDecider);

export const storageTermsRead = streamRead(STORAGE_TERMS_STREAM, storageTermsDecider);

/** The package ships with its shipment's group. */
export const shipPackage = (packageId: number, shipmentId: number, shippedOn: string): StreamCommand =>
  streamCommand(`ship-package-${packageId}`, packageRead(packageId), { type: 'ShipPackage', data: { packageId, shipmentId, shippedOn } });
