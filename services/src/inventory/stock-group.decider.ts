import { conflict, notFound, stockGroupSubtotal, type PaymentStatus, type StockGroupAdded, type StockGroupEvent, unhandled } from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';

type Line = StockGroupAdded['data']['lines'][number];

export type StockGroupState = { status: 'absent' } | { status: 'recorded'; lines: Line[]; paymentStatus: PaymentStatus } | { status: 'deleted' };

export type StockGroupCommand =
  | { type: 'RecordStockGroup'; data: Omit<StockGroupAdded['data'], 'subtotal'> }
  | { type: 'SetStockGroupPaymentStatus'; data: { stockGroupId: number; paymentStatus: PaymentStatus } }
  | { type: 'DeleteStockGroup'; data: { stockGroupId: number } };

export function evolveStockGroup(state: StockGroupState, event: StockGroupEvent): StockGroupState {
  switch (event.type) {
    case 'StockGroupAdded':
      return { status: 'recorded', lines: event.data.lines, paymentStatus: 'Pending' };
    case 'StockGroupPaymentStatusChanged':
      return state.status === 'recorded' ? { ...state, paymentStatus: event.data.paymentStatus } : state;
    case 'StockGroupDeleted':
      return { status: 'deleted' };
    default:
      return unhandled(event);
  }
}

/** A purchase on record (not deleted). */
export function recordedGroup(state: StockGroupState): Extract<StockGroupState, { status: 'recorded' }> {
  if (state.status !== 'recorded') throw notFound('inventory.stockGroupNotFound');
  return state;
}

/**
 * The stock form's purchase: recorded once after its rows are on their products, the subtotal
 * computed here (never taken from the form); then its payment status, and its deletion, which a
 * paid purchase refuses.
 */
export function decideStockGroup(command: StockGroupCommand, state: StockGroupState): StockGroupEvent[] {
  switch (command.type) {
    case 'RecordStockGroup':
      return opening(state, { type: 'StockGroupAdded', data: { ...command.data, subtotal: stockGroupSubtotal(command.data.lines) } });
    case 'SetStockGroupPaymentStatus':
      return recordedGroup(state).paymentStatus === command.data.paymentStatus ? [] : [{ type: 'StockGroupPaymentStatusChanged', data: command.data }];
    case 'DeleteStockGroup':
      if (recordedGroup(state).paymentStatus === 'Paid') throw conflict('inventory.stockGroupPaid');
      return [{ type: 'StockGroupDeleted', data: command.data }];
    default:
      return unhandled(command);
  }
}

export const stockGroupDecider: Decider<StockGroupCommand, StockGroupEvent, StockGroupState> = {
  initialState: { status: 'absent' },
  evolve: evolveStockGroup,
  decide: decideStockGroup,
};
