import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { assignPackageOwner, type OwnerFound } from './assign-package-owner.use-case';

export class AssignPackageOwnerCommand extends Command<OwnerFound> {}

@CommandHandler(AssignPackageOwnerCommand)
export class AssignPackageOwnerHandler extends UseCaseHandler<OwnerFound, OwnerFound, OwnerFound> {
  protected readonly useCase = assignPackageOwner;
  protected input = (found: OwnerFound) => found;
  protected idOf = (record: OwnerFound) => record.packageId;
}
