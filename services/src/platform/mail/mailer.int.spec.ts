import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { OutboxMailer, SmtpMailer, type MailMessage } from './mailer';

const message: MailMessage = {
  to: 'lan@example.com',
  subject: 'Xác nhận tài khoản',
  text: 'Open http://localhost:3000/verify/email/7.secret\n',
  html: '<p>Open</p>',
};

describe('mailer adapters', () => {
  it('writes each message to the outbox as an .eml file', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'cargo-mail-')), 'outbox');
    await new OutboxMailer(folder).send(message);
    const [file] = readdirSync(folder);
    expect(file).toMatch(/lan@example\.com\.eml$/);
    const mail = readFileSync(join(folder, file), 'utf8');
    expect(mail).toMatch(/^To: lan@example.com$/m);
    expect(mail).toMatch(/^Subject: =\?UTF-8\?/m);
  });

  it("keeps a message about a subject in that subject's folder, which forgetting the subject deletes, and nothing else", async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'cargo-mail-')), 'outbox');
    const outbox = new OutboxMailer(folder);
    await outbox.send({ ...message, about: 'customer-12' });
    await outbox.send({ ...message, about: 'customer-13' });
    await outbox.send({ ...message, about: '../escape' });
    expect(readdirSync(folder).sort()).toEqual(['customer-12', 'customer-13', expect.stringMatching(/\.eml$/)].sort());
    await outbox.forget(['customer-12', '..', 'customer-99']);
    expect(readdirSync(folder).filter((name) => !name.endsWith('.eml'))).toEqual(['customer-13']);
    expect(readdirSync(join(folder, 'customer-13'))).toHaveLength(1);
  });

  it('sends through SMTP to the server SMTP_URL names', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      await new SmtpMailer(`smtp://127.0.0.1:${port}`).send(message);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^To: lan@example.com/m);
      expect(received[0]).toContain('verify/email/7.secret');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
