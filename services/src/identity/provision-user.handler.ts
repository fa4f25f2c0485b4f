import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalid, userStream } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { Registrar, type Registration } from './registrar';
import { sha256, splitToken } from './secrets';
import { userDecider } from './user.decider';

/** Creates a ready account (verified, with roles) for the root bootstrap and the demo data; no mail. */
export class ProvisionUserCommand extends Command<{ input: Registration; roles: { admin: boolean; root: boolean; auditor?: boolean } }, number> {}

@CommandHandler(ProvisionUserCommand)
export class ProvisionUserHandler implements ICommandHandler<ProvisionUserCommand, number> {
  constructor(
    private readonly registrar: Registrar,
    private readonly aggregates: AggregateRepository,
  ) {}

  async execute({ data: { input, roles }, context }: ProvisionUserCommand): Promise<number> {
    const registered = await this.registrar.register(input, context, { customerAccount: !roles.admin && !roles.root && !roles.auditor });
    if (!registered) throw invalid('error.invalidInput', [{ path: 'email', code: 'identity.emailTaken' }]);
    const { userId, verificationToken } = registered;
    const stream = userStream(userId);
    await this.aggregates.execute(
      stream,
      userDecider,
      { type: 'VerifyEmail', data: { userId, tokenHash: sha256(splitToken(verificationToken)!.secret) } },
      context,
    );
    if (roles.admin) await this.aggregates.execute(stream, userDecider, { type: 'GrantAdmin', data: { userId } }, context);
    if (roles.root) await this.aggregates.execute(stream, userDecider, { type: 'GrantRoot', data: { userId } }, context);
    if (roles.auditor) await this.aggregates.execute(stream, userDecider, { type: 'GrantAuditor', data: { userId } }, context);
    return userId;
  }
}
