import { Module } from '@nestjs/common';
import { AddPreAlertController } from './add-pre-alert/add-pre-alert.controller';
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

@Module({
  controllers: [
    ReceivingController,
    ReceivingFilesController,
    AddPreAlertController,
    UpdatePreAlertController,
    CancelPreAlertController,
    ReceivePackageController,
    AssignPackageOwnerController,
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
  ],
})
export class ReceivingModule {}
