import { caughtUp, commandLoad, figures, post, signIn, startServer, type HttpFigures } from './http.bench';
import { cpuPer, threadCpu } from './thread-cpu';

const CUSTOMERS = 50;

/** The id a setup call answered (a refused setup stops the bench rather than measuring refusals). */
function required(reply: { id: number }): number {
  if (typeof reply.id !== 'number') throw new Error(`setup refused: ${JSON.stringify(reply)}`);
  return reply.id;
}
const INVOICES_PER_CUSTOMER = 150;

/**
 * Payments over HTTP, three invoices each: 50 customers with 150 open invoices of $1.00; each payment
 * ($3.50, and $0.50 of the credit it leaves from the fourth payment on) pays the customer's next three invoices, so every
 * payment writes its own stream, three invoice streams and its customer's credit stream.
 */
export async function paymentsOverHttp(
  connections: number,
  seconds: number,
): Promise<HttpFigures & { invoices: number; cpuMicrosPerPayment: Record<string, number> }> {
  const port = 5100 + Math.floor(Math.random() * 800);
  const server = await startServer(port);
  try {
    await signIn(port);
    const customers: { id: number; invoices: number[]; next: number; payments: number }[] = [];
    // Customer names take letters only: customer A, B, ... then AA, AB, ...
    const nameOf = (n: number) => (n < 26 ? '' : String.fromCharCode(65 + Math.floor(n / 26) - 1)) + String.fromCharCode(65 + (n % 26));
    for (let n = 0; n < CUSTOMERS; n += 1)
      customers.push({
        id: required(await post(port, '/api/customer/add', { name: `Bench customer ${nameOf(n)}`, address1: 'Bench street', phone: '0900000000' })),
        invoices: [],
        next: 0,
        payments: 0,
      });
    for (const customer of customers) {
      for (let from = 0; from < INVOICES_PER_CUSTOMER; from += 25) {
        const batch = await Promise.all(
          Array.from({ length: 25 }, () =>
            post(port, '/api/invoice/add', { typeId: 'General', customerId: customer.id, invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 100 }] }),
          ),
        );
        customer.invoices.push(...batch.map(required));
      }
    }
    await caughtUp(port);
    let turn = 0;
    const cpuBefore = threadCpu(server.pid!);
    const result = await commandLoad(port, connections, seconds, '/api/payment/submit', () => {
      const customer = customers[turn++ % customers.length];
      const three = [0, 1, 2].map((step) => customer.invoices[(customer.next + step) % customer.invoices.length]);
      customer.next += 3;
      customer.payments += 1;
      return { customerId: customer.id, amount: 350, creditToUse: customer.payments > 3 ? 50 : 0, paymentDate: '2026-11-21', typeId: 1, invoiceIds: three };
    });
    return {
      ...figures(connections, seconds, result),
      invoices: CUSTOMERS * INVOICES_PER_CUSTOMER,
      cpuMicrosPerPayment: cpuPer(cpuBefore, threadCpu(server.pid!), result['2xx']),
    };
  } finally {
    server.kill('SIGTERM');
  }
}
