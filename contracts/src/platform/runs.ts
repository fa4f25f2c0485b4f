import { z } from 'zod';
import type { DomainEvent, SkippedStep } from './envelope';
import { text, TEXT_MAX } from './schema-helpers';

/** Root's retry of a workflow run the resumer parked, named by its stream (as health lists it). */
export const retryParkedRunSchema = z.object({
  stream: text(TEXT_MAX.line).regex(/^workflow-[\w-]+$/, 'validation.invalidValue'),
});

/** The run's record of a step it skipped: the one event of a run's stream the audit log keeps (its history shows what a change left out). */
export type WorkflowStepSkippedEvent = DomainEvent<'WorkflowStepSkipped', SkippedStep>;
