import { orderStream, productStream } from '@cargo/contracts';
import type { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { decisionFor, type Decision } from '../platform/write-model/use-case';
import { sentAlone, useCaseWorkflow } from '../platform/write-model/use-cases';
import type { WorkflowPlan } from '../platform/write-model/workflow';
import { statesFor } from '../testing/use-case-spec';
import { workflowSpec } from '../testing/workflow-spec';
import { given, listed, placed, pricedLine, staff, termsFor, us, asked } from './order-fixtures';
import type { OrderShipmentGroups } from './order-shipment-groups';
import { placeOrder } from './place-order/place-order.use-case';
import { removeOrderStock } from './remove-order-stock/remove-order-stock.use-case';

const reserved = (productId: number, quantity: number) => ({ type: 'StockReserved', data: { productId, orderId: 9, moves: us(quantity) } });
const released = (productId: number, quantity: number) => ({ type: 'StockReleased', data: { productId, orderId: 9, moves: us(quantity) } });
const terms = termsFor([pricedLine(1, 2), pricedLine(2, 3)]);
const inStock = { ...given.rates, ...given.customer, ...given.product(1, 5), ...given.product(2, 5) };
/** Orders in these specs are in no shipment group. */
const noGroups = {} as OrderShipmentGroups;

/** The use case's decision on the given streams, sent as a run on a real log would send it (each step through its stream's decider). */
function recordedRun<Input, Record>(useCase: Parameters<typeof useCaseWorkflow<Input, Record>>[0]) {
  let aggregates: AggregateRepository | null = null;
  const spec = workflowSpec((repository) => {
    aggregates = repository;
    return useCaseWorkflow(useCase, repository);
  });
  const plan = (decision: Decision<Record>): WorkflowPlan => {
    const step = sentAlone.bind(null, aggregates!);
    return { before: decision.before.map(step), pivot: step(decision.pivot), after: decision.after.map(step) };
  };
  const decide = (input: Input, streams: Parameters<typeof statesFor>[2], id: number | null = null) =>
    decisionFor(useCase.decide(input, statesFor(useCase, input, streams)), id);
  return { spec, plan, decide };
}

describe('order runs on a real log (each step through its stream, undo, resume after a cut)', () => {
  const placing = recordedRun(placeOrder);
  const request = {
    input: asked([
      [1, 2],
      [2, 3],
    ]),
    user: staff,
    today: '2026-11-28',
  };

  it('placing reserves each product, in product order, then records the order', async () => {
    const decision = placing.decide(request, inStock, 9);
    const run = placing.spec.given(inStock);
    await run.when(decision.record, placing.plan(decision)).then({
      [productStream(1)]: [reserved(1, 2)],
      [productStream(2)]: [reserved(2, 3)],
      [orderStream(9)]: [{ type: 'OrderPlaced', data: { orderId: 9, ...terms } }],
    });
  });

  it('a product that ran short after the decision is refused on its stream, on the lines that name it, and what was reserved before it goes back', async () => {
    const decision = placing.decide(request, inStock, 9);
    const run = placing.spec.given({ ...inStock, [productStream(2)]: [listed(2, 1)] });
    await run.when(decision.record, placing.plan(decision)).thenRefused('ordering.lowStock', { [productStream(1)]: [reserved(1, 2), released(1, 2)] });
  });

  it('a run cut between reserving and recording gives back, when resumed, exactly what it had reserved', async () => {
    const decision = placing.decide(request, inStock, 9);
    const run = placing.spec.given(inStock);
    await run
      .whenStopped(decision.record, placing.plan(decision), { before: 1 })
      .resumed()
      .then({ [productStream(1)]: [reserved(1, 2), released(1, 2)] }, 'undone');
  });

  it('a deletion cut after giving back one product gives back, when resumed, only the others (never twice)', async () => {
    const deleting = recordedRun(removeOrderStock(noGroups));
    const streams = {
      [productStream(1)]: [listed(1, 5), reserved(1, 2)],
      [productStream(2)]: [listed(2, 5), reserved(2, 3)],
      ...placed(9, termsFor([pricedLine(1, 2), pricedLine(2, 3)])),
    };
    const decision = deleting.decide({ orderId: 9, removal: { type: 'DeleteOrder' }, user: staff }, streams);
    const run = deleting.spec.given(streams);
    await run
      .whenStopped(decision.record, deleting.plan(decision), { after: 1 })
      // The order holds units of product 1 again meanwhile, so a second give-back would be allowed there, and seen: the resumed run must not make it.
      .resumed({ [productStream(1)]: [reserved(1, 2)] })
      .then({
        [orderStream(9)]: [{ type: 'OrderDeleted', data: { orderId: 9 } }],
        [productStream(1)]: [released(1, 2), reserved(1, 2)],
        [productStream(2)]: [released(2, 3)],
      });
  });
});
