import * as capabilities from './capabilities';
import * as platform from './platform';
import { recordOf } from './audit/audit.views';
import {
  diffFields,
  isRecordHistory,
  itemsKey,
  type EventHistory,
  type FieldChange,
  type HistoryFields,
  type HistoryPart,
  type HistoryReference,
  type Label,
} from './platform/history';
import { commonFieldLabels, commonValueLabels } from './platform/history-labels';

/**
 * Every event type's history and every field's label, from what capabilities and the platform export (`*.history.ts`),
 * so the audit log, each record's History tab and its CSV speak of the same changes in both languages.
 */
export const eventHistories: Readonly<Record<string, EventHistory<never>>> = collect((history) => history.events, 'Event history');
export const fieldLabels: Readonly<Record<string, Label>> = {
  ...commonFieldLabels,
  ...collect((history) => history.fieldLabels, 'Field label', commonFieldLabels),
};

/** For each event type, the fields of its record whose values name an option or a customer (its history's `references`). */
const referencesByEvent: Readonly<Record<string, Readonly<Record<string, HistoryReference>>>> = Object.fromEntries(
  [...Object.values(capabilities), ...Object.values(platform)]
    .filter(isRecordHistory)
    .flatMap((history) => Object.keys(history.events).map((type) => [type, history.references])),
);

/** The fields whose values are references, for a change made by an event of `type` (none for a type no history describes). */
export const historyReferences = (type: string): Readonly<Record<string, HistoryReference>> => referencesByEvent[type] ?? {};

/** What the item of a changed list field is keyed by (`lines.quantity` of an order: a product), if its history says. */
export const historyItemReference = (type: string, field: string): HistoryReference | undefined => historyReferences(type)[itemsKey(field.split('.')[0]!)];

function collect<T>(
  part: (history: {
    events: Record<string, EventHistory<never>>;
    fieldLabels: Record<string, Label>;
    references: Record<string, HistoryReference>;
    valueLabels: Record<string, Label>;
  }) => Record<string, T>,
  what: string,
  known: Record<string, T> = {},
) {
  const catalog: Record<string, T> = {};
  for (const history of [...Object.values(capabilities), ...Object.values(platform)].filter(isRecordHistory)) {
    for (const [key, value] of Object.entries(part(history))) {
      const earlier = catalog[key] ?? known[key];
      // Two records may name a field alike; they must then call it alike.
      if (earlier !== undefined && JSON.stringify(earlier) !== JSON.stringify(value)) throw new Error(`${what} ${key} is defined twice, differently`);
      catalog[key] = value;
    }
  }
  return catalog;
}

/** The part of its record an event concerns, when that part has a history of its own. */
export function historyPart(type: string, data: unknown): string | null {
  const part = eventHistories[type]?.part as HistoryPart<unknown> | undefined;
  return part ? part.id(data) : null;
}

/** Whether an event moves a part's own fields (a stock row's), kept apart from its record's. */
export function movesPartFields(type: string): boolean {
  const part = eventHistories[type]?.part as HistoryPart<unknown> | undefined;
  return Boolean(part?.fields && part.list);
}

/** A part's own fields after an event, and its changes as items of its record (null: the event moves no part's fields). */
export function historyPartStep(type: string, data: unknown, before: HistoryFields): { after: HistoryFields; changes: FieldChange[] } | null {
  const part = eventHistories[type]?.part as HistoryPart<unknown> | undefined;
  if (!part?.fields || !part.list) return null;
  const after = part.fields(data, before);
  const item = recordOf(part.id(data)).recordId;
  return { after, changes: diffFields(before, after).map((change) => ({ ...change, field: `${part.list}.${change.field}`, item })) };
}

/** A record's fields after one of its events, and the fields it moved (none for a type no history describes). */
export function historyStep(type: string, data: unknown, before: HistoryFields): { after: HistoryFields; changes: FieldChange[] } {
  const history = eventHistories[type];
  if (!history) return { after: before, changes: [] };
  const after = (history.fields as (data: unknown, before: HistoryFields) => HistoryFields)(data, before);
  return { after, changes: diffFields(before, after) };
}

/** Names of the coded values histories show (currencies, kinds, statuses, roles, an email's delivery), so a reader never sees `UsDollar` or `noAddress`. */
export const historyValueLabels: Readonly<Record<string, Label>> = {
  ...commonValueLabels,
  ...collect((history) => history.valueLabels, 'Value label', commonValueLabels),
};
