import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const newSecret = () => randomBytes(32).toString('base64url');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `{prefix}.{secret}`: the prefix says where to look (a user id, a session id), the secret proves it. */
export function splitToken(token: string | undefined): { prefix: string; secret: string } | null {
  if (!token) return null;
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return null;
  return { prefix: token.slice(0, dot), secret: token.slice(dot + 1) };
}
