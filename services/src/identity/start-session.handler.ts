import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { sessionStream, type UserInfo } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { AccessTokens } from './access-tokens';
import { newSecret, sha256 } from './secrets';
import { sessionDecider } from './session.decider';
import type { SessionTokens } from './session-tokens';

/** Starts a session for a user whose credentials were already checked. */
export class StartSessionCommand extends Command<{ user: UserInfo }, SessionTokens> {}

@CommandHandler(StartSessionCommand)
export class StartSessionHandler implements ICommandHandler<StartSessionCommand, SessionTokens> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly tokens: AccessTokens,
  ) {}

  async execute({ data: { user }, context }: StartSessionCommand): Promise<SessionTokens> {
    const sessionId = randomUUID();
    const secret = newSecret();
    await this.aggregates.execute(
      sessionStream(sessionId),
      sessionDecider,
      { type: 'StartSession', data: { sessionId, userId: user.id, tokenHash: sha256(secret) } },
      context,
    );
    return { token: this.tokens.issue(user.id, sessionId), id: user.id, userInfo: user, refreshToken: `${sessionId}.${secret}` };
  }
}
