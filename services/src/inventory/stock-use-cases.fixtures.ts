import { productStream, vendorStream, type DomainEvent, type ProductDetails, type StockTerms, type VendorDetails } from '@cargo/contracts';

/** Streams the stock use cases' specs are given, each as the log holds it. */
export const stock: StockTerms = { vendorId: 4, datePurchased: '2026-11-20', expDate: null, updateQuantity: true, quantity: 6, stockPrice: 1250 };
export const listed = (productId: number): DomainEvent => ({
  type: 'ProductCreated',
  data: { productId, details: { isActive: true } as ProductDetails, usQuantity: 0, vnQuantity: 0 },
});
export const withRow = (productId: number, stockId: number, stockGroupId?: number): DomainEvent[] => [
  listed(productId),
  { type: 'StockAdded', data: { productId, stockId, stock, usQuantityChange: 6, ...(stockGroupId === undefined ? {} : { stockGroupId }) } },
];
export const vendor = (deleted = false) => ({
  [vendorStream(4)]: [
    { type: 'VendorAdded', data: { vendorId: 4, details: { name: 'Costco Wholesale' } as VendorDetails } },
    ...(deleted ? [{ type: 'VendorDeleted', data: { vendorId: 4 } }] : []),
  ] as DomainEvent[],
});
export const product = (productId: number, events: DomainEvent[] = [listed(productId)]) => ({ [productStream(productId)]: events });
/** The stock form: two lines of the same terms as `stock`, for products 1 and 2. */
export const purchaseForm = {
  vendorId: 4,
  datePurchased: '2026-11-20',
  expDate: null,
  updateQuantity: true,
  stocks: [
    { productId: 1, quantity: 6, stockPrice: 1250 },
    { productId: 2, quantity: 6, stockPrice: 1250 },
  ],
};
