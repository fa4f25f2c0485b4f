/**
 * Whether two hashes (hex text of one length) are equal, in time that does not depend on where they
 * differ, so a token cannot be guessed a character at a time. Plain code, so the deciders that use it
 * stay pure.
 */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
