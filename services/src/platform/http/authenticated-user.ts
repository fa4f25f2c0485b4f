import type { UserInfo } from '@cargo/contracts';

/** `request.user` on an authenticated request: the user's current roles plus the session the token belongs to. */
export interface AuthenticatedUser extends UserInfo {
  sessionId: string;
}
