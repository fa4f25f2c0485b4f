import { translate, type MessageKey } from '@cargo/contracts';
import { expectRepliesAsDocumented, givenVendorAndProduct, startTestApp, validProduct, validStock, type TestApp } from '../../testing/test-app';

type Case = [method: 'get' | 'post' | 'delete', path: string, body: unknown, fields: Record<string, MessageKey>];

/** Every endpoint of the products-and-stock slice with input it must refuse, and the field messages it must give. */
const cases = (productId: number, vendorId: number): Case[] => [
  ['post', '/api/product/add', { ...validProduct(), title: 'Too short' }, { title: 'validation.titleTooShort' }],
  [
    'post',
    '/api/product/add',
    { ...validProduct(), retailPrice: -5, unitPrice: 'ten', skuCode: '' },
    { retailPrice: 'validation.mustNotBeNegative', unitPrice: 'validation.mustBeNumeric', skuCode: 'validation.required' },
  ],
  ['post', '/api/product/add', { ...validProduct(), description: '' }, { description: 'validation.descriptionRequired' }],
  ['post', '/api/product/add', { ...validProduct(), usQuantity: 1.5 }, { usQuantity: 'validation.mustBeWholeNumber' }],
  ['post', '/api/product/update', { ...validProduct() }, { id: 'validation.required' }],
  ['post', '/api/product/update', { ...validProduct(), id: productId, discount: 999999 }, { discount: 'catalog.discountAboveRetail' }],
  ['post', '/api/product/get', { page: -1, pageSize: 'all' }, { page: 'validation.mustNotBeNegative', pageSize: 'validation.mustBeNumeric' }],
  ['post', '/api/product/get', { sortField: 'password' }, { sortField: 'validation.invalidChoice' }],
  ['get', '/api/product/get/by/id/abc', undefined, { id: 'validation.invalidValue' }],
  ['get', '/api/product/get/transactions/by/id/0', undefined, { id: 'validation.invalidValue' }],
  ['get', '/api/product/delete/by/id/1.5', undefined, { id: 'validation.invalidValue' }],
  ['delete', '/api/product/delete/by/id/-1', undefined, { id: 'validation.invalidValue' }],
  [
    'post',
    '/api/stock/add',
    { productId, vendorId, stockPrice: 0, quantity: 2.5, datePurchased: '' },
    { stockPrice: 'validation.mustBePositive', quantity: 'validation.mustBeWholeNumber', datePurchased: 'validation.required' },
  ],
  [
    'post',
    '/api/stock/add',
    { productId, quantity: 1, stockPrice: 100, datePurchased: '2026-02-30x' },
    { vendorId: 'validation.required', datePurchased: 'validation.invalidDate' },
  ],
  ['post', '/api/stock/add', { ...validStock(productId, 4242) }, { vendorId: 'vendors.vendorNotFound' }],
  // Days that do not exist, and a year no business date names.
  ['post', '/api/stock/add', { ...validStock(productId, vendorId), datePurchased: '2026-02-30' }, { datePurchased: 'validation.invalidDate' }],
  [
    'post',
    '/api/expense/add',
    { typeId: 1, vendorId, paymentMethodId: 1, transactionDate: '2025-02-29', amount: 100 },
    { transactionDate: 'validation.invalidDate', description: 'validation.required' },
  ],
  [
    'post',
    '/api/invoice/add',
    { typeId: 'General', customerId: 1, invoiceDate: '0000-01-01', invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 100 }] },
    { invoiceDate: 'validation.invalidDate' },
  ],
  // Quantities with at most two decimals, on their own text: a tiny one no longer rounds to a free line.
  [
    'post',
    '/api/invoice/add',
    { typeId: 'General', customerId: 1, invoiceDetails: [{ name: 'Freight', quantity: 1e-9, unitPrice: 10_000_000_000 }] },
    { 'invoiceDetails.0.quantity': 'validation.atMostTwoDecimals' },
  ],
  [
    'post',
    '/api/invoice/add',
    { typeId: 'General', customerId: 1, invoiceDetails: [{ name: 'Freight', quantity: 1.005, unitPrice: 100 }] },
    { 'invoiceDetails.0.quantity': 'validation.atMostTwoDecimals' },
  ],
  ['post', '/api/stock/update', { ...validStock(productId, vendorId), id: 'x' }, { id: 'validation.mustBeNumeric' }],
  ['get', '/api/stock/get?isActive=maybe', undefined, { isActive: 'validation.invalidValue' }],
  ['get', '/api/stock/get/by/product/id/x', undefined, { id: 'validation.invalidValue' }],
  ['get', '/api/stock/get/by/vendor/id/x', undefined, { id: 'validation.invalidValue' }],
  ['get', '/api/stock/delete/by/id/x', undefined, { id: 'validation.invalidValue' }],
  ['delete', '/api/stock/delete/by/id/x', undefined, { id: 'validation.invalidValue' }],
  [
    'post',
    '/api/vendor/add',
    { name: ' ', email: 'not-an-email', phone: '12ab' },
    { name: 'validation.required', email: 'validation.emailFormat', phone: 'validation.onlyNumbers' },
  ],
  ['get', '/api/vendor/get/by/id/x', undefined, { id: 'validation.invalidValue' }],
  [
    'post',
    '/api/user/register',
    { first: 'Lan2', last: '', email: 'lan@', password: 'short', phone: '090' },
    { first: 'validation.noSpecialCharacters', last: 'validation.required', email: 'validation.emailFormat', password: 'validation.passwordTooShort' },
  ],
  [
    'post',
    '/api/user/register',
    { first: 'Lan', last: 'Le', email: 'lan@example.com', password: 'onlyletters' },
    { password: 'validation.passwordNeedsDigitOrSpecial' },
  ],
  ['post', '/api/user/login', { email: '', password: '' }, { email: 'validation.required', password: 'validation.required' }],
  ['post', '/api/user/grant/admin/abc', {}, { id: 'validation.invalidValue' }],
  ['post', '/api/user/revoke/admin/0', {}, { id: 'validation.invalidValue' }],
  [
    'post',
    '/api/customer/add',
    { name: 'Bình 2', address1: '', phone: '09abc' },
    { name: 'validation.noSpecialCharacters', address1: 'validation.required', phone: 'validation.onlyNumbers' },
  ],
  [
    'post',
    '/api/customer/add',
    { name: 'Bình', address1: 'x', phone: '0901', email: 'nope' },
    { phone: 'validation.phoneTooShort', email: 'validation.emailFormat' },
  ],
  ['post', '/api/customer/update', { name: 'Bình', address1: 'x', phone: '0901234567' }, { id: 'validation.required' }],
  ['post', '/api/customer/get', { page: 'x' }, { page: 'validation.mustBeNumeric' }],
  ['get', '/api/customer/get/by/id/x', undefined, { id: 'validation.invalidValue' }],
  ['get', '/api/customer/delete/by/id/x', undefined, { id: 'validation.invalidValue' }],
  ['post', '/api/order/add', { typeId: 'Stale', orderDetails: [] }, { typeId: 'validation.invalidChoice', orderDetails: 'validation.required' }],
  [
    'post',
    '/api/order/add',
    { typeId: 'Regular', orderDetails: [{ productId: productId, warehouseId: 'HN', quantity: 0, unitPrice: -1 }] },
    {
      'orderDetails.0.warehouseId': 'validation.invalidChoice',
      'orderDetails.0.quantity': 'validation.mustBePositive',
      'orderDetails.0.unitPrice': 'validation.mustNotBeNegative',
    },
  ],
  [
    'post',
    '/api/order/add',
    { typeId: 'Regular', orderDetails: [{ productId, warehouseId: 'US', quantity: 1, unitPrice: 1 }] },
    { customerId: 'validation.required' },
  ],
  [
    'post',
    '/api/order/update',
    { newOrder: { typeId: 'Regular', orderDetails: [{ productId, warehouseId: 'US', quantity: 1, unitPrice: 1 }] } },
    { 'newOrder.id': 'validation.required' },
  ],
  ['post', '/api/order/unhold?id=abc&warehouseId=HN', {}, { id: 'validation.invalidValue', warehouseId: 'validation.invalidChoice' }],
  ['get', '/api/order/get/by/id/x', undefined, { id: 'validation.invalidValue' }],
  ['get', '/api/order/delete/by/id/0', undefined, { id: 'validation.invalidValue' }],
  ['get', '/api/Get/Orders/Shipped', undefined, { status: 'validation.invalidChoice' }],
  ['post', '/api/Update/Order/Status/1', { typeId: 'Stale' }, { typeId: 'validation.invalidChoice' }],
  // Control characters: a NUL in a "contains" filter (it broke the full-text query), a line break that would make a mail header, a direction override.
  ['post', '/api/product/get/public', { title: 'ab\u0000cd' }, { title: 'validation.controlCharacters' }],
  [
    'post',
    '/api/customer/add',
    { name: 'Bình', address1: '12 Lê Lợi\r\nBcc: victim@evil.example', phone: '0901234567' },
    { address1: 'validation.controlCharacters' },
  ],
  [
    'post',
    '/api/product/add',
    { ...validProduct(), title: 'Fish sauce \u202Eexe.lmth', skuCode: 'SKU\u0000' },
    { title: 'validation.controlCharacters', skuCode: 'validation.controlCharacters' },
  ],
  ['post', '/api/vendor/add', { name: 'Costco\u007f' }, { name: 'validation.controlCharacters' }],
  [
    'post',
    '/api/deliveryaddress/add',
    { name: '', phone: '12', address1: '' },
    { name: 'validation.required', phone: 'validation.phoneTooShort', address1: 'validation.required' },
  ],
];

