import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { caughtUp, commandLoad, post, productBody, signIn, startServer, THIS_BUILD, useBuild } from './http.bench';

const CONNECTIONS = 16;

/** One load's figures: how many were accepted, refused for contention (409 error.concurrency), timed out (503) or failed otherwise. */
export interface ContentionFigures {
  name: string;
  requests: number;
  perSecond: number;
  p99Ms: number;
  accepted: number;
  refusedForContention: number;
  unavailable: number;
  otherErrors: number;
}

const required = (reply: { id: number }): number => {
  if (typeof reply.id !== 'number') throw new Error(`setup refused: ${JSON.stringify(reply)}`);
  return reply.id;
};

/** Counts the replies by what they say: autocannon keeps status codes only, so a 409's body is read by a hook. */
async function load(name: string, port: number, seconds: number, path: string, body: () => object): Promise<ContentionFigures> {
  let contention = 0;
  let unavailable = 0;
  let other = 0;
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = commandLoad(port, CONNECTIONS, seconds, path, body);
    const tracker = instance as unknown as { on(event: 'response', listener: (client: unknown, status: number, size: number) => void): void };
    tracker.on('response', (_client, status) => {
      if (status === 409) contention += 1;
      else if (status === 503) unavailable += 1;
      else if (status >= 300) other += 1;
    });
    instance.then(done, fail);
  });
  return {
    name,
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    accepted: result['2xx'],
    refusedForContention: contention,
    unavailable,
    otherErrors: other,
  };
}

/**
 * Writes that do not contradict each other, on one hot stream and spread over many, in the same
 * server at 16 connections: orders for one product and for 50, shipments into one group and into 50,
 * payments by one customer and by 49. None may be refused for contention (issue #56). With an
 * earlier build's `services/dist`, both are run alternately, twice each.
 */
export async function contentionFigures(seconds = 10, earlier?: string): Promise<(ContentionFigures & { build: string })[]> {
  const builds: [string, string][] = earlier
    ? [
        ['before', earlier],
        ['after', THIS_BUILD],
        ['before', earlier],
        ['after', THIS_BUILD],
      ]
    : [['this build', THIS_BUILD]];
  const all: (ContentionFigures & { build: string })[] = [];
  for (const [build, dist] of builds) {
    useBuild(dist);
    for (const figure of await contentionOnce(seconds)) {
      all.push({ build, ...figure });
      console.log(
        `${build}: ${figure.name}: ${figure.perSecond}/s, p99 ${figure.p99Ms} ms; ${figure.accepted} accepted, ${figure.refusedForContention} refused for contention (409), ${figure.unavailable} 503, ${figure.otherErrors} other`,
      );
    }
  }
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/results-contention.json', JSON.stringify(all, null, 2));
  return all;
}

async function contentionOnce(seconds: number): Promise<ContentionFigures[]> {
  const port = 5100 + Math.floor(Math.random() * 800);
  const server = await startServer(port, undefined, { PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000000' });
  const figures: ContentionFigures[] = [];
  try {
    await signIn(port);
    const customers: number[] = [];
    const nameOf = (n: number) => (n < 26 ? '' : String.fromCharCode(65 + Math.floor(n / 26) - 1)) + String.fromCharCode(65 + (n % 26));
    for (let n = 0; n < 50; n += 1)
      customers.push(required(await post(port, '/api/customer/add', { name: `Bench customer ${nameOf(n)}`, address1: 'Bench street', phone: '0900000000' })));
    const products: number[] = [];
    for (let n = 0; n < 50; n += 1) products.push(required(await post(port, '/api/product/add', productBody(n, 1_000_000))));
    const groups: number[] = [];
    for (let n = 0; n < 50; n += 1) groups.push(required(await post(port, '/api/shipment/add/group', { typeId: 'Air', shipmentDate: '2026-11-20' })));

    let turn = 0;
    const order = (productId: () => number) => () => ({
      customerId: customers[turn++ % customers.length],
      typeId: 'Regular',
      orderDetails: [{ productId: productId(), warehouseId: 'US', quantity: 1, unitPrice: 100 }],
    });
    figures.push(
      await load(
        'orders, one product',
        port,
        seconds,
        '/api/order/add',
        order(() => products[0]),
      ),
    );
    figures.push(
      await load(
        'orders, 50 products',
        port,
        seconds,
        '/api/order/add',
        order(() => products[turn % products.length]),
      ),
    );

    let shipment = 0;
    const party = { customerId: customers[0], address1: 'Bench street', phone: '0900000000' };
    const shipmentInto = (groupId: () => number) => () => ({
      groupId: groupId(),
      sender: party,
      receiver: party,
      totalBox: 1,
      totalPallet: 0,
      totalWeight: 100,
      totalValue: 10_000,
      shipmentDate: '2026-11-21',
      mtlTracking: `MTL-C-${++shipment}`,
    });
    figures.push(
      await load(
        'shipments, one group',
        port,
        seconds,
        '/api/shipment/add',
        shipmentInto(() => groups[0]),
      ),
    );
    figures.push(
      await load(
        'shipments, 50 groups',
        port,
        seconds,
        '/api/shipment/add',
        shipmentInto(() => groups[shipment % groups.length]),
      ),
    );

    // Payments of $1.50 on one $1.00 invoice each, so each payment also leaves credit on its customer's credit stream.
    const invoices = new Map<number, number[]>();
    const invoicesFor = async (customerId: number, count: number) => {
      const ids: number[] = [];
      for (let from = 0; from < count; from += 25) {
        const batch = await Promise.all(
          Array.from({ length: 25 }, () =>
            post(port, '/api/invoice/add', { typeId: 'General', customerId, invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 100 }] }),
          ),
        );
        ids.push(...batch.map(required));
      }
      invoices.set(customerId, ids);
    };
    await invoicesFor(customers[0], 4000);
    for (const customerId of customers.slice(1)) await invoicesFor(customerId, 100);
    await caughtUp(port);
    const next = new Map<number, number>();
    const payment = (customerOf: () => number) => () => {
      const customerId = customerOf();
      const ids = invoices.get(customerId)!;
      const at = next.get(customerId) ?? 0;
      next.set(customerId, at + 1);
      return { customerId, amount: 150, creditToUse: 0, paymentDate: '2026-11-21', typeId: 1, invoiceIds: [ids[at % ids.length]] };
    };
    figures.push(
      await load(
        'payments, one customer',
        port,
        seconds,
        '/api/payment/submit',
        payment(() => customers[0]),
      ),
    );
    let spread = 0;
    figures.push(
      await load(
        'payments, 49 customers',
        port,
        seconds,
        '/api/payment/submit',
        payment(() => customers[1 + (spread++ % 49)]),
      ),
    );
  } finally {
    server.kill('SIGTERM');
  }
  return figures;
}
