import type { DomainEvent, RecordedEvent } from '@cargo/contracts';

/** Wraps plain events as recorded ones at consecutive positions, for projection tests. */
export function recorded(events: DomainEvent[], firstPosition = 1n): RecordedEvent[] {
  return events.map((event, index) => ({
    ...event,
    streamId: 'test',
    revision: BigInt(index),
    position: firstPosition + BigInt(index),
    metadata: {
      eventId: `e${index}`,
      actor: 'tester',
      correlationId: 'c',
      causationId: null,
      timestamp: `2026-11-0${(index % 9) + 1}T10:00:00.000Z`,
      schemaVersion: 1,
    },
  })) as RecordedEvent[];
}
