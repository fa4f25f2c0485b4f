import { fullName, type UserView } from '@cargo/contracts';
import { USERS, type ReadStore } from '@cargo/projections';

/**
 * Who did something, by name: each actor (a user's id, as events record it) to their whole name, in one
 * indexed read. The system (seeding, the sweeper) and accounts no longer on record have no name.
 */
export async function staffNames(store: ReadStore, actors: Iterable<string | null | undefined>): Promise<(actor: string | null | undefined) => string | null> {
  const ids = new Set<string>();
  for (const actor of actors) if (actor && /^\d+$/.test(actor)) ids.add(actor);
  const users = ids.size > 0 ? await store.getMany(USERS, [...ids]) : new Map<string, unknown>();
  return (actor) => {
    const user = actor ? (users.get(actor) as UserView | undefined) : undefined;
    return user ? fullName(user) : null;
  };
}
