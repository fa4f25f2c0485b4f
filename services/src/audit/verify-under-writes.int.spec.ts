import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { ReplayJob } from '@cargo/contracts';
import { allProjections } from '@cargo/projections';
import { NotificationSender } from '../notifications/notification-sender';
import { DATABASE_FILE } from '../platform/process/database';
import { givenCustomer, givenInvoice, useTestApp } from '../testing/test-app';
import { verifiedReplay } from './verified-replay';

const ROUNDS = 10;

/**
 * A verified replay compares like with like while the app goes on writing: vendors added and
 * deleted, contact messages, their emails sent. Each pass reports nothing on an honest store, and
 * still finds a document edited in the store itself.
 */
describe('a verified replay while writes go on', () => {
  const app = useTestApp({ staffEmails: ['staff@test.local'], notifyEveryMs: 3_600_000 });
  jest.setTimeout(180_000);

  it(`reports no difference in ${ROUNDS} passes under a writer, and finds a live document edited in the store`, async () => {
    let writing = true;
    let written = 0;
    const writer = (async () => {
      for (let n = 0; writing; n += 1) {
        const vendor = (
          await app.http
            .post('/api/vendor/add')
            .send({ name: `Vendor under verify ${n}` })
            .expect(201)
        ).body as { id: number };
        if (n % 3 === 0) await app.http.get(`/api/vendor/delete/by/id/${vendor.id}`).expect(200);
        if (n % 5 === 0)
          await app.anonymous
            .post('/api/contactus/add')
            .send({ name: 'Nguyễn An', email: 'an@example.com', phone: '0901234567', message: `Giá gửi hàng ${n}?` })
            .expect(201);
        if (n % 7 === 0) await app.app.get(NotificationSender).sendDue();
        written += 1;
      }
    })();
    const reports = [];
    try {
      while (written < 20) await new Promise((resolve) => setTimeout(resolve, 10));
      for (let round = 0; round < ROUNDS; round += 1) {
        const before = written;
        const report = await verifiedReplay(app.infrastructure.eventStore, app.infrastructure.readStore, allProjections);
        reports.push({
          round,
          differences: report.differences,
          listed: report.projections.flatMap((check) => check.differences),
          writesMeanwhile: written - before,
        });
      }
    } finally {
      writing = false;
      await writer;
    }
    expect(reports.map(({ round, differences, listed }) => ({ round, differences, listed }))).toEqual(
      reports.map(({ round }) => ({ round, differences: 0, listed: [] })),
    );
    // The passes ran beside the writer, not between its writes.
    expect(reports.filter((report) => report.writesMeanwhile > 0).length).toBeGreaterThan(ROUNDS / 2);

    // Quiet now: a vendor's name changed in the store, with no event, is found.
    const db = new Database(join(app.config.dataDir, DATABASE_FILE));
    const edited = db
      .prepare("UPDATE docs_vendors SET body = json_set(body, '$.name', 'Edited in the store') WHERE id = (SELECT min(id) FROM docs_vendors)")
      .run();
    db.close();
    expect(edited.changes).toBe(1);
    const found = await verifiedReplay(app.infrastructure.eventStore, app.infrastructure.readStore, allProjections);
    expect(
      found.projections.flatMap((check) => check.differences.map((difference) => [difference.collection, (difference.live as { name?: string } | null)?.name])),
    ).toEqual([['vendors', 'Edited in the store']]);
  });

  it(`reports no difference, ledger included, in ${ROUNDS} passes and ${ROUNDS} of the audit screen's while payments are submitted at 16 connections, and finds a payment edited in the store`, async () => {
    const customerId = await givenCustomer(app);
    let writing = true;
    let paid = 0;
    // Each payment pays a fresh invoice and leaves credit: the payment, its invoice and the customer's credit move together.
    const payer = async () => {
      while (writing) {
        const invoiceId = await givenInvoice(app, customerId, 100);
        await app.http
          .post('/api/payment/submit')
          .send({ customerId, currencyId: 'UsDollar', amount: 150, paymentDate: '2026-11-21', typeId: 1, invoiceIds: [invoiceId] })
          .expect(201);
        paid += 1;
      }
    };
    const payers = Array.from({ length: 16 }, payer);
    const reports = [];
    try {
      while (paid < 20) await new Promise((resolve) => setTimeout(resolve, 10));
      for (let round = 0; round < ROUNDS; round += 1) {
        const before = paid;
        const report = await verifiedReplay(app.infrastructure.eventStore, app.infrastructure.readStore, allProjections);
        reports.push({ round, differences: report.differences, ledger: report.ledger.differences, paidMeanwhile: paid - before });
      }
      // The audit screen's replay (its audit-log pass on a second thread), the same number of times.
      for (let round = ROUNDS; round < 2 * ROUNDS; round += 1) {
        const before = paid;
        await app.http.post('/api/audit/verify/replay').expect(202);
        let job = (await app.http.get('/api/audit/verify/replay').expect(200)).body as ReplayJob;
        while (job.state === 'running') {
          await new Promise((resolve) => setTimeout(resolve, 50));
          job = (await app.http.get('/api/audit/verify/replay').expect(200)).body as ReplayJob;
        }
        expect(job.state).toBe('finished');
        reports.push({ round, differences: job.report!.differences, ledger: job.report!.ledger.differences, paidMeanwhile: paid - before });
      }
    } finally {
      writing = false;
      await Promise.all(payers);
    }
    expect(reports.map(({ round, differences, ledger }) => ({ round, differences, ledger }))).toEqual(
      reports.map(({ round }) => ({ round, differences: 0, ledger: [] })),
    );
    expect(reports.filter((report) => report.paidMeanwhile > 0).length).toBeGreaterThan(ROUNDS);

    // Quiet now: a payment's amount changed in the store, with no event, is found.
    const db = new Database(join(app.config.dataDir, DATABASE_FILE));
    const edited = db.prepare("UPDATE docs_payments SET body = json_set(body, '$.amount', 99999) WHERE id = (SELECT min(id) FROM docs_payments)").run();
    db.close();
    expect(edited.changes).toBe(1);
    const found = await verifiedReplay(app.infrastructure.eventStore, app.infrastructure.readStore, allProjections);
    expect(found.projections.flatMap((check) => check.differences.map((difference) => difference.collection))).toEqual(['payments']);
  });
});
