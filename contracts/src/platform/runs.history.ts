import { merged, recordHistory } from './history';
import type { WorkflowStepSkippedEvent } from './runs';

/** A write across records (a run): what it left out after it took effect, and why. */
export const runHistory = recordHistory<WorkflowStepSkippedEvent>(
  {
    WorkflowStepSkipped: {
      label: { en: 'Step left out after the change took effect', vi: 'Bước bị bỏ qua sau khi thay đổi có hiệu lực' },
      fields: ({ step, code }, before) => merged(before, { skippedStep: step, skippedBecause: code }),
    },
  },
  { skippedStep: { en: 'Step left out', vi: 'Bước bị bỏ qua' }, skippedBecause: { en: 'Because', vi: 'Lý do' } },
);
