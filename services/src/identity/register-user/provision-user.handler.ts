import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalid } from '@cargo/contracts';
import { Command } from '../../platform/write-model/command';
import { Registrar, type Registration } from './registrar';

/** Creates a ready account (verified, with roles) for the root bootstrap and the demo data; no mail. */
export class ProvisionUserCommand extends Command<
  { input: Registration; roles: { admin: boolean; root: boolean; auditor?: boolean; roles?: string[] } },
  number
> {}

@CommandHandler(ProvisionUserCommand)
export class ProvisionUserHandler implements ICommandHandler<ProvisionUserCommand, number> {
  constructor(private readonly registrar: Registrar) {}

  async execute({ data: { input, roles }, context }: ProvisionUserCommand): Promise<number> {
    const provisioned = { admin: roles.admin, root: roles.root, auditor: roles.auditor ?? false, ...(roles.roles?.length ? { roles: roles.roles } : {}) };
    const customerAccount = !provisioned.admin && !provisioned.root && !provisioned.auditor && !provisioned.roles;
    const registered = await this.registrar.register(input, context, { customerAccount, provisioned });
    if (!registered) throw invalid('error.invalidInput', [{ path: 'email', code: 'identity.emailTaken' }]);
    return registered.userId;
  }
}
