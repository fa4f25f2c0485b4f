/**
 * Who may do what: the server's guard and the web's route guards read this one rule.
 * - public: visitors; user: signed in; admin: isAdmin (root counts as admin); root: isRoot.
 */
export type AccessLevel = 'public' | 'user' | 'admin' | 'root';

export function canAccess(level: AccessLevel, user: { isAdmin: boolean; isRoot: boolean } | null): boolean {
  switch (level) {
    case 'public':
      return true;
    case 'user':
      return user !== null;
    case 'admin':
      return user !== null && (user.isAdmin || user.isRoot);
    case 'root':
      return user !== null && user.isRoot;
    default: {
      const unhandled: never = level;
      return unhandled;
    }
  }
}
