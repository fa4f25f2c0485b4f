import { casesOf, convertMoney, invalid, orderSubtotal, type Currency, type OrderLine, type Warehouse } from '@cargo/contracts';

/** What pricing needs of a product: its sale price and fees in its own currency. */
export interface PricedProduct {
  productId: number;
  title: string;
  pictureId: string | null;
  currencyId: Currency;
  /** retail price minus discount, in minor units of `currencyId` */
  salePrice: number;
  serviceFee: number;
  unitPerCase: number;
}

export interface LineRequest {
  warehouseId: Warehouse;
  quantity: number;
  unitPrice: number | null;
  serviceFee: number | null;
  caseQuantity: number | null;
}

/** What an order already says a line costs: kept when the order is revised. */
export type RecordedPrice = Pick<OrderLine, 'unitPrice' | 'serviceFee' | 'originalUnitPrice' | 'originalCurrencyId'>;

/**
 * Prices one order line on the server. The line is in the order's currency: the product's sale
 * price and service fee converted at the exchange rate, its original price kept beside it; or, for a
 * line the order already has (`recorded`, when it is revised), the price the order recorded, so a
 * revision changes no price nobody asked to change. Staff may override the unit price, service fee
 * and case quantity; a customer's overrides are ignored.
 */
export function priceLine(
  product: PricedProduct,
  request: LineRequest,
  orderCurrency: Currency,
  vndPerUsd: number,
  byStaff: boolean,
  recorded: RecordedPrice | null = null,
): OrderLine {
  const converted = (minor: number) => convertMoney(minor, product.currencyId, orderCurrency, vndPerUsd);
  const override = <T>(value: T | null): T | null => (byStaff ? value : null);
  const price = recorded ?? {
    unitPrice: converted(product.salePrice),
    serviceFee: converted(product.serviceFee),
    originalUnitPrice: product.salePrice,
    originalCurrencyId: product.currencyId,
  };
  return {
    productId: product.productId,
    productTitle: product.title,
    pictureId: product.pictureId,
    warehouseId: request.warehouseId,
    quantity: request.quantity,
    unitPrice: override(request.unitPrice) ?? price.unitPrice,
    serviceFee: override(request.serviceFee) ?? price.serviceFee,
    caseQuantity: override(request.caseQuantity) ?? casesOf(request.quantity, product.unitPerCase),
    originalUnitPrice: price.originalUnitPrice,
    originalCurrencyId: price.originalCurrencyId,
  };
}

/** Totals stay exact integers: an order whose sum would not is refused. */
export function checkTotals(lines: OrderLine[], fees: number): void {
  if (!Number.isSafeInteger(orderSubtotal(lines) + fees)) throw invalid('error.invalidInput', [{ path: 'orderDetails', code: 'ordering.totalTooLarge' }]);
}
