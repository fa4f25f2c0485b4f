import { unhandled } from '../platform/exhaustive';
/**
 * Who may do what: the server's guard and the web's route guards read this one rule.
 * - public: visitors; user: signed in; admin: isAdmin (root counts as admin); root: isRoot.
 * - An auditor reads what admin and root read, and changes nothing but their own session (signing in,
 *   refreshing, signing out are not commands): not even through a public command, such as the contact form.
 */
export type AccessLevel = 'public' | 'user' | 'admin' | 'root';

/** Reading (a query, a screen) or changing (a command). */
export type AccessIntent = 'read' | 'change';

export interface Roles {
  isAdmin: boolean;
  isRoot: boolean;
  isAuditor?: boolean;
}

export function canAccess(level: AccessLevel, user: Roles | null, intent: AccessIntent = 'change'): boolean {
  if (level === 'public') return !(user?.isAuditor && intent === 'change');
  if (user === null) return false;
  if (user.isAuditor) return intent === 'read';
  switch (level) {
    case 'user':
      return true;
    case 'admin':
      return user.isAdmin || user.isRoot;
    case 'root':
      return user.isRoot;
    default:
      return unhandled(level);
  }
}
