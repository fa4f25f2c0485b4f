import { Injectable } from '@nestjs/common';
import type { NamedReference, ReferenceNames as Names } from '@cargo/contracts';

/** Names records of one kind by id: those it knows (an unknown id is left out). */
export type Namer = (ids: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/**
 * Who names what a history refers to by id. The capabilities that own such records (customers,
 * vendors) register their namer at start: they use the audit, so the audit never reaches into their
 * read models, and no capability loop forms.
 */
@Injectable()
export class ReferenceNamers {
  private readonly namers = new Map<NamedReference, Namer>();

  register(reference: NamedReference, namer: Namer): void {
    this.namers.set(reference, namer);
  }

  /** The names of these ids, as `kind:id` -> name; one call per kind. */
  async name(ids: ReadonlyMap<NamedReference, ReadonlySet<string>>): Promise<Names> {
    const named = await Promise.all(
      [...ids].map(async ([reference, wanted]) => {
        const namer = this.namers.get(reference);
        if (!namer || wanted.size === 0) return [];
        return [...(await namer([...wanted]))].map(([id, name]) => [`${reference}:${id}`, name] as const);
      }),
    );
    return Object.fromEntries(named.flat());
  }
}
