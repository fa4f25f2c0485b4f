/** One write of a command that spans streams, and how to take it back. */
export interface Step {
  run: () => Promise<bigint>;
  undo?: () => Promise<unknown>;
}

/**
 * Runs a command's writes on several streams in order; when one is refused, the undo of every step
 * already done runs (newest first) and the refusal is rethrown, so a refused save leaves no claim,
 * link or membership behind. Answers the position of the last write.
 */
export async function runSteps(steps: readonly Step[]): Promise<bigint> {
  const done: (() => Promise<unknown>)[] = [];
  let last = 0n;
  try {
    for (const step of steps) {
      last = latest(last, await step.run());
      if (step.undo) done.unshift(step.undo);
    }
    return last;
  } catch (error) {
    for (const undo of done) await undo().catch(() => undefined);
    throw error;
  }
}

/** The latest of some log positions (what a reply hands back for read-your-writes). */
export const latest = (...positions: bigint[]) => positions.reduce((a, b) => (b > a ? b : a), 0n);
