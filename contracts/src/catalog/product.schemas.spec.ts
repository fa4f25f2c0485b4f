import { addProductSchema, productQueryFromFilters, productQuerySchema } from './product.schemas';
import { stockLabelFor } from './stock-label';
import { addStockSchema } from '../inventory/stock.schemas';

const validProduct = {
  title: 'Kirkland Fish Oil 400 softgels',
  skuCode: 'KS-1',
  brandId: 1,
  lvl1Id: 1,
  lvl2Id: 1,
  currencyId: 'UsDollar',
  stockPrice: 100,
  unitPrice: 100,
  retailPrice: 200,
  discount: 50,
  airCurrencyId: 'UsDollar',
  airPrice: 0,
  containerCurrencyId: 'VietDong',
  containerPrice: 0,
  unitPerCase: 1,
  casePerPallet: 1,
  casePerTier: 1,
  palletQuantity: 0,
  palletHeight: 0,
  size: 0,
  description: '<p>Good</p>',
  usQuantity: 0,
  vnQuantity: 0,
};

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('product schema', () => {
  it('accepts a complete product and defaults the store to 1', () => {
    const parsed = addProductSchema.parse(validProduct);
    expect(parsed.storeId).toBe(1);
    expect(parsed.isActive).toBe(true);
  });

  it("answers with the spec's rules: title of 10 characters, required and non-negative numbers, a description", () => {
    const result = addProductSchema.safeParse({
      ...validProduct,
      title: 'Short',
      retailPrice: -1,
      stockPrice: 'abc',
      unitPrice: undefined,
      description: '<p> </p>',
      currencyId: 'Euro',
    });
    expect(messagesOf(result)).toEqual({
      title: 'validation.titleTooShort',
      retailPrice: 'validation.mustNotBeNegative',
      stockPrice: 'validation.mustBeNumeric',
      unitPrice: 'validation.required',
      description: 'validation.descriptionRequired',
      currencyId: 'validation.invalidChoice',
    });
  });

  it('refuses a discount above the retail price', () => {
    expect(messagesOf(addProductSchema.safeParse({ ...validProduct, discount: 300 }))).toEqual({ discount: 'catalog.discountAboveRetail' });
  });

  it('pages 15 rows by default and treats empty numeric filters as "any"', () => {
    expect(productQuerySchema.parse({ brandId: null })).toMatchObject({ page: 0, pageSize: 15, brandId: null });
  });
});

describe('stock schema', () => {
  it("answers with the stock dialog's messages", () => {
    const result = addStockSchema.safeParse({ productId: 1, stockPrice: 0, quantity: 2.5, datePurchased: 'yesterday' });
    expect(messagesOf(result)).toEqual({
      stockPrice: 'validation.mustBePositive',
      quantity: 'validation.mustBeWholeNumber',
      vendorId: 'validation.required',
      datePurchased: 'validation.invalidDate',
    });
  });
});

describe('stock label', () => {
  it.each([
    [0, 'OutOfStock'],
    [1, 'OnlyFewInStock'],
    [5, 'OnlyFewInStock'],
    [6, 'InStock'],
  ])('%i units read %s', (quantity, label) => {
    expect(stockLabelFor(quantity)).toBe(label);
  });
});

describe('productQueryFromFilters (the store page URL)', () => {
  it('turns numeric filters into numbers and empty ones into null, and the query passes the server schema', () => {
    const query = productQueryFromFilters({ title: '  fish ', brandId: '3', lvl1Id: '', lvl2Id: 'abc', isActive: 'true' }, 2, 15);
    expect(query).toMatchObject({ title: 'fish', skuCode: null, brandId: 3, lvl1Id: null, lvl2Id: null, isActive: true, page: 2, pageSize: 15 });
    expect(productQuerySchema.safeParse(query).success).toBe(true);
  });

  it('leaves every filter empty when the URL has none', () => {
    expect(productQueryFromFilters({}, 0, 15)).toMatchObject({ title: null, brandId: null, lvl1Id: null, lvl2Id: null, isActive: null });
  });
});
