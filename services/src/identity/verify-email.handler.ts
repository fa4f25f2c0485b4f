import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalid, userStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { sha256, splitToken } from './secrets';
import { userDecider } from './user.decider';

export class VerifyEmailCommand extends Command<{ token: string }> {}

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { token }, context }: VerifyEmailCommand): Promise<CommandReceipt> {
    const parts = splitToken(token);
    const userId = Number(parts?.prefix);
    if (!parts || !Number.isSafeInteger(userId) || userId < 1) throw invalid('identity.verificationFailed');
    const { position } = await this.aggregates.execute(
      userStream(userId),
      userDecider,
      { type: 'VerifyEmail', data: { userId, tokenHash: sha256(parts.secret) } },
      context,
    );
    return { id: userId, position: position.toString() };
  }
}
