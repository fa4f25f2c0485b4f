import { createHash, createHmac, randomBytes } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const newSecret = () => randomBytes(32).toString('base64url');

/** `{prefix}.{secret}`: the prefix says where to look (a user id, a session id), the secret proves it. */
export function splitToken(token: string | undefined): { prefix: string; secret: string } | null {
  if (!token) return null;
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return null;
  return { prefix: token.slice(0, dot), secret: token.slice(dot + 1) };
}

/**
 * The refresh token that follows `secret`: derived, not random, so the same presented token always
 * yields the same successor (what lets two tabs refreshing at once both succeed). Keyed by a server
 * secret, so holding a token does not reveal its successor.
 */
export const successorOf = (secret: string, key: string) => createHmac('sha256', key).update(`refresh-rotation\u0000${secret}`).digest('base64url');

/** Session ids are UUIDs: anything else named by a token is refused before a stream is touched. */
export const isSessionId = (id: unknown): id is string => typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
