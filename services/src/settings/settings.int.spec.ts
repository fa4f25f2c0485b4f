import type { DropdownOptionView, DropdownView } from '@cargo/contracts';
import { useTestApp, validProduct } from '../testing/test-app';

describe('dropdowns over HTTP', () => {
  const app = useTestApp();
  const after = (position: string) => ({ 'X-Min-Position': position });
  const brands = async (position = '0') =>
    ((await app.http.get('/api/dropdown/get/to/options').set(after(position)).expect(200)).body as Record<string, DropdownOptionView[]>).brand;

  it('seeds every option list of both specs, in both languages, with the custom enums business rules use', async () => {
    const dropdowns: DropdownView[] = (await app.http.get('/api/dropdown/get').expect(200)).body;
    expect(dropdowns.map((dropdown) => dropdown.strRef)).toEqual([
      'brand',
      'category',
      'productType',
      'currency',
      'warehouse',
      'orderType',
      'paymentType',
      'shipmentStatus',
      'shipmentGroupStatus',
      'shipmentGroupType',
      'paymentStatus',
      'invoiceType',
      'expenseType',
      'expensePaymentMethod',
      'paymentMethod',
    ]);
    const currency = dropdowns.find((dropdown) => dropdown.strRef === 'currency')!;
    expect(currency).toMatchObject({ id: 4, displayName: { en: 'Currency', vi: 'Tiền tệ' } });
    expect(currency.options.map((option) => option.customEnum)).toEqual(['UsDollar', 'VietDong']);
    expect(dropdowns.find((dropdown) => dropdown.strRef === 'orderType')!.options.map((option) => option.customEnum)).toEqual([
      'Regular',
      'PlaceHolder',
      'Stale',
      'Preorder',
    ]);
    // Anyone may read the options (the storefront names brands and categories).
    expect((await app.anonymous.get('/api/dropdown/get/to/options').expect(200)).body.category[0].displayName).toEqual({
      en: 'Health & Vitamins',
      vi: 'Sức khỏe & Vitamin',
    });
  });

  it('adds an option with the next id of its dropdown, renames it, and deletes it softly', async () => {
    const added = (await app.http.post('/api/dropdown/add/option').send({ dropdownId: 1, displayName: 'Costco', displayNameVi: '' }).expect(201)).body;
    expect(added).toMatchObject({ id: 6, insertedId: 6 });
    expect((await brands(added.position)).at(-1)).toEqual({
      id: 6,
      dropdownId: 1,
      displayName: { en: 'Costco', vi: 'Costco' },
      customEnum: null,
      isActive: true,
    });

    const renamed = (
      await app.http
        .post('/api/dropdown/update/option')
        .send({ dropdownId: 1, id: 6, displayName: 'Costco Wholesale', displayNameVi: 'Costco Bán Sỉ', customEnum: '', isActive: true })
        .expect(201)
    ).body;
    expect((await brands(renamed.position)).at(-1)).toMatchObject({ displayName: { en: 'Costco Wholesale', vi: 'Costco Bán Sỉ' }, isActive: true });

    const deleted = (
      await app.http
        .post('/api/dropdown/update/option')
        .send({ dropdownId: 1, id: 6, displayName: 'Costco Wholesale', displayNameVi: 'Costco Bán Sỉ', customEnum: '', isActive: false })
        .expect(201)
    ).body;
    expect((await brands(deleted.position)).at(-1)).toMatchObject({ id: 6, isActive: false });
  });

  it('refuses to delete an option with a custom enum, to change a custom enum business rules use, or to reuse one', async () => {
    const update = (body: object) =>
      app.http
        .post('/api/dropdown/update/option')
        .send({ dropdownId: 4, id: 1, displayName: 'US Dollar', displayNameVi: 'Đô la Mỹ', customEnum: 'UsDollar', isActive: true, ...body });
    expect((await update({ isActive: false }).expect(409)).body.code).toBe('settings.optionHasCustomEnum');
    expect((await update({ customEnum: 'Dollar' }).expect(400)).body.fields).toEqual([
      expect.objectContaining({ path: 'customEnum', code: 'settings.customEnumReserved' }),
    ]);
    const added = (await app.http.post('/api/dropdown/add/option').send({ dropdownId: 4, displayName: 'Euro' }).expect(201)).body;
    const euro = (body: object) =>
      app.http.post('/api/dropdown/update/option').send({ dropdownId: 4, id: added.id, displayName: 'Euro', customEnum: 'Euro', isActive: true, ...body });
    expect((await euro({ customEnum: 'VietDong' }).expect(400)).body.fields).toEqual([
      expect.objectContaining({ path: 'customEnum', code: 'settings.customEnumTaken' }),
    ]);
    await euro({}).expect(201);
    expect((await euro({ isActive: false }).expect(409)).body.code).toBe('settings.optionHasCustomEnum');
    // Nothing above changed the US dollar option.
    const currency = ((await app.http.get('/api/dropdown/get/to/options').expect(200)).body as Record<string, DropdownOptionView[]>).currency;
    expect(currency[0]).toMatchObject({ customEnum: 'UsDollar', isActive: true });
  });

  it('answers unknown dropdowns and options with clear refusals, and only root may change options', async () => {
    expect((await app.http.post('/api/dropdown/add/option').send({ dropdownId: 99, displayName: 'X' }).expect(400)).body.fields).toEqual([
      expect.objectContaining({ path: 'dropdownId', code: 'validation.invalidChoice' }),
    ]);
    expect(
      (await app.http.post('/api/dropdown/update/option').send({ dropdownId: 1, id: 999, displayName: 'X', customEnum: '', isActive: true }).expect(404)).body
        .code,
    ).toBe('settings.optionNotFound');
    expect((await app.http.post('/api/dropdown/add/option').send({ dropdownId: 1, displayName: '' }).expect(400)).body.fields).toEqual([
      expect.objectContaining({ path: 'displayName', code: 'validation.required' }),
    ]);
    await app.anonymous.post('/api/dropdown/add/option').send({ dropdownId: 1, displayName: 'X' }).expect(401);
  });

  it('keeps products to options that exist: a deleted brand cannot be chosen anew, but a product keeps the one it has', async () => {
    const product = (
      await app.http
        .post('/api/product/add')
        .send(validProduct({ brandId: 2 }))
        .expect(201)
    ).body;
    expect(
      (
        await app.http
          .post('/api/product/add')
          .send(validProduct({ brandId: 42, lvl1Id: 9 }))
          .expect(400)
      ).body.fields,
    ).toEqual([
      expect.objectContaining({ path: 'brandId', code: 'validation.invalidChoice' }),
      expect.objectContaining({ path: 'lvl1Id', code: 'validation.invalidChoice' }),
    ]);
    await app.http.post('/api/dropdown/update/option').send({ dropdownId: 1, id: 2, displayName: 'Nature Made', customEnum: '', isActive: false }).expect(201);
    await app.http
      .post('/api/product/add')
      .send(validProduct({ brandId: 2 }))
      .expect(400);
    await app.http
      .post('/api/product/update')
      .send({ id: product.id, ...validProduct({ brandId: 2, title: 'Still Nature Made, renamed' }) })
      .expect(201);
    await app.http
      .post('/api/product/update')
      .send({ id: product.id, ...validProduct({ brandId: 3 }) })
      .expect(201);
    await app.http
      .post('/api/product/update')
      .send({ id: product.id, ...validProduct({ brandId: 2 }) })
      .expect(400);
  });
});
