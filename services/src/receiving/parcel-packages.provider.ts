import { Injectable } from '@nestjs/common';
import { ParcelPackages } from '../shipping/public';
import { streamCommand, type StreamCommand } from '../platform/write-model/use-case';
import { packageRead } from './package-links';

/** Receiving's answer to shipping: a package whose parcel left its shipment is back in storage. */
@Injectable()
export class PackagesOfParcels extends ParcelPackages {
  returned(packageId: number, shipmentId: number): StreamCommand {
    return streamCommand(`return-package-${packageId}`, packageRead(packageId), { type: 'UnconsolidatePackage', data: { packageId, shipmentId } });
  }
}
