import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { claimPackage, type ClaimRequest, type NewClaim } from './claim-package.use-case';

export class ClaimPackageCommand extends Command<ClaimRequest> {}

@CommandHandler(ClaimPackageCommand)
export class ClaimPackageHandler extends UseCaseHandler<ClaimRequest, ClaimRequest, NewClaim> {
  protected readonly useCase = claimPackage;
  protected input = (request: ClaimRequest) => request;
  protected idOf = (record: NewClaim) => record.claimId;
}
