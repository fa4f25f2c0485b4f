import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { sessionStream, unauthorized } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AppConfig } from '../platform/process/config';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { APP_CONFIG } from '../platform/process/tokens';
import { ACCESS_TOKEN_ALGORITHM, type AccessClaims } from './access-tokens';
import { Accounts } from './accounts';
import { isSessionId } from './secrets';
import { isLiveSessionOf, sessionDecider } from './session.decider';

/**
 * Bearer access tokens: signed with the one pinned algorithm, with an expiry, naming a session that
 * exists and is live. Session and roles are read from their streams (the log, not a lagging read
 * model; the state cache reads only new events), so logout and a revoked role apply to the very
 * next request.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly aggregates: AggregateRepository,
    private readonly accounts: Accounts,
  ) {
    // A prepared key: given a string, jsonwebtoken rebuilds a key object on every request (a sixth of the CPU under load).
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessClaims): Promise<AuthenticatedUser> {
    if (typeof claims.exp !== 'number' || !Number.isSafeInteger(claims.sub) || !isSessionId(claims.sid)) throw unauthorized('identity.sessionExpired');
    const [{ state: session }, account] = await Promise.all([this.aggregates.load(sessionStream(claims.sid), sessionDecider), this.accounts.byId(claims.sub)]);
    if (!isLiveSessionOf(session, claims.sub) || !account) throw unauthorized('identity.sessionExpired');
    return { ...(await this.accounts.infoOf(account)), sessionId: claims.sid };
  }
}
