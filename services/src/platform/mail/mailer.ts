import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt to send one email, so a copy sent twice is one message to mail systems. */
  messageId?: string;
  /** The link that unsubscribes in one click: `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058), for mail clients' own button too. */
  unsubscribeUrl?: string;
  /** Whose personal data the message holds (`customer-12`, `user-5`): an erasure of that subject reaches the copy kept here. */
  about?: string;
}

/** A personal-data subject as `customerSubject` and `userSubject` name it: safe as a folder name. */
const SUBJECT = /^[a-z]+-\d{1,15}$/;

const FROM = 'MTL Cargo <no-reply@mtlcargo.local>';

/** The message as nodemailer takes it. */
function envelope({ unsubscribeUrl, about: _about, ...message }: MailMessage) {
  return {
    from: FROM,
    ...message,
    ...(unsubscribeUrl ? { list: { unsubscribe: unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
}

/** Sends mail. Embedded default: `.eml` files in DATA_DIR/outbox; with SMTP_URL: through that server. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
  /** Deletes what this app keeps of the mail about these subjects (an erasure). */
  abstract forget(subjects: readonly string[]): Promise<void>;
}

/**
 * Writes each message as an RFC 822 file, built by nodemailer's stream transport, and logs where it
 * went: a message about a subject in that subject's own folder (`outbox/customer-12/`), so its
 * erasure deletes one folder instead of reading every message.
 */
export class OutboxMailer extends Mailer {
  private readonly transport: Transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  private readonly logger = new Logger('Outbox');

  constructor(private readonly folder: string) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail(envelope(message))) as { message: Buffer };
    mkdirSync(this.folder, { recursive: true, mode: 0o700 });
    const folder = message.about && SUBJECT.test(message.about) ? join(this.folder, message.about) : this.folder;
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`);
    writeFileSync(file, info.message, { mode: 0o600 });
    this.logger.log(`Mail to ${message.to} written to ${file}: ${message.text.split('\n').find((line) => line.startsWith('http')) ?? message.subject}`);
  }

  async forget(subjects: readonly string[]): Promise<void> {
    for (const subject of subjects) if (SUBJECT.test(subject)) rmSync(join(this.folder, subject), { recursive: true, force: true });
  }
}

export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(url: string) {
    super();
    this.transport = createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(envelope(message));
  }

  /** Mail handed to a server is the recipients' now; this app keeps no copy of it. */
  async forget(): Promise<void> {}
}
