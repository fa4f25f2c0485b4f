import type { RecordedEvent } from '@cargo/contracts';

/**
 * Events are never edited: when an event's shape changes, its schemaVersion goes up and an
 * upcaster here lifts older versions on read, so deciders and projections see one shape.
 */
export type Upcaster = (event: RecordedEvent) => RecordedEvent;

const upcasters: Record<string, Upcaster[]> = {};

export function registerUpcaster(eventType: string, fromVersion: number, lift: (data: unknown) => unknown): void {
  const chain = (upcasters[eventType] ??= []);
  chain[fromVersion] = (event) => ({
    ...event,
    data: lift(event.data) as RecordedEvent['data'],
    metadata: { ...event.metadata, schemaVersion: fromVersion + 1 },
  });
}

export function upcast(event: RecordedEvent): RecordedEvent {
  const chain = upcasters[event.type];
  if (!chain) return event;
  let current = event;
  for (let step = chain[current.metadata.schemaVersion]; step; step = chain[current.metadata.schemaVersion]) {
    current = step(current);
  }
  return current;
}
