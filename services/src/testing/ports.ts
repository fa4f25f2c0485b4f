/**
 * The ports fetch never connects to (the WHATWG Fetch standard's "bad ports", as Node's undici and
 * browsers apply them): a server listening on one is up, yet every fetch of it fails at once with
 * "bad port". Those above 1024, where test servers listen.
 */
const FETCH_BAD_PORTS = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/** A random port in [from, from + span) that fetch and browsers will reach. */
export function reachablePort(from: number, span: number): number {
  for (;;) {
    const port = from + Math.floor(Math.random() * span);
    if (!FETCH_BAD_PORTS.has(port)) return port;
  }
}
