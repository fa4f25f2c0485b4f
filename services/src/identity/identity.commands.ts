import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import {
  invalid,
  sessionStream,
  translate,
  unauthorized,
  userStream,
  type Language,
  type LoginReply,
  type UserInfo,
  type CommandReceipt,
} from '@cargo/contracts';
import { AggregateRepository } from '../platform/aggregate-repository';
import type { CommandContext } from '../platform/command-context';
import type { AppConfig } from '../platform/config';
import { Mailer } from '../platform/mailer/mailer';
import { APP_CONFIG } from '../platform/tokens';
import { AccessTokens } from './access-tokens';
import { Accounts } from './accounts';
import { Registrar, type Registration } from './registrar';
import { isSessionId, newSecret, sha256, splitToken, successorOf } from './secrets';
import { sessionDecider } from './session.decider';
import { userDecider, userInfoOf } from './user.decider';

export class RegisterUserCommand {
  constructor(
    readonly input: Registration,
    readonly language: Language,
    readonly context: CommandContext,
  ) {}
}

export class VerifyEmailCommand {
  constructor(
    readonly token: string,
    readonly context: CommandContext,
  ) {}
}

/** Starts a session for a user whose credentials were already checked. */
export class StartSessionCommand {
  constructor(
    readonly user: UserInfo,
    readonly context: CommandContext,
  ) {}
}

export class RefreshSessionCommand {
  constructor(
    readonly refreshToken: string | undefined,
    readonly context: CommandContext,
  ) {}
}

export class EndSessionCommand {
  constructor(
    readonly refreshToken: string | undefined,
    readonly sessionId: string | null,
    readonly context: CommandContext,
  ) {}
}

export class ChangeAdminCommand {
  constructor(
    readonly userId: number,
    readonly grant: boolean,
    readonly context: CommandContext,
  ) {}
}

export interface SessionTokens extends LoginReply {
  refreshToken: string;
}

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, Record<string, never>> {
  private readonly logger = new Logger('Registration');

  constructor(
    private readonly registrar: Registrar,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A taken email answers exactly like a new registration (nothing tells a caller whether an
   * address has an account); its owner gets a mail saying someone tried.
   */
  async execute({ input, language, context }: RegisterUserCommand): Promise<Record<string, never>> {
    const registered = await this.registrar.register(input, context);
    if (registered) {
      const link = `${this.config.appUrl}/verify/email/${registered.verificationToken}`;
      const intro = translate('identity.verificationBody', language);
      await this.send(input.email, translate('identity.verificationSubject', language), intro, link);
    } else {
      const body = translate('identity.registerAttemptBody', language);
      await this.send(input.email, translate('identity.registerAttemptSubject', language), body, `${this.config.appUrl}/login`);
    }
    return {};
  }

  /** A failed mail does not undo the account: the link is in the log and the user can ask again. */
  private async send(to: string, subject: string, intro: string, link: string): Promise<void> {
    try {
      await this.mailer.send({ to, subject, text: `${intro}\n${link}\n`, html: `<p>${intro}</p><p><a href="${link}">${link}</a></p>` });
    } catch (error) {
      this.logger.error(`Mail "${subject}" to ${to} failed (${String(error)}); link: ${link}`);
    }
  }
}

/** Creates a ready account (verified, with roles) for the root bootstrap and the demo data; no mail. */
export class ProvisionUserCommand {
  constructor(
    readonly input: Registration,
    readonly roles: { admin: boolean; root: boolean },
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ProvisionUserCommand)
export class ProvisionUserHandler implements ICommandHandler<ProvisionUserCommand, number> {
  constructor(
    private readonly registrar: Registrar,
    private readonly aggregates: AggregateRepository,
  ) {}

  async execute({ input, roles, context }: ProvisionUserCommand): Promise<number> {
    const registered = await this.registrar.register(input, context);
    if (!registered) throw invalid('error.invalidInput', [{ path: 'email', code: 'identity.emailTaken' }]);
    const { userId, verificationToken } = registered;
    const stream = userStream(userId);
    await this.aggregates.execute(stream, userDecider, { type: 'VerifyEmail', data: { userId, tokenHash: sha256(splitToken(verificationToken)!.secret) } }, context);
    if (roles.admin) await this.aggregates.execute(stream, userDecider, { type: 'GrantAdmin', data: { userId } }, context);
    if (roles.root) await this.aggregates.execute(stream, userDecider, { type: 'GrantRoot', data: { userId } }, context);
    return userId;
  }
}

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ token, context }: VerifyEmailCommand): Promise<CommandReceipt> {
    const parts = splitToken(token);
    const userId = Number(parts?.prefix);
    if (!parts || !Number.isSafeInteger(userId) || userId < 1) throw invalid('identity.verificationFailed');
    const { position } = await this.aggregates.execute(userStream(userId), userDecider, { type: 'VerifyEmail', data: { userId, tokenHash: sha256(parts.secret) } }, context);
    return { id: userId, position: position.toString() };
  }
}

