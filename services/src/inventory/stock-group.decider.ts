import { conflict, stockGroupSubtotal, type StockGroupAdded, type StockGroupEvent } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

export type StockGroupState = { status: 'absent' } | { status: 'recorded' };
export type StockGroupCommand = { type: 'RecordStockGroup'; data: Omit<StockGroupAdded['data'], 'subtotal'> };

/** The stock form's purchase, recorded after its rows are on their products; the subtotal is computed here, never taken from the form. */
export const stockGroupDecider: Decider<StockGroupCommand, StockGroupEvent, StockGroupState> = {
  initialState: { status: 'absent' },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'StockGroupAdded':
        return { status: 'recorded' };
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordStockGroup':
        if (state.status !== 'absent') throw conflict('error.concurrency');
        return [{ type: 'StockGroupAdded', data: { ...command.data, subtotal: stockGroupSubtotal(command.data.lines) } }];
      default: {
        const unhandled: never = command.type;
        return unhandled;
      }
    }
  },
};
