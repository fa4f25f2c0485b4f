import { lastDigitsOf, PACKAGE_EVENT_TYPES, packageStandingAfter, type PackageEvent, type PackageView, unhandled } from '@cargo/contracts';
import { change, projection, type DocumentChange } from '../platform/projection';

export const PACKAGES = 'packages';
/** Each photo of a package: which package it shows (so its reader may be told whose it is). */
export const PACKAGE_PHOTOS = 'package_photos';

/** A package as kept: the view without what is counted when asked (days, fee) or read beside it (names, contents). */
export type PackageDoc = Omit<PackageView, 'customerName' | 'contents' | 'daysInStorage' | 'storageFee'> & {
  /** The fee settled as it left the shelf (US cents), or null while it is on it. */
  settledFee: number | null;
  /** What the list's search finds: the tracking number, the bin and the label's name. */
  searchText: string;
  /** What a claim names of its number (`lastDigitsOf`): how staff find the unknown packages a claim may be for. */
  lastDigits: string;
};

export interface PackagePhotoDoc {
  id: string;
  packageId: number;
}

function evolvePackageDoc(doc: PackageDoc | null, event: PackageEvent & { metadata: { timestamp: string } }): PackageDoc | null {
  if (event.type === 'PackageReceived') {
    const { packageId, trackingNumber, carrier, customerId, preAlertId, receipt, label, receivedOn, declaredValue } = event.data;
    const received: PackageDoc = {
      id: packageId,
      trackingNumber,
      carrier,
      customerId,
      preAlertId,
      state: packageStandingAfter(null, event)!.state,
      ...receipt,
      label,
      reason: '',
      declaredValue,
      requestId: null,
      shipmentId: null,
      consolidatedOn: null,
      settledFee: null,
      shippedOn: null,
      receivedAt: event.metadata.timestamp,
      receivedOn,
      searchText: [trackingNumber, receipt.bin, label?.name ?? ''].join(' ').trim(),
      lastDigits: lastDigitsOf(trackingNumber),
    };
    return received;
  }
  if (!doc) return doc;
  const { state, customerId } = packageStandingAfter(doc, event)!;
  const next = { ...doc, state, customerId };
  switch (event.type) {
    case 'PackageOwnerAssigned':
      return next;
    case 'PackageHeld':
    case 'PackageReturned':
    case 'PackageDisposed':
      return { ...next, reason: event.data.reason };
    case 'PackageReleased':
      return { ...next, reason: '' };
    case 'PackageRequested':
      return { ...next, requestId: event.data.requestId };
    case 'PackageRequestWithdrawn':
      return { ...next, requestId: null };
    case 'PackageConsolidated':
      return { ...next, shipmentId: event.data.shipmentId, consolidatedOn: event.data.consolidatedOn, settledFee: event.data.storageFee };
    case 'PackageUnconsolidated':
      return { ...next, requestId: null, shipmentId: null, consolidatedOn: null, settledFee: null, shippedOn: null };
    case 'PackageShipped':
      return { ...next, shippedOn: event.data.shippedOn };
    case 'PackageUnshipped':
      return { ...next, shippedOn: null };
    default:
      return unhandled(event);
  }
}

const photosOf = (event: PackageEvent): DocumentChange[] =>
  event.type === 'PackageReceived'
    ? event.data.receipt.photoIds.map((photoId) => change<PackagePhotoDoc>(PACKAGE_PHOTOS, photoId, () => ({ id: photoId, packageId: event.data.packageId })))
    : [];

/** The packages list and page: one document per package, by state and customer, searched by number, bin and label name. */
export const packagesProjection = projection<PackageEvent>({
  name: 'packages',
  collections: [PACKAGES, PACKAGE_PHOTOS],
  indexes: [
    {
      collection: PACKAGES,
      // The dock's scan finds a number through one index; the list filters by state and customer, sorted by id or date.
      indexes: [
        ['trackingNumber'],
        ['lastDigits', 'state'],
        ['state', 'id'],
        ['customerId', 'state', 'id'],
        ['customerId', 'id'],
        ['shipmentId'],
        ['receivedAt'],
        ['bin'],
      ],
      text: ['searchText'],
    },
  ],
  handles: PACKAGE_EVENT_TYPES,
  changes: (event) => [change<PackageDoc>(PACKAGES, event.data.packageId, (doc) => evolvePackageDoc(doc, event)), ...photosOf(event)],
});
