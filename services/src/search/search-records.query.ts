import { Inject, Injectable } from '@nestjs/common';
import { permits, SEARCH_KIND_CAPABILITY, SEARCH_KINDS, SEARCH_LIMIT, type RolePermissions, type SearchHit, type SearchQuery } from '@cargo/contracts';
import { containing, SEARCH_ENTRIES, type ReadStore, type SearchEntry } from '@cargo/projections';
import { READ_STORE } from '../platform/process/tokens';

/** Shorter text than this is matched as an id only: "contains" needs three characters to use its index. */
const CONTAINS_FROM = 3;

/**
 * The command palette's lookup: records whose id is the number typed, then records whose name, phone,
 * code or tracking number contains the text. Both go through an index and stop at `SEARCH_LIMIT`.
 * A caller finds only the kinds of record their roles read, and a customer's phone only if they see
 * personal data.
 */
@Injectable()
export class SearchRecordsQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async search({ q }: SearchQuery, permissions: RolePermissions): Promise<SearchHit[]> {
    const kinds = SEARCH_KINDS.filter((kind) => permits([permissions], SEARCH_KIND_CAPABILITY[kind], 'read'));
    if (kinds.length === 0) return [];
    const kind = kinds.length === SEARCH_KINDS.length ? {} : { kind: { $in: kinds } };
    const byId = /^\d{1,15}$/.test(q) ? await this.store.find<SearchEntry>(SEARCH_ENTRIES, { recordId: Number(q), ...kind }, { limit: SEARCH_LIMIT }) : [];
    const byText =
      [...q].length >= CONTAINS_FROM
        ? await this.store.find<SearchEntry>(SEARCH_ENTRIES, { terms: containing(q.toLowerCase()), ...kind }, { limit: SEARCH_LIMIT })
        : [];
    const found = new Map([...byId, ...byText].map((entry) => [entry.id, entry]));
    const phones = permissions.fields.personal !== 'none';
    return [...found.values()]
      .slice(0, SEARCH_LIMIT)
      .map(({ kind, recordId, label, detail }) => ({ kind, recordId, label, detail: kind === 'customer' && !phones ? null : detail }));
  }
}
