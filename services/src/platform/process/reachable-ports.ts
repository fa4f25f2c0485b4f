/**
 * The ports fetch and browsers never connect to (the WHATWG Fetch standard's "bad ports", as Node's
 * undici and every browser apply them): a server listening on one is up, yet nothing reaches it.
 * Those above 1024.
 */
const FETCH_BAD_PORTS = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

export const isReachablePort = (port: number) => !FETCH_BAD_PORTS.has(port);
