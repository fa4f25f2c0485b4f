import { conflict, type ReservationEvent, type StockMove, type Warehouse, unhandled } from '@cargo/contracts';
import { isListed, productStreamDecider, type ProductState } from '../catalog/public';
import { chunkedGet } from '../platform/write-model/chunked-map';

/**
 * Orders take stock on the product stream, decided on its current state with its expected
 * revision: two orders can never both take the last unit.
 */
export type ReservationCommand =
  | { type: 'ReserveStock'; data: { productId: number; orderId: number; moves: StockMove[] } }
  | { type: 'ReleaseStock'; data: { productId: number; orderId: number; moves: StockMove[] } };

const total = (moves: StockMove[], pick: (move: StockMove) => boolean) => moves.filter(pick).reduce((sum, move) => sum + move.quantity, 0);

/** Units an order wants from each warehouse that the warehouse does not have (0 when it has them). */
export function shortfall(state: ProductState, moves: StockMove[]): Record<Warehouse, number> {
  if (!isListed(state) || !state.details.isActive)
    return { US: total(moves, (move) => move.warehouseId === 'US'), VN: total(moves, (move) => move.warehouseId === 'VN') };
  return {
    US: Math.max(0, total(moves, (move) => move.warehouseId === 'US') - state.usQuantity),
    VN: Math.max(0, total(moves, (move) => move.warehouseId === 'VN') - state.vnQuantity),
  };
}

export function decideReservation(command: ReservationCommand, state: ProductState): ReservationEvent[] {
  const { productId, orderId, moves } = command.data;
  if (moves.length === 0) return [];
  switch (command.type) {
    case 'ReserveStock': {
      const missing = shortfall(state, moves);
      if (missing.US > 0 || missing.VN > 0) throw conflict('inventory.notEnoughStock');
      return [{ type: 'StockReserved', data: { productId, orderId, moves } }];
    }
    case 'ReleaseStock': {
      if (!isListed(state)) return [];
      const holding = chunkedGet(state.orders, orderId) ?? { US: 0, VN: 0, held: 0 };
      const held = total(moves, (move) => move.held);
      const fromUs = total(moves, (move) => !move.held && move.warehouseId === 'US');
      const fromVn = total(moves, (move) => !move.held && move.warehouseId === 'VN');
      if (held > holding.held || fromUs > holding.US || fromVn > holding.VN) throw conflict('inventory.releaseExceedsReservation');
      return [{ type: 'StockReleased', data: { productId, orderId, moves } }];
    }
    default:
      return unhandled(command);
  }
}

export const reservationDecider = productStreamDecider<ReservationCommand>(decideReservation);
