import { CommandHandler } from '@nestjs/cqrs';
import { packageClaimStream } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { packageClaimDecider, type ClaimCommand } from './package-claim.decider';

type Refusal = Extract<ClaimCommand, { type: 'RefuseClaim' }>;
export class RefuseClaimCommand extends Command<Refusal> {}

/** Staff refuse a claim, saying why: the claim alone changes (the customer is emailed the reason). */
@CommandHandler(RefuseClaimCommand)
export class RefuseClaimHandler extends StreamCommandHandler<Refusal> {
  protected write(command: Refusal): StreamWrite {
    return onStream(packageClaimStream(command.data.claimId), packageClaimDecider, command, command.data.claimId);
  }
}
