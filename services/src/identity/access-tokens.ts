import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

/** The one algorithm access tokens are signed and verified with; a token naming another is refused. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/** What an access token says: who, and which sign-in (session) it belongs to. Roles are looked up per request. */
export interface AccessClaims {
  sub: number;
  sid: string;
  exp?: number;
}

@Injectable()
export class AccessTokens {
  constructor(private readonly jwt: JwtService) {}

  issue(userId: number, sessionId: string): string {
    return this.jwt.sign({ sub: userId, sid: sessionId } satisfies AccessClaims);
  }
}
