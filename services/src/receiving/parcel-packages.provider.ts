import { Injectable } from '@nestjs/common';
import { ParcelPackages } from '../shipping/public';
import { streamCommand, type StreamCommand } from '../platform/write-model/use-case';
import { packageRead, shipPackage } from './package-links';

/** Receiving's answers to shipping: a package whose parcel left its shipment is back in storage; it ships, and comes back, with its group. */
@Injectable()
export class PackagesOfParcels extends ParcelPackages {
  returned(packageId: number, shipmentId: number): StreamCommand {
    return streamCommand(`return-package-${packageId}`, packageRead(packageId), { type: 'UnconsolidatePackage', data: { packageId, shipmentId } });
  }

  shipped(packageId: number, shipmentId: number, shippedOn: string): StreamCommand {
    return shipPackage(packageId, shipmentId, shippedOn);
  }

  unshipped(packageId: number, shipmentId: number): StreamCommand {
    return streamCommand(`unship-package-${packageId}`, packageRead(packageId), { type: 'UnshipPackage', data: { packageId, shipmentId } });
  }
}
