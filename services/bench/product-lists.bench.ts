import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { productStream } from '@cargo/contracts';
import { openDatabase } from '../src/platform/process/database';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import { metadataFor } from '../src/platform/write-model/aggregate-repository';
import { verificationPath } from '../src/testing/outbox';
import { bearer, caughtUp, figures, post, signIn, startServer, type HttpFigures } from './http.bench';

const WORDS = ['Kirkland', 'Fish Oil', 'Vitamin', 'Coffee', 'Almonds', 'Shampoo', 'Nước mắm', 'Protein', 'Olive Oil', 'Cashews', 'Tea', 'Honey'];
const context = { actor: 'bench', correlationId: 'bench-lists', causationId: null };

/** `count` products written straight to the event log (as `ProductCreated`, one stream each); the server's projections build the read models. */
async function seedProducts(dataDir: string, count: number): Promise<void> {
  const db = openDatabase(dataDir, 'NORMAL');
  const events = new SqliteEventStore(db);
  for (let productId = 1; productId <= count; productId += 1) {
    const title = `${WORDS[productId % WORDS.length]} ${WORDS[(productId * 7) % WORDS.length]} ${productId}`;
    const details = {
      title,
      skuCode: `SKU-${productId}`,
      brandId: (productId % 6) + 1,
      lvl1Id: (productId % 7) + 1,
      lvl2Id: (productId % 5) + 1,
      currencyId: 'UsDollar',
      stockPrice: 100,
      unitPrice: 200,
      retailPrice: 1000 + (productId % 9000),
      discount: 0,
      airCurrencyId: 'UsDollar',
      airPrice: 0,
      containerCurrencyId: 'UsDollar',
      containerPrice: 0,
      serviceFee: 0,
      profit: 0,
      unitPerCase: 1,
      casePerPallet: 1,
      casePerTier: 1,
      palletQuantity: 0,
      palletHeight: 0,
      size: 0,
      expDate: null,
      description: 'x',
      pictureId: null,
      storeId: 1,
      updateQuantity: true,
      isActive: productId % 10 !== 0,
    };
    await events.append(
      productStream(productId),
      [{ type: 'ProductCreated', data: { productId, details, usQuantity: productId % 20, vnQuantity: 0 }, metadata: metadataFor(context) }],
      'no_stream',
    );
  }
  db.close();
}

export interface ListOverHttp extends HttpFigures {
  name: string;
}

/** A sales user's bearer header (prices shown, costs left out): signed up, verified from the email, given the role by root. */
async function salesBearer(port: number, dataDir: string): Promise<string> {
  const account = { email: 'sales@bench.local', password: 'Sales#bench2026' };
  await post(port, '/api/user/register', { first: 'Bán', last: 'Hàng', ...account });
  await fetch(`http://127.0.0.1:${port}/api${verificationPath(dataDir, account.email)}`);
  const { id } = (await post(port, '/api/user/login', account)) as { id: number };
  await post(port, `/api/user/roles/${id}`, { roles: ['sales'] });
  return `Bearer ${(await post(port, '/api/user/login', account)).token}`;
}

/**
 * The storefront (public, active products without cost fields) and the staff product list over
 * HTTP at `count` products: each query under load for `seconds`, signed in where staff.
 */
export async function productListsOverHttp(count: number, connections: number, seconds: number): Promise<ListOverHttp[]> {
  const port = 5100 + Math.floor(Math.random() * 800);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lists-'));
  await seedProducts(dataDir, count);
  const server = await startServer(port, dataDir);
  try {
    await signIn(port);
    await caughtUp(port);
    const sales = await salesBearer(port, dataDir);
    // Each staff list twice: as root (nothing left out) and as sales (the cost fields of every row left out by the field-access interceptor).
    const scenarios: [string, string, object, string | null][] = [
      ['storefront, first page', '/api/product/get/public', {}, null],
      ['storefront, one category', '/api/product/get/public', { lvl1Id: 3 }, null],
      ['storefront, title contains "fish"', '/api/product/get/public', { title: 'fish' }, null],
      ['product list, first page (staff)', '/api/product/get', {}, bearer()],
      ['product list, first page (sales: costs left out)', '/api/product/get', {}, sales],
      ['product list, 100 rows (staff)', '/api/product/get', { pageSize: 100 }, bearer()],
      ['product list, 100 rows (sales: costs left out)', '/api/product/get', { pageSize: 100 }, sales],
      ['product list, page 3,000 by title (staff)', '/api/product/get', { page: 3000, sortField: 'title', sortDirection: 'asc' }, bearer()],
      ['product list, brand + title (staff)', '/api/product/get', { brandId: 2, title: 'oil' }, bearer()],
    ];
    const results: ListOverHttp[] = [];
    for (const [name, path, body, caller] of scenarios) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(caller ? { authorization: caller } : {}) };
      const result = await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        requests: [{ method: 'POST', path, headers, body: JSON.stringify(body) }],
      });
      results.push({ name, ...figures(connections, seconds, result) });
    }
    return results;
  } finally {
    server.kill('SIGTERM');
  }
}
