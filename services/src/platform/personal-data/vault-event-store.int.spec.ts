import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERASED, type EventMetadata } from '@cargo/contracts';
import { openDatabase } from '../process/database';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { SqliteKeyStore } from './sqlite-key-store';
import { VaultEventStore } from './vault-event-store';
import { openAll } from './seal';

const meta = (): EventMetadata => ({
  eventId: randomUUID(),
  actor: '1',
  correlationId: 'c',
  causationId: null,
  timestamp: '2026-11-21T10:00:00.000Z',
  schemaVersion: 1,
});
const lan = {
  customerId: 7,
  userId: null,
  name: 'Lan Tran',
  address1: '12 Le Loi',
  address2: '',
  email: 'lan@example.com',
  phone: '0901234567',
  parentCustomerId: null,
};

function open() {
  const dir = mkdtempSync(join(tmpdir(), 'cargo-vault-'));
  const db = openDatabase(dir, 'OFF');
  const stored = new SqliteEventStore(db);
  const keys = new SqliteKeyStore(dir);
  return { db, stored, keys, vault: new VaultEventStore(stored, keys) };
}

describe('the log with personal data sealed', () => {
  it('stores a customer sealed, reads them opened, and keeps the stored form beside', async () => {
    const { stored, vault, keys } = open();
    await vault.append('customer-7', [{ type: 'CustomerOpened', data: lan, metadata: meta() }], 'no_stream');
    const [raw] = await stored.readStream('customer-7');
    expect(JSON.stringify(raw!.data)).not.toMatch(/Lan Tran|Le Loi|lan@example|0901234567/);
    expect(raw!.data).toMatchObject({ customerId: 7, address2: '', parentCustomerId: null, name: expect.stringMatching(/^pii1\.customer-7\./) });
    const [event] = await vault.readStream('customer-7');
    expect(event!.data).toEqual(lan);
    expect(event!.sealed).toEqual(raw!.data);
    await keys.close();
  });

  it('seals text a caller typed to look sealed like any other, and reads it back as typed', async () => {
    const { stored, vault, keys } = open();
    await vault.append('customer-7', [{ type: 'CustomerOpened', data: lan, metadata: meta() }], 'no_stream');
    const token = ((await stored.readStream('customer-7'))[0]!.data as { name: string }).name;
    await vault.append('customer-8', [{ type: 'CustomerOpened', data: { ...lan, customerId: 8, address1: token }, metadata: meta() }], 'no_stream');
    expect(((await stored.readStream('customer-8'))[0]!.data as { address1: string }).address1).toMatch(/^pii1\.customer-8\./);
    expect((await vault.readStream('customer-8'))[0]!.data).toMatchObject({ address1: token });
    await keys.close();
  });

  it('seals the same value alike under one key, and differently under another', async () => {
    const { stored, vault, keys } = open();
    await vault.append('customer-7', [{ type: 'CustomerOpened', data: lan, metadata: meta() }], 'no_stream');
    await vault.append('customer-7', [{ type: 'CustomerUpdated', data: { customerId: 7, details: { ...lan, address1: '14 Le Loi' } }, metadata: meta() }], 0n);
    await vault.append('customer-8', [{ type: 'CustomerOpened', data: { ...lan, customerId: 8 }, metadata: meta() }], 'no_stream');
    const [opened, updated] = (await stored.readStream('customer-7')).map(
      (event) => event.data as Record<string, unknown> & { details?: Record<string, unknown> },
    );
    const [other] = (await stored.readStream('customer-8')).map((event) => event.data as Record<string, unknown>);
    expect(updated!.details!.name).toBe(opened!.name);
    expect(updated!.details!.address1).not.toBe(opened!.address1);
    expect(other!.name).not.toBe(opened!.name);
    await keys.close();
  });

  it("reads an erased subject's fields as erased everywhere (stream, log, subscription), and leaves everyone else and the chain whole", async () => {
    const { stored, vault, keys } = open();
    await vault.append('customer-7', [{ type: 'CustomerOpened', data: lan, metadata: meta() }], 'no_stream');
    await vault.append('customer-8', [{ type: 'CustomerOpened', data: { ...lan, customerId: 8 }, metadata: meta() }], 'no_stream');
    const before = await stored.readAll(0n, 10);
    await keys.destroy(['customer-7']);
    const unreadable = { ...lan, name: ERASED, address1: ERASED, email: ERASED, phone: ERASED };
    expect((await vault.readStream('customer-7'))[0]!.data).toEqual(unreadable);
    expect((await vault.readAll(0n, 10)).map((event) => event.data)).toEqual([unreadable, { ...lan, customerId: 8 }]);
    const delivered = await new Promise<unknown[]>((resolve, reject) => {
      const subscription = vault.subscribe(
        0n,
        async (events) => {
          void subscription.stop();
          resolve(events.map((event) => event.data));
        },
        reject,
      );
    });
    expect(delivered[0]).toEqual(unreadable);
    // Not one stored byte moved: the chain over the stored form still holds.
    expect(await stored.readAll(0n, 10)).toEqual(before);
    expect(await vault.verifyChain!()).toEqual({ checked: 2, firstBroken: null });
    await expect(vault.append('customer-7', [{ type: 'CustomerUpdated', data: { customerId: 7, details: lan }, metadata: meta() }], 0n)).rejects.toMatchObject({
      code: 'customers.erased',
    });
    await keys.close();
  });

  it('opens sealed values anywhere in a read model document, and reads an altered one as erased', async () => {
    const { stored, vault, keys } = open();
    await vault.append('customer-7', [{ type: 'CustomerOpened', data: lan, metadata: meta() }], 'no_stream');
    const name = ((await stored.readStream('customer-7'))[0]!.data as { name: string }).name;
    const altered = `${name.slice(0, -2)}${name.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(
      await openAll(
        [
          {
            changes: [
              { field: 'name', after: name },
              { field: 'other', after: altered },
            ],
          },
          { plain: 'Lan' },
        ],
        keys,
      ),
    ).toEqual([
      {
        changes: [
          { field: 'name', after: 'Lan Tran' },
          { field: 'other', after: ERASED },
        ],
      },
      { plain: 'Lan' },
    ]);
    await keys.close();
  });
});
