import { Inject, Injectable } from '@nestjs/common';
import {
  canAccess,
  forbidden,
  historyItemReference,
  historyReferences,
  isNamedReference,
  HISTORY_PARTS,
  HISTORY_RECORDS,
  invalid,
  recordAsOf,
  type UserInfo,
  type AuditEntryView,
  type RecordAsOf,
  type AuditListRow,
  type AuditQuery,
  type HistoryValue,
  type ReferenceNames,
  type HistoryRecordType,
  type Page,
  type ParkedProjection,
  type NamedReference,
} from '@cargo/contracts';
import { allProjections, AUDIT_LOG, HISTORY_SNAPSHOT_EVERY, parkedProjections, type Filter, type ReadStore } from '@cargo/projections';
import type { Infrastructure } from '../platform/process/infrastructure';
import { INFRASTRUCTURE, READ_STORE } from '../platform/process/tokens';
import { openAll } from '../platform/personal-data/seal';
import { ActorNames } from './actor-names';
import { ReferenceNamers } from './reference-names';

/**
 * The audit log, newest first, paged through the index its filters name. The log keeps personal data
 * sealed; it is opened here, for the page read, and reads as erased once its subject's key is destroyed.
 */
@Injectable()
export class AuditQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    private readonly namers: ReferenceNamers,
    private readonly actors: ActorNames,
  ) {}

  /** The read models the runner set aside by an error (see `ProjectionRunner.parked`). */
  parkedProjections(): Promise<ParkedProjection[]> {
    return parkedProjections(this.store, allProjections);
  }

  async list(query: AuditQuery): Promise<Page<AuditListRow>> {
    const filter: Filter = {};
    if (query.actor) filter.actor = query.actor;
    if (query.recordType) filter.recordType = query.recordType;
    if (query.recordId) filter.recordId = query.recordId;
    if (query.type) filter.type = query.type;
    if (query.correlationId) filter.correlationId = query.correlationId;
    // Timestamps are ISO text: a day's range is everything from its start to the next day's.
    if (query.from || query.to) filter.timestamp = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lt: `${query.to}T99` } : {}) };
    return this.page(filter, query);
  }

  /** One record's changes, newest first: its stream's entries, or a part's (a stock row on its product's stream). */
  history(recordType: HistoryRecordType, recordId: string, paging: { page: number; pageSize: number }, reader: UserInfo): Promise<Page<AuditListRow>> {
    mayRead(recordType, reader);
    const filter: Filter = HISTORY_PARTS.includes(recordType) ? { part: `${recordType}-${recordId}` } : { recordType, recordId };
    return this.page(filter, paging);
  }

  /** A record as it was at a time: the snapshot at or before its last change then, plus the changes after it (fewer than a snapshot's spacing). */
  async asOf(recordType: HistoryRecordType, recordId: string, at: string, reader: UserInfo | null): Promise<RecordAsOf> {
    mayRead(recordType, reader);
    if (HISTORY_PARTS.includes(recordType)) throw invalid('audit.asOfOnlyWholeRecords');
    const [last] = await this.store.find<AuditEntryView>(AUDIT_LOG, { recordType, recordId, timestamp: { $lte: at } }, { sort: { timestamp: -1 }, limit: 1 });
    if (!last) return { at, existed: false };
    const [snapshot, after] = await Promise.all([
      this.store.get<AuditEntryView>(AUDIT_LOG, String(last.snapshotPosition)),
      this.store.find<AuditEntryView>(
        AUDIT_LOG,
        { recordType, recordId, position: { $gt: last.snapshotPosition, $lte: last.position } },
        { sort: { position: 1 }, limit: HISTORY_SNAPSHOT_EVERY },
      ),
    ]);
    const [fields] = await openAll(
      [
        recordAsOf(
          snapshot?.snapshot ?? {},
          after.map((entry) => entry.changes),
        ),
      ],
      this.infrastructure.keys,
    );
    const names = await this.referenceNames([
      { type: last.type, values: fields!.map((field) => ({ field: field.field, item: field.item, value: field.value })) },
    ]);
    return { at, existed: true, position: last.position, timestamp: last.timestamp, fields: fields!, type: last.type, names };
  }

  /**
   * The names of the records these changes name by id (fields their event's history calls such
   * references, and list items keyed by a record: an order's lines by product), one read of each kind.
   */
  private referenceNames(
    entries: readonly { type: string; values: readonly { field: string; item?: string; value: HistoryValue | undefined }[] }[],
  ): Promise<ReferenceNames> {
    const ids = new Map<NamedReference, Set<string>>();
    const want = (reference: string | undefined, id: string) => {
      if (isNamedReference(reference)) ids.set(reference, (ids.get(reference) ?? new Set()).add(id));
    };
    for (const entry of entries) {
      for (const { field, item, value } of entry.values) {
        if (typeof value === 'number') want(historyReferences(entry.type)[field], String(value));
        if (item !== undefined) want(historyItemReference(entry.type, field), item);
      }
    }
    return this.namers.name(ids);
  }

  private async page(filter: Filter, query: { page: number; pageSize: number }): Promise<Page<AuditListRow>> {
    const [items, total] = await Promise.all([
      this.store.find<AuditEntryView>(AUDIT_LOG, filter, { sort: { position: -1 }, skip: query.page * query.pageSize, limit: query.pageSize }),
      this.store.count(AUDIT_LOG, filter),
    ]);
    const actors = [...new Set(items.flatMap((item) => (item.actor && /^\d+$/.test(item.actor) ? [item.actor] : [])))];
    const actorNames = await this.actors.name(actors);
    const names = await this.referenceNames(
      items.map((item) => ({
        type: item.type,
        values: [...item.changes, ...(item.partChanges ?? [])].flatMap((change) => [
          { field: change.field, item: change.item, value: change.before },
          { field: change.field, item: change.item, value: change.after },
        ]),
      })),
    );
    return {
      items: (await openAll(items, this.infrastructure.keys)).map((item) => {
        return { ...item, actorName: (item.actor && actorNames.get(item.actor)) ?? null, names };
      }),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}

/** Staff read the histories of the records their roles read (users and dropdowns: root); auditors read every one. */
function mayRead(recordType: HistoryRecordType, reader: UserInfo | null): void {
  const { level, capability } = HISTORY_RECORDS[recordType];
  if (!canAccess(level, reader, 'read', { capability, action: 'read' })) throw forbidden('error.roleCannot');
}
