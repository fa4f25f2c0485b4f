import { packageOfParcelKey } from '@cargo/contracts';
import type { SavedLines } from '../platform/write-model/saved-lines';
import type { StreamCommand, StreamRead } from '../platform/write-model/use-case';

/**
 * What shipping (and billing, for a shipment's invoice) asks of the packages its parcels came from. Receiving owns the packages and depends
 * on shipping (consolidation opens a shipment), so shipping names what it needs here and receiving
 * answers it (`receiving/parcel-packages.provider.ts`): no loop between the two.
 */
export abstract class ParcelPackages {
  /** A package's parcel left the shipment (removed, or the shipment deleted): the package is back in storage. */
  abstract returned(packageId: number, shipmentId: number): StreamCommand;
  /** Its shipment's group departed (on `shippedOn`): the package is shipped. */
  abstract shipped(packageId: number, shipmentId: number, shippedOn: string): StreamCommand;
  /** Its group's departure was taken back (the status set to New again): the package waits in its shipment again. */
  abstract unshipped(packageId: number, shipmentId: number): StreamCommand;
  /** The package's stream, for what its shipment's invoice charges. */
  abstract read(packageId: number): StreamRead;
  /** The storage fee (US cents) the package settled as it left the shelf for this shipment (0 if it is not in it). */
  abstract storageFee(state: unknown, shipmentId: number): number;
}

/** The packages behind the active parcels of a shipment, by the key each was saved under. */
export function packagesOf(parcels: SavedLines<object>, parcelIds?: ReadonlySet<number>): number[] {
  return Object.entries(parcels.lineKeys).flatMap(([lineKey, parcelId]) => {
    const packageId = packageOfParcelKey(lineKey);
    const parcel = parcels.lines[parcelId];
    return packageId !== null && parcel?.isActive && (!parcelIds || parcelIds.has(parcelId)) ? [packageId] : [];
  });
}
