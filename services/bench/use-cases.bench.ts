import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { placeOrderOverHttp, THIS_BUILD, useBuild } from './http.bench';
import { paymentsOverHttp } from './payments.bench';
import { streamReadsPerLine } from './stream-reads.bench';

const round = (value: number) => Math.round(value);

/**
 * `npm run bench -- use-cases [earlier dist]`: what reading each stream once buys. Stream reads per
 * order line, place order (orders/s, p99, CPU per order by thread from /proc) and payments across
 * three invoices, for this build and, alternated with it twice, an earlier commit's `services/dist`.
 */
export async function useCaseFigures(earlier: string | undefined): Promise<void> {
  const builds: [name: string, dist: string][] = earlier
    ? [
        ['before', resolve(earlier)],
        ['after', THIS_BUILD],
      ]
    : [['this build', THIS_BUILD]];
  const results: Record<string, unknown>[] = [];
  for (let round_ = 1; round_ <= 2; round_ += 1) {
    for (const [name, dist] of builds) {
      useBuild(dist);
      const reads = await streamReadsPerLine(dist, 100, 3);
      console.log(
        `${name} (round ${round_}): ${reads.readsPerLine} stream reads per order line, ${reads.productReadsPerLine} of them product streams (${reads.lines} lines, 3 per order); ${reads.readsPerPayment} per payment across 3 invoices, ${reads.invoiceReadsPerPayment} of them invoice streams (${reads.payments} payments)`,
      );
      const orders = await placeOrderOverHttp(16, 10);
      const cpu = Object.entries(orders.cpuMicrosPerOrder)
        .map(([thread, micros]) => `${thread} ${micros}`)
        .join(', ');
      console.log(
        `${name} (round ${round_}): place order, 16 connections, 10 s: ${round(orders.requestsPerSecond)} orders/s, p50 ${orders.p50Ms} ms, p99 ${orders.p99Ms} ms (${orders.non2xx} non-2xx); CPU us per order by thread: ${cpu}`,
      );
      const payments = await paymentsOverHttp(16, 10);
      const paymentCpu = Object.entries(payments.cpuMicrosPerPayment)
        .map(([thread, micros]) => `${thread} ${micros}`)
        .join(', ');
      console.log(
        `${name} (round ${round_}): submit payment across 3 invoices, 16 connections, 10 s: ${round(payments.requestsPerSecond)} req/s, p50 ${payments.p50Ms} ms, p99 ${payments.p99Ms} ms (${payments.non2xx} non-2xx); CPU us per payment by thread: ${paymentCpu}`,
      );
      results.push({ build: name, dist, round: round_, reads, orders, payments });
    }
  }
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/results-use-cases.json', JSON.stringify(results, null, 2));
}
