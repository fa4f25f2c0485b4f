import { CommandHandler } from '@nestjs/cqrs';
import { today } from '@cargo/contracts';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { disposePackage, type Disposal } from './dispose-package.use-case';

export class DisposePackageCommand extends Command<Omit<Disposal, 'today'>> {}

@CommandHandler(DisposePackageCommand)
export class DisposePackageHandler extends UseCaseHandler<Omit<Disposal, 'today'>, Disposal, { packageId: number }> {
  protected readonly useCase = disposePackage;
  protected input = (disposal: Omit<Disposal, 'today'>): Disposal => ({ ...disposal, today: today() });
  protected idOf = (record: { packageId: number }) => record.packageId;
}
