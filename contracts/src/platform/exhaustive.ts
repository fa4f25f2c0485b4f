/**
 * The default of a switch over a union (events, commands): it compiles only while every member has
 * its case, as `value` is then `never`. Reached at run time (a value from a newer writer), it fails
 * loudly with what arrived, never folding it in silently.
 */
export function unhandled(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
