import type { LoginReply } from '@cargo/contracts';

/** A session's tokens: the reply of login and refresh, and the refresh token that goes in the cookie. */
export interface SessionTokens extends LoginReply {
  refreshToken: string;
}
