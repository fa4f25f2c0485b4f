import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { receivePackage, type NewPackage, type PackageArrival } from './receive-package.use-case';

export class ReceivePackageCommand extends Command<PackageArrival> {}

@CommandHandler(ReceivePackageCommand)
export class ReceivePackageHandler extends UseCaseHandler<PackageArrival, PackageArrival, NewPackage> {
  protected readonly useCase = receivePackage;
  protected input = (arrival: PackageArrival) => arrival;
  protected idOf = (record: NewPackage) => record.packageId;
}
