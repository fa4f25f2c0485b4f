import { Global, Module } from '@nestjs/common';
import { ParcelPackages } from '../shipping/public';
import { CancelShipRequestController } from './cancel-ship-request/cancel-ship-request.controller';
import { CancelShipRequestHandler } from './cancel-ship-request/cancel-ship-request.handler';
import { ConsolidateController } from './consolidate/consolidate.controller';
import { ConsolidateHandler } from './consolidate/consolidate.handler';
import { DisposePackageHandler } from './dispose-package/dispose-package.handler';
import { SetStorageTermsHandler } from './set-storage-terms.handler';
import { PackagesOfParcels } from './parcel-packages.provider';
import { RequestShippingController } from './request-shipping/request-shipping.controller';
import { RequestShippingHandler } from './request-shipping/request-shipping.handler';
import { AddPreAlertController } from './add-pre-alert/add-pre-alert.controller';
import { ApproveClaimController } from './approve-claim/approve-claim.controller';
import { ApproveClaimHandler } from './approve-claim/approve-claim.handler';
import { ClaimPackageController } from './claim-package/claim-package.controller';
import { ClaimPackageHandler } from './claim-package/claim-package.handler';
import { PackageClaimsController } from './package-claims.controller';
import { PackageClaimQueries } from './package-claims.queries';
import { RefuseClaimHandler } from './refuse-claim.handler';
import { AddPreAlertHandler } from './add-pre-alert/add-pre-alert.handler';
import { AssignPackageOwnerController } from './assign-package-owner/assign-package-owner.controller';
import { AssignPackageOwnerHandler } from './assign-package-owner/assign-package-owner.handler';
import { CancelPreAlertController } from './cancel-pre-alert/cancel-pre-alert.controller';
import { CancelPreAlertHandler } from './cancel-pre-alert/cancel-pre-alert.handler';
import { PackageStorageHandler } from './package-storage.handler';
import { ReceivePackageController } from './receive-package/receive-package.controller';
import { ReceivePackageHandler } from './receive-package/receive-package.handler';
import { ReceivingFiles } from './receiving-files';
import { ReceivingFilesController } from './receiving-files.controller';
import { ReceivingController } from './receiving.controller';
import { ReceivingQueries } from './receiving.queries';
import { UpdatePreAlertController } from './update-pre-alert/update-pre-alert.controller';
import { UpdatePreAlertHandler } from './update-pre-alert/update-pre-alert.handler';

/** Global: its answer to shipping's question (`ParcelPackages`) reaches shipping without shipping importing receiving. */
@Global()
@Module({
  controllers: [
    ReceivingController,
    ReceivingFilesController,
    AddPreAlertController,
    UpdatePreAlertController,
    CancelPreAlertController,
    ReceivePackageController,
    AssignPackageOwnerController,
    RequestShippingController,
    CancelShipRequestController,
    ConsolidateController,
    ClaimPackageController,
    ApproveClaimController,
    PackageClaimsController,
  ],
  providers: [
    ReceivingQueries,
    ReceivingFiles,
    PackageStorageHandler,
    AddPreAlertHandler,
    UpdatePreAlertHandler,
    CancelPreAlertHandler,
    ReceivePackageHandler,
    AssignPackageOwnerHandler,
    RequestShippingHandler,
    CancelShipRequestHandler,
    ConsolidateHandler,
    DisposePackageHandler,
    SetStorageTermsHandler,
    PackageClaimQueries,
    ClaimPackageHandler,
    ApproveClaimHandler,
    RefuseClaimHandler,
    { provide: ParcelPackages, useClass: PackagesOfParcels },
  ],
  exports: [ParcelPackages],
})
export class ReceivingModule {}
