import { Injectable, type Provider } from '@nestjs/common';
import type { NamedReference, ReferenceNames as Names } from '@cargo/contracts';
import type { ReadStore } from '@cargo/projections';
import { READ_STORE } from '../platform/process/tokens';

/** Names records of one kind by id: those it knows (an unknown id is left out). */
export type Namer = (ids: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/**
 * Who names what a history refers to by id. The capabilities that own such records (customers,
 * vendors, invoices, products) register their namer at start: they use the audit, so the audit never
 * reaches into their read models, and no capability loop forms.
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

/** A capability's namer for its records, read from its read model (one read per page): a provider to list in its module. */
export function readModelNamer<View>(reference: NamedReference, collection: string, name: (view: View) => string): Provider {
  return {
    provide: `names:${reference}`,
    inject: [READ_STORE, ReferenceNamers],
    useFactory: (store: ReadStore, namers: ReferenceNamers) =>
      namers.register(reference, async (ids) => new Map([...(await store.getMany(collection, ids))].map(([id, view]) => [id, name(view as View)]))),
  };
}
