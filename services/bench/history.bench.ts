import type { ProductStreamEvent } from '../src/catalog/product.state';
import { reservationDecider } from '../src/inventory/reservation.decider';

const details = {
  title: 'Benchmark product title',
  skuCode: 'B',
  brandId: 1,
  lvl1Id: 1,
  lvl2Id: 1,
  currencyId: 'UsDollar',
  stockPrice: 100,
  unitPrice: 200,
  retailPrice: 250,
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
  isActive: true,
} as const;

export interface HistoryFigures {
  pastOrders: number;
  foldMs: number;
  reservationMicros: number;
}

/**
 * The cost of a product's history on the write side: folding a product stream with `pastOrders`
 * reservations, and one more reservation decided and applied on that state.
 */
export function historyCost(pastOrders: number): HistoryFigures {
  const events: ProductStreamEvent[] = [{ type: 'ProductCreated', data: { productId: 1, details: details as never, usQuantity: 10_000_000, vnQuantity: 0 } }];
  // Order numbers are shared by every product: a product's orders are spread out, not 1, 2, 3.
  const orderIdOf = (nth: number) => 1_000 + nth * 97;
  for (let nth = 1; nth <= pastOrders; nth += 1)
    events.push({ type: 'StockReserved', data: { productId: 1, orderId: orderIdOf(nth), moves: [{ warehouseId: 'US', quantity: 1, held: false }] } });
  let started = process.hrtime.bigint();
  let state = events.reduce(reservationDecider.evolve, reservationDecider.initialState);
  const foldMs = Number(process.hrtime.bigint() - started) / 1e6;
  const rounds = 2000;
  started = process.hrtime.bigint();
  for (let round = 0; round < rounds; round += 1) {
    const decided = reservationDecider.decide(
      { type: 'ReserveStock', data: { productId: 1, orderId: orderIdOf(pastOrders + round + 1), moves: [{ warehouseId: 'US', quantity: 1, held: false }] } },
      state,
    );
    state = decided.reduce(reservationDecider.evolve, state);
  }
  const reservationMicros = Number(process.hrtime.bigint() - started) / 1e3 / rounds;
  return { pastOrders, foldMs: Math.round(foldMs * 10) / 10, reservationMicros: Math.round(reservationMicros * 10) / 10 };
}
