import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import { ERASED, mapPaths, personalFieldsOf } from '@cargo/contracts';
import type { KeyStore } from './key-store.port';

/** A sealed value: `pii1.<subject>.<iv>.<ciphertext and tag>` (base64url), so its reader knows whose key opens it. */
const PREFIX = 'pii1.';
const TOKEN = /^pii1\.([^.]+)\.([\w-]+)\.([\w-]+)$/;

const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

/**
 * AES-256-GCM with the nonce derived from the key and the value (a synthetic IV): the same value under
 * the same key seals alike, so the audit log can tell an unchanged field from a changed one without
 * opening either, and a nonce never repeats for two different values.
 */
function sealValue(subject: string, key: Buffer, value: unknown): string {
  const plain = Buffer.from(JSON.stringify(value));
  const iv = createHmac('sha256', key).update(plain).digest().subarray(0, 12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${subject}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

function openValue(token: string, keys: Map<string, Buffer>): unknown {
  const [, subject, iv, sealed] = TOKEN.exec(token) ?? [];
  const key = subject ? keys.get(subject) : undefined;
  if (!key || !iv || !sealed) return ERASED;
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(bytes.subarray(-16));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()]).toString());
  } catch {
    // An altered token does not open; the hash chain reports where the log was altered.
    return ERASED;
  }
}

/** Empty fields say nothing about anyone: they stay as they are, and read the same after an erasure. */
const worthSealing = (value: unknown) => value !== null && value !== undefined && value !== '';

/** An event's data with its personal fields sealed under its subject's key (unchanged for other event types). */
export async function sealData(type: string, data: unknown, keys: KeyStore): Promise<unknown> {
  let sealed = data;
  for (const part of personalFieldsOf(type) ?? []) {
    const subject = part.subject(data);
    const key = await keys.keyFor(subject);
    // Whatever a caller typed is sealed, even text that looks sealed: only the server's own seal is ever opened.
    sealed = mapPaths(sealed, part.fields, (value) => (worthSealing(value) ? sealValue(subject, key, value) : value));
  }
  return sealed;
}

/** The subjects whose keys open the sealed values in `value` (none: nothing in it is sealed). */
function collectSubjects(value: unknown, into: Set<string>): void {
  if (isSealed(value)) {
    const subject = TOKEN.exec(value)?.[1];
    if (subject) into.add(subject);
  } else if (Array.isArray(value)) value.forEach((item) => collectSubjects(item, into));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => collectSubjects(item, into));
}

function openWith<T>(value: T, keys: Map<string, Buffer>): T {
  if (isSealed(value)) return openValue(value, keys) as T;
  if (Array.isArray(value)) return value.map((item) => openWith(item, keys)) as T;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, openWith(item, keys)])) as T;
  return value;
}

/** Opens every sealed value anywhere in `values` with one read of the keys; an erased subject's read as `ERASED`. */
export async function openAll<T>(values: readonly T[], keys: KeyStore): Promise<T[]> {
  const subjects = new Set<string>();
  values.forEach((value) => collectSubjects(value, subjects));
  if (!subjects.size) return [...values];
  const found = await keys.keysOf([...subjects]);
  // Values with nothing sealed come back as they were (the same object).
  return values.map((value) => {
    const own = new Set<string>();
    collectSubjects(value, own);
    return own.size ? openWith(value, found) : value;
  });
}
