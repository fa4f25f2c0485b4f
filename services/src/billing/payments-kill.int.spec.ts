import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InvoiceListRow, Page, PaymentListRow } from '@cargo/contracts';
import { CLI, json, ServerProcess } from '../testing/server-process';

describe('payments across streams survive kill -9', () => {
  jest.setTimeout(90_000);
  // A run left midway is resumed once it is a second old (the default waits a minute for a slow request).
  const server = new ServerProcess(mkdtempSync(join(tmpdir(), 'cargo-pay-kill-')), 4000 + Math.floor(Math.random() * 90), { WORKFLOW_RESUME_AFTER_MS: '1000' });
  afterAll(() => server.kill());

  it('applies every acknowledged multi-invoice payment exactly once after a restart, and the ledger check passes', async () => {
    await server.start();
    await server.signIn();
    const customerId = (await json<{ id: number }>(server.post('/api/customer/add', { name: 'Tran Van Binh', address1: '12 Le Loi', phone: '0912345678' }))).id;
    const invoiceIds: number[] = [];
    for (let n = 0; n < 40; n += 1) {
      const reply = await server.post('/api/invoice/add', {
        typeId: 'General',
        customerId,
        invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 2500 + n }],
      });
      invoiceIds.push((await json<{ id: number }>(reply)).id);
    }

    const acknowledged: number[] = [];
    let killed = false;
    const lane = async (offset: number) => {
      for (let n = offset; !killed; n += 6) {
        const three = [0, 1, 2].map((step) => invoiceIds[(n * 3 + step) % invoiceIds.length]);
        try {
          const reply = await server.post('/api/payment/submit', {
            customerId,
            amount: 1700,
            creditToUse: n % 4 === 0 ? 100 : 0,
            paymentDate: '2026-11-21',
            typeId: 1,
            invoiceIds: three,
          });
          if (reply.status === 201) acknowledged.push((await json<{ id: number }>(reply)).id);
        } catch {
          return;
        }
      }
    };
    const lanes = Array.from({ length: 6 }, (_, offset) => lane(offset));
    await new Promise((done) => setTimeout(done, 1500));
    await server.kill();
    killed = true;
    await Promise.all(lanes);
    expect(acknowledged.length).toBeGreaterThan(10);

    await server.start();
    // The resumer finds on the log what the killed process left midway and finishes it (it looks every few seconds).
    let payments: PaymentListRow[] = [];
    for (let attempt = 0; attempt < 60; attempt += 1) {
      payments = (await json<Page<PaymentListRow>>(server.post('/api/payment/get', { customerId, pageSize: 500 }))).items;
      // Done when the projections have caught up with every acknowledged payment, and each is settled.
      const listed = new Set(payments.map((payment) => payment.id));
      if (acknowledged.every((id) => listed.has(id)) && payments.every((payment) => payment.status === 'settled')) break;
      await new Promise((done) => setTimeout(done, 500));
    }
    expect(payments.filter((payment) => payment.status !== 'settled')).toEqual([]);
    const recorded = new Set(payments.map((payment) => payment.id));
    expect(acknowledged.filter((id) => !recorded.has(id))).toEqual([]);

    // Each payment appears at most once on each invoice, and no invoice took more than its total.
    const invoices = (await json<Page<InvoiceListRow>>(server.post('/api/invoice/get', { customerId, pageSize: 500 }))).items;
    for (const invoice of invoices) {
      const ids = invoice.payments.map((part) => part.paymentId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(invoice.amountPaid + invoice.creditPaid).toBeLessThanOrEqual(invoice.totalAmount);
    }
    // What each settled payment says it did is what the invoices hold.
    const byInvoice = new Map(invoices.map((invoice) => [invoice.id, invoice]));
    for (const payment of payments) {
      for (const part of payment.parts)
        expect(byInvoice.get(part.invoiceId)!.payments.find((applied) => applied.paymentId === payment.id)).toMatchObject({
          cash: part.cash,
          credit: part.credit,
        });
    }

    await server.kill();
    const verify = spawnSync(process.execPath, [CLI, '--verify'], { env: { ...process.env, DATA_DIR: server.dataDir }, encoding: 'utf8' });
    expect(verify.stdout).toMatch(/verify ledger: \d+ customer account\(s\) by currency, 40 invoice\(s\), 0 difference\(s\)/);
    expect(verify.stdout).not.toMatch(/[1-9]\d* difference\(s\)/);
    expect(verify.status).toBe(0);
  });
});
