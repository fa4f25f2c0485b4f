import { isReachablePort } from '../platform/process/reachable-ports';

/** A random port in [from, from + span) that fetch and browsers will reach (see `isReachablePort`). */
export function reachablePort(from: number, span: number): number {
  for (;;) {
    const port = from + Math.floor(Math.random() * span);
    if (isReachablePort(port)) return port;
  }
}
