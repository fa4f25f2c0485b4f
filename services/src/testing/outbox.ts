import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every mail to `to` in DATA_DIR/outbox, oldest first, with quoted-printable soft breaks and escapes undone (none yet: empty). */
export function mailsTo(dataDir: string, to: string): string[] {
  const outbox = join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.includes(to)).sort();
  } catch {
    return [];
  }
  return names.map((name) =>
    readFileSync(join(outbox, name), 'utf8')
      .replace(/=\r?\n/g, '')
      // Escaped bytes as UTF-8 (a Vietnamese letter is two or three of them in a row).
      .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replaceAll('=', ''), 'hex').toString('utf8')),
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
