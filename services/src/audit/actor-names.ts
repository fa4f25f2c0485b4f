/**
 * What the audit asks of the accounts that act: who an actor id is. Identity owns the accounts and
 * uses the audit, so the audit names the question here and identity answers it
 * (`identity/actor-names.provider.ts`): the audit never reads identity's read models.
 */
export abstract class ActorNames {
  /** The display name of each actor id known (first and last name; erased once the account is). */
  abstract name(actorIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
}
