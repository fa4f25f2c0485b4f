import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { unauthorized, type UserView } from '@cargo/contracts';
import { SESSIONS, USERS, type ReadStore, type SessionDoc } from '@cargo/projections';
import type { AppConfig } from '../platform/config';
import { APP_CONFIG, READ_STORE } from '../platform/tokens';
import type { AccessClaims } from './access-tokens';
import { Accounts } from './accounts';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { userInfoOf } from './user.decider';

/**
 * Bearer access tokens. Roles are read per request (a revoked admin loses access at once) and an
 * ended session's tokens stop working at logout, not at expiry.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly accounts: Accounts,
  ) {
    // A prepared key: given a string, jsonwebtoken rebuilds a key object on every request (a sixth of the CPU under load).
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string, ignoreExpiration: false });
  }

  async validate(claims: AccessClaims): Promise<AuthenticatedUser> {
    const [view, session] = await Promise.all([this.store.get<UserView>(USERS, String(claims.sub)), this.store.get<SessionDoc>(SESSIONS, claims.sid)]);
    if (session?.ended) throw unauthorized('identity.sessionExpired');
    const user = view ?? (await this.accounts.byId(claims.sub).then((account) => account && userInfoOf(account)));
    if (!user) throw unauthorized('identity.sessionExpired');
    const { id, first, last, email, phone, customerId, isAdmin, isRoot } = user;
    return { id, first, last, email, phone, customerId, isAdmin, isRoot, sessionId: claims.sid };
  }
}
