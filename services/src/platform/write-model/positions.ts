/** The latest of some log positions (what a reply hands back for read-your-writes). */
export const latest = (...positions: bigint[]) => positions.reduce((a, b) => (b > a ? b : a), 0n);
