/**
 * How long one write keeps trying when writers in other processes keep moving its stream. Within a
 * process writers of a stream take turns, so only another process makes a write try again; past this
 * the caller is told the server is busy (503 with Retry-After), never that its request conflicted.
 */
export const WRITE_DEADLINE_MS = 10_000;

/** A write that could not get its turn on a stream before its deadline: nothing of it was appended there. */
export class WriteBusyError extends Error {
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} kept moving until the write's deadline`);
    this.name = 'WriteBusyError';
  }
}

/** A live run a resumer took for dead before its pivot: the resumer takes it back, and the caller is asked to try again. */
export class RunTakenOver extends WriteBusyError {
  constructor(run: string) {
    super(run);
    this.name = 'RunTakenOver';
  }
}

/** A short random wait that grows with each try, so writers in other processes stop meeting. */
export const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 2 ** attempt)));

/** Whether the deadline, taken when the write began, has passed. */
export const pastDeadline = (began: number, deadlineMs = WRITE_DEADLINE_MS) => Date.now() - began > deadlineMs;
