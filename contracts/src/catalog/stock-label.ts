/** Stock label thresholds from the business constants: more than 5, 1 to 5, none. */
export type StockLabel = 'InStock' | 'OnlyFewInStock' | 'OutOfStock';

export function stockLabelFor(quantity: number): StockLabel {
  if (quantity > 5) return 'InStock';
  if (quantity >= 1) return 'OnlyFewInStock';
  return 'OutOfStock';
}
