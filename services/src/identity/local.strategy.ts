import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { Request } from '../platform/http/request';
import { Strategy } from 'passport-local';
import { loginSchema, unauthorized, type UserInfo } from '@cargo/contracts';
import { SchemaPipe } from '../platform/http/validation';
import { Accounts } from './accounts';
import { LoginThrottle } from './login-throttle';
import { DECOY_HASH, verifyPassword } from './password';

/**
 * Email and password. Every failure (unknown email, wrong password, unverified email) answers
 * 'Incorrect Username or Password' after the same scrypt work, so nothing tells which it was.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly accounts: Accounts,
    private readonly throttle: LoginThrottle,
  ) {
    super({ usernameField: 'email', passReqToCallback: true });
  }

  async validate(request: Request, rawEmail: string, password: string): Promise<UserInfo> {
    const email = rawEmail.trim().toLowerCase();
    const address = request.ip ?? 'unknown';
    await this.throttle.attempt(email, address);
    const account = await this.accounts.byEmail(email);
    const matches = await verifyPassword(password, account?.passwordHash ?? (await DECOY_HASH));
    if (!account || !matches || !account.emailVerified) throw unauthorized('identity.loginFailed');
    await this.throttle.succeeded(email, address);
    return this.accounts.infoOf(account);
  }
}

/** Checks the body's shape first (400 with field messages), then the credentials. */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  private readonly body = new SchemaPipe(loginSchema);

  override canActivate(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = this.body.transform(request.body);
    return super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    if (!user) throw unauthorized('identity.loginFailed');
    return user;
  }
}
