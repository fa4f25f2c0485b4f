import { Injectable } from '@nestjs/common';
import { ParcelPackages } from '../shipping/public';
import { streamCommand, type StreamCommand, type StreamRead } from '../platform/write-model/use-case';
import type { PackageState } from './package.decider';
import { packageRead, shipPackage } from './package-links';

/** Receiving's answers to shipping: a package whose parcel left its shipment is back in storage; it ships, and comes back, with its group; its settled storage fee goes on the shipment's invoice. */
@Injectable()
export class PackagesOfParcels extends ParcelPackages {
  returned(packageId: number, shipmentId: number): StreamCommand {
    return streamCommand(`return-package-${packageId}`, packageRead(packageId), { type: 'UnconsolidatePackage', data: { packageId, shipmentId } });
  }

  shipped(packageId: number, shipmentId: number, shippedOn: string): StreamCommand {
    return shipPackage(packageId, shipmentId, shippedOn);
  }

  read(packageId: number): StreamRead {
    return packageRead(packageId);
  }

  storageFee(state: unknown, shipmentId: number): number {
    const found = state as PackageState;
    return found.status !== 'absent' && found.shipmentId === shipmentId ? found.storageFee : 0;
  }

  unshipped(packageId: number, shipmentId: number): StreamCommand {
    return streamCommand(`unship-package-${packageId}`, packageRead(packageId), { type: 'UnshipPackage', data: { packageId, shipmentId } });
  }
}
