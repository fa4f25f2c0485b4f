import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sessionStream, unauthorized } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AppConfig } from '../platform/process/config';
import { APP_CONFIG } from '../platform/process/tokens';
import { AccessTokens } from './access-tokens';
import { Accounts } from './accounts';
import { isSessionId, sha256, splitToken, successorOf } from './secrets';
import { sessionDecider } from './session.decider';
import type { SessionTokens } from './session-tokens';

export class RefreshSessionCommand extends Command<{ refreshToken: string | undefined }, SessionTokens> {}

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand, SessionTokens> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly tokens: AccessTokens,
    private readonly accounts: Accounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Rotates the refresh token; a token that was already rotated away ends the whole session family,
   * unless it is the one just replaced, presented again within the grace window (two tabs, a retry).
   */
  async execute({ data: { refreshToken }, context }: RefreshSessionCommand): Promise<SessionTokens> {
    const parts = splitToken(refreshToken);
    if (!parts || !isSessionId(parts.prefix)) throw unauthorized('identity.sessionExpired');
    const successor = successorOf(parts.secret, this.config.jwtSecret);
    const { events, state } = await this.aggregates.execute(
      sessionStream(parts.prefix),
      sessionDecider,
      {
        type: 'RefreshSession',
        data: { presentedHash: sha256(parts.secret), nextHash: sha256(successor), now: Date.now(), graceMs: this.config.refreshGraceSeconds * 1000 },
      },
      context,
    );
    if (state.status !== 'active' || events.some((event) => event.type === 'SessionEnded')) throw unauthorized('identity.sessionExpired');
    const account = await this.accounts.byId(state.userId);
    if (!account) throw unauthorized('identity.sessionExpired');
    return {
      token: this.tokens.issue(account.id, state.sessionId),
      id: account.id,
      userInfo: await this.accounts.infoOf(account),
      refreshToken: `${state.sessionId}.${successor}`,
    };
  }
}
