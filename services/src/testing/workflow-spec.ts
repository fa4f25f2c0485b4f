import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError, type DomainEvent, type MessageKey } from '@cargo/contracts';
import { SqliteEventStore } from '../platform/event-store/sqlite-event-store';
import { openDatabase } from '../platform/process/database';
import { AggregateRepository, metadataFor } from '../platform/write-model/aggregate-repository';
import type { CommandContext } from '../platform/write-model/command-context';
import { stepMark, workflowStream, type Workflow, type WorkflowOutcome, type WorkflowStarted, type WorkflowStep } from '../platform/write-model/workflow';
import { Workflows } from '../platform/write-model/workflows';

type Streams = Record<string, DomainEvent[]>;

/** Where a run is cut, as by kill -9: after this many steps before the pivot, or after the pivot and this many steps after it. */
export type Stop = { before: number } | { after: number };

const context: CommandContext = { actor: 'tester', correlationId: 'spec', causationId: null };

/**
 * given(events on streams).when(input) or .whenStopped(input, where).resumed(), then(what each
 * stream gained) / thenRefused(code): a workflow's specification, run on a real embedded log.
 * The workflow's own stream is left out of `then`; the run's outcome is checked with `outcome`.
 */
export function workflowSpec<Input, Payload>(make: (aggregates: AggregateRepository, workflows: Workflows) => Workflow<Input, Payload>) {
  return {
    given(streams: Streams = {}) {
      const store = new SqliteEventStore(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-workflow-'))));
      const aggregates = new AggregateRepository(store);
      const workflows = new Workflows(store, 0);
      const workflow = make(aggregates, workflows);
      workflows.register(workflow);
      const write = async (written: Streams) => {
        for (const [stream, events] of Object.entries(written)) {
          await store.append(
            stream,
            events.map((event) => ({ type: event.type, data: event.data, metadata: metadataFor(context) })),
            'any',
          );
        }
      };
      const ready = write(streams).then(() => store.headPosition());

      /** What each stream but the workflow's gained since `given`, and how the run ended. */
      const gained = async () => {
        const streamsGained: Streams = {};
        let outcome: WorkflowOutcome | null = null;
        for (const event of await store.readAll(await ready, 100_000)) {
          const type: string = event.type;
          if (type === 'WorkflowEnded') outcome = (event.data as { outcome: WorkflowOutcome }).outcome;
          if (event.streamId.startsWith('workflow-')) continue;
          (streamsGained[event.streamId] ??= []).push({ type: event.type, data: event.data });
        }
        return { streamsGained, outcome };
      };

      const expectations = (act: () => Promise<unknown>) => ({
        async then(expected: Streams, outcome: WorkflowOutcome = 'done') {
          await act();
          expect(await gained()).toEqual({ streamsGained: expected, outcome });
        },
        async thenRefused(code: MessageKey, expected: Streams = {}) {
          const error = await act().then(
            () => null,
            (thrown: unknown) => thrown,
          );
          expect(error).toBeInstanceOf(DomainError);
          expect((error as DomainError).code).toBe(code);
          const { streamsGained } = await gained();
          expect(streamsGained).toEqual(expected);
        },
      });

      return {
        when(input: Input, payload: Payload) {
          return expectations(async () => {
            await ready;
            return workflows.run(workflow, input, payload, context);
          });
        },
        /** A run cut at `stop` (nothing after it written, its end not recorded), then found and finished by the resumer's call. */
        whenStopped(input: Input, payload: Payload, stop: Stop) {
          return {
            /** `meanwhile`: what other commands wrote between the cut and the resume. */
            resumed: (meanwhile: Streams = {}) =>
              expectations(async () => {
                await ready;
                const stream = workflowStream(workflow.name, 'stopped');
                const started: WorkflowStarted = { workflow: workflow.name, input };
                await store.append(stream, [{ type: 'WorkflowStarted', data: started, metadata: metadataFor(context) }], 'no_stream');
                const plan = workflow.plan(input, payload);
                const marked = (step: WorkflowStep) => ({ ...context, causationId: stepMark(stream, step.name) });
                const before = 'after' in stop ? plan.before.length : stop.before;
                for (const step of plan.before.slice(0, before)) await step.run(marked(step));
                if ('after' in stop) {
                  await plan.pivot.run(marked(plan.pivot));
                  const pivot = (await store.readStream(plan.pivot.stream)).filter((event) => event.metadata.causationId === stepMark(stream, plan.pivot.name));
                  const after = typeof plan.after === 'function' ? await plan.after(pivot) : plan.after;
                  for (const step of after.slice(0, stop.after)) await step.run(marked(step));
                }
                await write(meanwhile);
                return workflows.resume(stream);
              }),
          };
        },
      };
    },
  };
}
