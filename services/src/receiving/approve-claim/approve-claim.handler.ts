import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { approveClaim, type ClaimApproval } from './approve-claim.use-case';

export class ApproveClaimCommand extends Command<ClaimApproval> {}

@CommandHandler(ApproveClaimCommand)
export class ApproveClaimHandler extends UseCaseHandler<ClaimApproval, ClaimApproval, ClaimApproval> {
  protected readonly useCase = approveClaim;
  protected input = (approval: ClaimApproval) => approval;
  protected idOf = (record: ClaimApproval) => record.claimId;
}
