import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * The CPU time each thread of a process has used so far (user and system, from /proc), in
 * microseconds, summed by thread name; the process's own thread is "main" (the request thread).
 */
export function threadCpu(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    const close = stat.lastIndexOf(')');
    const name = Number(tid) === pid ? 'main' : stat.slice(stat.indexOf('(') + 1, close);
    // After the name: state, then ... utime and stime are stat's 14th and 15th fields.
    const fields = stat.slice(close + 2).split(' ');
    const micros = ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
    byName.set(name, (byName.get(name) ?? 0) + micros);
  }
  return byName;
}

/** CPU microseconds per unit of work, by thread name, between two readings (and their total). */
export function cpuPer(before: Map<string, number>, after: Map<string, number>, units: number): Record<string, number> {
  const per: Record<string, number> = {};
  let total = 0;
  for (const [name, micros] of after) {
    const used = micros - (before.get(name) ?? 0);
    if (used <= 0) continue;
    per[name] = Math.round(used / Math.max(units, 1));
    total += used;
  }
  per.total = Math.round(total / Math.max(units, 1));
  return per;
}