@CommandHandler(StartSessionCommand)
export class StartSessionHandler implements ICommandHandler<StartSessionCommand, SessionTokens> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly tokens: AccessTokens,
  ) {}

  async execute({ user, context }: StartSessionCommand): Promise<SessionTokens> {
    const sessionId = randomUUID();
    const secret = newSecret();
    await this.aggregates.execute(sessionStream(sessionId), sessionDecider, { type: 'StartSession', data: { sessionId, userId: user.id, tokenHash: sha256(secret) } }, context);
    return { token: this.tokens.issue(user.id, sessionId), id: user.id, userInfo: user, refreshToken: `${sessionId}.${secret}` };
  }
}

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
  async execute({ refreshToken, context }: RefreshSessionCommand): Promise<SessionTokens> {
    const parts = splitToken(refreshToken);
    if (!parts || !isSessionId(parts.prefix)) throw unauthorized('identity.sessionExpired');
    const successor = successorOf(parts.secret, this.config.jwtSecret);
    const { events, state } = await this.aggregates.execute(
      sessionStream(parts.prefix),
      sessionDecider,
      { type: 'RefreshSession', data: { presentedHash: sha256(parts.secret), nextHash: sha256(successor), now: Date.now(), graceMs: this.config.refreshGraceSeconds * 1000 } },
      context,
    );
    if (state.status !== 'active' || events.some((event) => event.type === 'SessionEnded')) throw unauthorized('identity.sessionExpired');
    const account = await this.accounts.byId(state.userId);
    if (!account) throw unauthorized('identity.sessionExpired');
    return { token: this.tokens.issue(account.id, state.sessionId), id: account.id, userInfo: userInfoOf(account), refreshToken: `${state.sessionId}.${successor}` };
  }
}

@CommandHandler(EndSessionCommand)
export class EndSessionHandler implements ICommandHandler<EndSessionCommand, void> {
  constructor(private readonly aggregates: AggregateRepository) {}

  /** Logout ends the session named by the refresh cookie and the one the access token belongs to. */
  async execute({ refreshToken, sessionId, context }: EndSessionCommand): Promise<void> {
    const sessions = new Set<string>();
    const fromCookie = splitToken(refreshToken)?.prefix;
    if (fromCookie) sessions.add(fromCookie);
    if (sessionId) sessions.add(sessionId);
    for (const id of sessions) {
      if (isSessionId(id)) await this.aggregates.execute(sessionStream(id), sessionDecider, { type: 'EndSession', data: {} }, context);
    }
  }
}

@CommandHandler(ChangeAdminCommand)
export class ChangeAdminHandler implements ICommandHandler<ChangeAdminCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ userId, grant, context }: ChangeAdminCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(userStream(userId), userDecider, { type: grant ? 'GrantAdmin' : 'RevokeAdmin', data: { userId } }, context);
    return { id: userId, position: position.toString() };
  }
}

export const identityCommandHandlers = [RegisterUserHandler, ProvisionUserHandler, VerifyEmailHandler, StartSessionHandler, RefreshSessionHandler, EndSessionHandler, ChangeAdminHandler];