const POST_ROUTES = [
  '/api/product/add',
  '/api/product/update',
  '/api/product/get',
  '/api/stock/add',
  '/api/stock/update',
  '/api/vendor/add',
  '/api/user/register',
  '/api/user/login',
  '/api/customer/add',
  '/api/customer/update',
  '/api/customer/get',
  '/api/order/add',
  '/api/order/update',
  '/api/deliveryaddress/add',
];

describe('bad input to every endpoint (products, stock, vendors, identity, customers, orders)', () => {
  let app: TestApp;
  let ids: { productId: number; vendorId: number };

  beforeAll(async () => {
    app = await startTestApp();
    ids = await givenVendorAndProduct(app);
  });
  afterEach(expectRepliesAsDocumented);
  afterAll(async () => {
    await app.close();
  });

  const head = () => app.infrastructure.eventStore.headPosition();

  it.each([
    ['en', 'Some fields are not valid'],
    ['vi', 'Một số trường không hợp lệ'],
  ] as const)('answers 400 with the field messages (%s) and appends nothing', async (language, summary) => {
    for (const [method, path, body, fields] of cases(ids.productId, ids.vendorId)) {
      const before = await head();
      const call = app.http[method](path).set('Accept-Language', language);
      const reply = body === undefined ? await call : await call.send(body as object);
      expect({ path, status: reply.status }).toEqual({ path, status: 400 });
      expect(reply.body).toMatchObject({ statusCode: 400, code: 'error.invalidInput', message: summary });
      const answered = Object.fromEntries(reply.body.fields.map((field: { path: string; code: string; message: string }) => [field.path, field.code]));
      expect({ path, fields: answered }).toEqual({ path, fields });
      for (const field of reply.body.fields) expect(field.message).toBe(translate(field.code, language));
      expect({ path, head: await head() }).toEqual({ path, head: before });
    }
  });

  it.each(POST_ROUTES)('answers 400 to malformed JSON and to a non-object body on %s', async (path) => {
    const before = await head();
    const malformed = await app.http.post(path).set('Content-Type', 'application/json').send('{"title": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('error.invalidInput');
    const list = await app.http.post(path).send([1, 2]);
    expect(list.status).toBe(400);
    expect(await head()).toBe(before);
  });

  it('refuses stock for a product that does not exist with 404 and appends nothing', async () => {
    const before = await head();
    const reply = await app.http.post('/api/stock/add').send(validStock(9999, ids.vendorId)).expect(404);
    expect(reply.body).toMatchObject({ code: 'catalog.productNotFound', message: 'Product not found' });
    await app.http
      .post('/api/stock/update')
      .send({ ...validStock(ids.productId, ids.vendorId), id: 9999 })
      .expect(404);
    await app.http
      .post('/api/product/update')
      .send({ ...validProduct(), id: 9999 })
      .expect(404);
    expect(await head()).toBe(before);
  });

  it.each(['/api/verify/email/garbage', '/api/verify/account/12.wrong-secret', '/api/verify/account/999999.x'])(
    'answers a bad verification link %s with "Something is wrong" and appends nothing',
    async (path) => {
      const before = await head();
      const reply = await app.anonymous.get(path).expect(400);
      expect(reply.body).toMatchObject({ code: 'identity.verificationFailed', message: 'Something is wrong' });
      expect(await head()).toBe(before);
    },
  );

  it('refuses a malformed read-your-writes position', async () => {
    const reply = await app.http.get('/api/vendor/get').set('X-Min-Position', 'soon').expect(400);
    expect(reply.body.fields[0]).toMatchObject({ path: 'x-min-position', code: 'validation.invalidValue' });
  });
});
