import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { casesOf, convertMoney, type Currency, type OrderListRow, type PLACEABLE_ORDER_TYPES, type Warehouse } from '@cargo/contracts';

export type CartOrderType = (typeof PLACEABLE_ORDER_TYPES)[number];

export interface CartLine {
  productId: number;
  title: string;
  pictureId: string | null;
  /** The product's sale price, in minor units of its currency. */
  listPrice: number;
  currencyId: Currency;
  count: number;
  /** A price staff set for this order only, in the order's currency, or null for the list price. */
  customPrice: number | null;
  /** Cases staff set for this line; 0 for none given (the server then counts whole cases). */
  caseQuantity: number;
  /** The product's units per case (0 when unknown: a line rebuilt from an order carries its cases). */
  unitPerCase?: number;
}

export interface CartState {
  lines: CartLine[];
  /** One order, one currency: lines priced in the other one are converted at the exchange rate. */
  currencyId: Currency;
  typeId: CartOrderType;
  warehouseId: Warehouse;
  customerId: number | null;
  /** A customer's chosen delivery address (null: their main one, if any). */
  deliveryAddressId: number | null;
  /** Staff only, in minor units of the order's currency: delivery, VAT and a payment taken with the order. */
  fees: OrderFees;
  /** Set in order-editing mode: the cart was rebuilt from this order and submits as Update Order. */
  editingOrderId: number | null;
  /** One key per cart content: a double click submits the same key, so one order is placed. */
  submitKey: string;
}

export interface OrderFees {
  deliveryFee: number;
  vatFee: number;
  paymentAmount: number;
  paymentReference: string;
}
const NO_FEES: OrderFees = { deliveryFee: 0, vatFee: 0, paymentAmount: 0, paymentReference: '' };

const STORAGE_KEY = 'cart';
const newKey = () => crypto.randomUUID();
const empty = (): CartState => ({
  lines: [],
  currencyId: 'UsDollar',
  typeId: 'Regular',
  warehouseId: 'US',
  customerId: null,
  deliveryAddressId: null,
  fees: NO_FEES,
  editingOrderId: null,
  submitKey: newKey(),
});

function stored(): CartState {
  try {
    return { ...empty(), ...(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<CartState>) };
  } catch {
    return empty();
  }
}

export function persistCart(state: CartState): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
}

/** A line's unit price in the order's currency: the custom price, or the list price converted (the server prices the same way). */
export const unitPriceOf = (line: CartLine, currency: Currency, vndPerUsd: number) =>
  line.customPrice ?? convertMoney(line.listPrice, line.currencyId, currency, vndPerUsd);

/** The list price an order line kept, in the order's currency at the order's rate (null when it cannot be told). */
function keptListPrice(line: OrderListRow['lines'][number], order: OrderListRow): number | null {
  if (line.originalUnitPrice === undefined) return null;
  const from = line.originalCurrencyId ?? order.currencyId;
  if (from === order.currencyId) return line.originalUnitPrice;
  return order.vndPerUsd === undefined ? null : convertMoney(line.originalUnitPrice, from, order.currencyId, order.vndPerUsd);
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: stored,
  reducers: {
    added(state, action: PayloadAction<Omit<CartLine, 'customPrice' | 'caseQuantity'>>) {
      const existing = state.lines.find((line) => line.productId === action.payload.productId);
      if (existing) existing.count += action.payload.count;
      else {
        // The first product sets the order's currency; the cart can switch it.
        if (state.lines.length === 0) state.currencyId = action.payload.currencyId;
        state.lines.push({ ...action.payload, customPrice: null, caseQuantity: 0 });
      }
      state.submitKey = newKey();
    },
    lineChanged(state, action: PayloadAction<{ productId: number; count?: number; customPrice?: number | null; caseQuantity?: number }>) {
      const line = state.lines.find((candidate) => candidate.productId === action.payload.productId);
      if (!line) return;
      const { count, customPrice, caseQuantity } = action.payload;
      if (count !== undefined) line.count = Math.max(1, count);
      if (customPrice !== undefined) line.customPrice = customPrice;
      if (caseQuantity !== undefined) line.caseQuantity = Math.max(0, caseQuantity);
      state.submitKey = newKey();
    },
    removed(state, action: PayloadAction<number>) {
      state.lines = state.lines.filter((line) => line.productId !== action.payload);
      state.submitKey = newKey();
    },
    optionsChanged(state, action: PayloadAction<Partial<Pick<CartState, 'typeId' | 'warehouseId' | 'customerId' | 'currencyId' | 'deliveryAddressId'>>>) {
      // Another customer has other addresses: the one chosen for the last does not follow.
      if (action.payload.customerId !== undefined && action.payload.customerId !== state.customerId) state.deliveryAddressId = null;
      Object.assign(state, action.payload);
      state.submitKey = newKey();
    },
    feesChanged(state, action: PayloadAction<Partial<OrderFees>>) {
      state.fees = { ...state.fees, ...action.payload };
      state.submitKey = newKey();
    },
    /** Update Order: the cart becomes the order's lines, in order-editing mode. */
    editingStarted(_state, action: PayloadAction<OrderListRow>) {
      const order = action.payload;
      return {
        // The price the order recorded stays: as the custom price staff set, unless it is the list price the order kept.
        lines: order.lines.map((line) => ({
          productId: line.productId,
          title: line.productTitle,
          pictureId: line.pictureId,
          listPrice: line.originalUnitPrice ?? line.unitPrice,
          currencyId: line.originalCurrencyId ?? order.currencyId,
          count: line.quantity,
          customPrice: line.unitPrice === keptListPrice(line, order) ? null : line.unitPrice,
          caseQuantity: line.caseQuantity,
        })),
        currencyId: order.currencyId,
        typeId: order.typeId === 'Stale' ? 'Regular' : order.typeId,
        warehouseId: order.lines[0]?.warehouseId ?? 'US',
        customerId: order.customerId,
        deliveryAddressId: order.deliveryAddressId,
        fees: {
          deliveryFee: order.deliveryFee,
          vatFee: order.vatFee,
          paymentAmount: order.paymentInfo?.amount ?? 0,
          paymentReference: order.paymentInfo?.referenceNumber ?? '',
        },
        editingOrderId: order.id,
        submitKey: newKey(),
      };
    },
    /** Clear Cart, a successful submit or update, and logout all empty the cart and leave editing mode. */
    cleared() {
      return empty();
    },
  },
});

export const { added, lineChanged, removed, optionsChanged, feesChanged, editingStarted, cleared } = cartSlice.actions;

/** The cases a line will be saved with: the ones staff set, or the whole cases of its units (the server's rule). */
export const casesOfLine = (line: CartLine) => (line.caseQuantity > 0 ? line.caseQuantity : casesOf(line.count, line.unitPerCase ?? 0));

/** Totals in the order's currency: every line converted first, so dollars and dong are never added. */
export function cartTotals(lines: CartLine[], currency: Currency, vndPerUsd: number) {
  return {
    amount: lines.reduce((sum, line) => sum + unitPriceOf(line, currency, vndPerUsd) * line.count, 0),
    quantity: lines.reduce((sum, line) => sum + line.count, 0),
    caseQuantity: lines.reduce((sum, line) => sum + casesOfLine(line), 0),
  };
}

/** The cart, for ordering's screens (the app's store holds it under `cart`). */
export const useCart = () => useSelector((state: { cart: CartState }) => state.cart);
