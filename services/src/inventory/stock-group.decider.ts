import { stockGroupSubtotal, type StockGroupAdded, type StockGroupEvent } from '@cargo/contracts';
import { recordOnceDecider } from '../platform/write-model/record-once';

export type StockGroupCommand = { type: 'RecordStockGroup'; data: Omit<StockGroupAdded['data'], 'subtotal'> };

/** The stock form's purchase, recorded once after its rows are on their products; the subtotal is computed here, never taken from the form. */
export const stockGroupDecider = recordOnceDecider<StockGroupCommand, StockGroupEvent>(({ data }) => ({ type: 'StockGroupAdded', data: { ...data, subtotal: stockGroupSubtotal(data.lines) } }));
