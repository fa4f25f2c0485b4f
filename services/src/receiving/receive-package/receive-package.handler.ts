import { CommandHandler } from '@nestjs/cqrs';
import { today } from '@cargo/contracts';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { receivePackage, type NewPackage, type PackageArrival } from './receive-package.use-case';

export class ReceivePackageCommand extends Command<Pick<PackageArrival, 'input'>> {}

@CommandHandler(ReceivePackageCommand)
export class ReceivePackageHandler extends UseCaseHandler<Pick<PackageArrival, 'input'>, PackageArrival, NewPackage> {
  protected readonly useCase = receivePackage;
  protected input = ({ input }: Pick<PackageArrival, 'input'>): PackageArrival => ({ input, today: today() });
  protected idOf = (record: NewPackage) => record.packageId;
}
