/** A query timed in this process beside its hand-written SQL reference (milliseconds). */
export interface QueryFigures {
  name: string;
  p50Ms: number;
  p99Ms: number;
  referenceP50Ms: number;
  referenceP99Ms: number;
}

/** Timed runs per query. */
export const SAMPLES = 300;

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** Three warm-up runs, then 300 timed ones, sorted. */
export async function timed(run: () => unknown): Promise<number[]> {
  for (let warm = 0; warm < 3; warm += 1) await run();
  const took: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const started = process.hrtime.bigint();
    await run();
    took.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return took.sort((a, b) => a - b);
}
