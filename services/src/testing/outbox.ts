import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** Every mail file in DATA_DIR/outbox and its subjects' folders, oldest first (none yet: empty). */
export function outboxFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'outbox'), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.eml'))
      .map((path) => join(dataDir, 'outbox', path))
      .sort((a, b) => (basename(a) < basename(b) ? -1 : 1));
  } catch {
    return [];
  }
}

/** Every mail to `to` in DATA_DIR/outbox, oldest first, with quoted-printable soft breaks and escapes undone (none yet: empty). */
export function mailsTo(dataDir: string, to: string): string[] {
  return outboxFiles(dataDir)
    .filter((file) => basename(file).includes(to))
    .map(readMail);
}

/** A mail file's text, quoted-printable undone. */
export function readMail(file: string): string {
  return (
    readFileSync(file, 'utf8')
      .replace(/=\r?\n/g, '')
      // Escaped bytes as UTF-8 (a Vietnamese letter is two or three of them in a row).
      .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replaceAll('=', ''), 'hex').toString('utf8'))
  );
}

/** The newest mail to `to` in DATA_DIR/outbox. */
export function latestMail(dataDir: string, to: string): string {
  const mail = mailsTo(dataDir, to).pop();
  if (mail === undefined) throw new Error(`no mail to ${to} in ${join(dataDir, 'outbox')}`);
  return mail;
}

/** The path of the verification link in that mail (/verify/email/{token}). */
export function verificationPath(dataDir: string, to: string): string {
  const link = /\/verify\/email\/[\w.-]+/.exec(latestMail(dataDir, to));
  if (!link) throw new Error(`no verification link in the mail to ${to}`);
  return link[0];
}
