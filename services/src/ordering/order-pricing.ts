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

/** Whole cases the quantity fills, when the product is sold by the case. */
/**
 * Prices one order line on the server. The line is in the order's currency: the product's sale
 * price and service fee converted at the exchange rate, its original price kept beside it. Staff
 * may override the unit price, service fee and case quantity; a customer's overrides are ignored.
 */
export function priceLine(product: PricedProduct, request: LineRequest, orderCurrency: Currency, vndPerUsd: number, byStaff: boolean): OrderLine {
  const converted = (minor: number) => convertMoney(minor, product.currencyId, orderCurrency, vndPerUsd);
  const override = <T>(value: T | null): T | null => (byStaff ? value : null);
  return {
    productId: product.productId,
    productTitle: product.title,
    pictureId: product.pictureId,
    warehouseId: request.warehouseId,
    quantity: request.quantity,
    unitPrice: override(request.unitPrice) ?? converted(product.salePrice),
    serviceFee: override(request.serviceFee) ?? converted(product.serviceFee),
    caseQuantity: override(request.caseQuantity) ?? casesOf(request.quantity, product.unitPerCase),
    originalUnitPrice: product.salePrice,
    originalCurrencyId: product.currencyId,
  };
}

/** Totals stay exact integers: an order whose sum would not is refused. */
export function checkTotals(lines: OrderLine[], fees: number): void {
  if (!Number.isSafeInteger(orderSubtotal(lines) + fees)) throw invalid('error.invalidInput', [{ path: 'orderDetails', code: 'ordering.totalTooLarge' }]);
}

