import { join } from 'node:path';
import { uiStrings } from '../src/app/all-features';
import rateStrings from '../src/features/settings/components/exchange-rates.strings.json';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe('dropdown setting and exchange rates in a real browser', () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', vi, 'Costco Bán Sỉ'],
    ['en', en, 'Costco Wholesale'],
  ] as const)('lets root add a brand option, rename it and delete it, and a product shows its name (%s)', async (language, strings, shown) => {
    const page = await openPage(running.browser, language);
    await logIn(page, running.base, DEMO.root);
    await page.goto(`${running.base}/shipment/management/dropdown/setting`);
    await page.getByText(strings.dropdowns.pickFirst).waitFor();
    // With no dropdown picked, the add dialog just closes.
    await page.getByTestId('add-option').click();
    await page.getByTestId('add-option-save').click();
    await page.getByTestId('add-option-dialog').waitFor({ state: 'detached' });

    await page.getByTestId('dropdown-picker').click();
    await page.getByRole('option', { name: language === 'vi' ? 'Thương hiệu' : 'Brand', exact: true }).click();
    await page.waitForURL(/dropdown=brand/);
    await page.getByTestId('option-1').waitFor();
    const before = await page.locator('[data-testid^=option-]').count();
    await page.getByTestId('add-option').click();
    const dialog = page.getByTestId('add-option-dialog');
    await dialog.getByLabel(strings.dropdowns.columns.nameEn).fill(`Costco ${language}`);
    await dialog.getByTestId('add-option-save').click();
    await page
      .getByTestId('snackbar')
      .filter({ hasText: language === 'vi' ? 'Đã thêm lựa chọn' : 'Successfully added option' })
      .waitFor();
    await page.waitForFunction((count) => document.querySelectorAll('[data-testid^=option-]').length === count, before + 1);
    const row = page.locator('[data-testid^=option-]').nth(before);
    expect(await row.getByLabel(strings.dropdowns.columns.nameVi).inputValue()).toBe(`Costco ${language}`);
    const optionId = Number((await row.getAttribute('data-testid'))!.replace('option-', ''));

    await row.getByLabel(strings.dropdowns.columns.nameEn).fill('Costco Wholesale');
    await row.getByLabel(strings.dropdowns.columns.nameVi).fill('Costco Bán Sỉ');
    await row.getByRole('button', { name: strings.dropdowns.save }).click();
    await page
      .getByTestId('snackbar')
      .filter({ hasText: language === 'vi' ? 'Đã cập nhật lựa chọn' : 'Successfully updated option' })
      .waitFor();
    await page.screenshot({ path: join(ARTIFACTS, `dropdown-setting-${language}.png`), fullPage: true });

    // A product of that brand names it, in the reader's language.
    const authorization = `Bearer ${await apiLogin(running.base, DEMO.admin)}`;
    const product = (await (
      await fetch(`${running.base}/api/product/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({
          title: `Costco rotisserie chicken ${language}`,
          skuCode: `RC-${language}`,
          brandId: optionId,
          lvl1Id: 2,
          lvl2Id: 2,
          currencyId: 'UsDollar',
          stockPrice: 100,
          unitPrice: 200,
          retailPrice: 250,
          discount: 0,
          airCurrencyId: 'UsDollar',
          airPrice: 0,
          containerCurrencyId: 'UsDollar',
          containerPrice: 0,
          unitPerCase: 1,
          casePerPallet: 1,
          casePerTier: 1,
          palletQuantity: 0,
          palletHeight: 0,
          size: 0,
          description: 'Chicken',
          usQuantity: 0,
          vnQuantity: 0,
        }),
      })
    ).json()) as { id: number };
    await page.goto(`${running.base}/shipment/management/product/detail/${product.id}`);
    await page.waitForFunction((text) => document.querySelector('[data-testid=product-kinds]')?.textContent?.includes(text), shown);

    // Deleting marks the option deleted (its note offers Undo); the seeded currencies (custom enums) cannot be deleted.
    await page.goto(`${running.base}/shipment/management/dropdown/setting?dropdown=brand`);
    const again = page.getByTestId(`option-${optionId}`);
    await again.getByRole('button', { name: strings.dropdowns.delete }).click();
    await again.getByText(strings.dropdowns.deleted, { exact: true }).waitFor();
    await page.goto(`${running.base}/shipment/management/dropdown/setting?dropdown=currency`);
    expect(await page.getByTestId('option-1').getByRole('button', { name: strings.dropdowns.delete }).isDisabled()).toBe(true);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('lists Dropdown Setting in the drawer for root only', async () => {
    const page = await openPage(running.browser, 'en');
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/orders`);
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('drawer').getByText(en.drawer.orders).waitFor();
    expect(await page.getByTestId('drawer').getByText(en.drawer.dropdownSetting).count()).toBe(0);
    await page.goto(`${running.base}/shipment/management/dropdown/setting`);
    await page.getByTestId('not-allowed').waitFor();
    expect(page.url()).toMatch(/\/dropdown\/setting$/);
    await page.close();
  });

  it.each([
    ['vi', 25900, '25.900'],
    ['en', 25950, '25,950'],
  ] as const)("lets root set today's rate, which is then in force, charted and listed (%s)", async (language, rate, shown) => {
    const page = await openPage(running.browser, language);
    await logIn(page, running.base, DEMO.root);
    await page.goto(`${running.base}/shipment/management/exchange/rates`);
    await page.getByTestId('rate-in-force').waitFor();
    await page.getByTestId('rate-value').fill(String(rate));
    await page.getByTestId('save-rate').click();
    await page
      .getByTestId('snackbar')
      .filter({ hasText: language === 'vi' ? 'Đã lưu tỷ giá' : 'Exchange rate saved' })
      .waitFor();
    await page.waitForFunction((text) => document.querySelector('[data-testid=rate-in-force]')?.textContent?.includes(text), shown);
    await page.getByTestId('rate-chart').locator('svg').first().waitFor();
    await page.getByRole('grid').getByText(shown).first().waitFor();
    await page.getByText(rateStrings[language].exchangeRates.keptOnRecords).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, `exchange-rates-${language}.png`), fullPage: true });
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("shows on an order's page the rate its prices were converted at, which a later rate does not change", async () => {
    const json = { 'content-type': 'application/json' };
    const root = { ...json, authorization: `Bearer ${await apiLogin(running.base, DEMO.root)}` };
    const call = async (path: string, body: object) =>
      (await (await fetch(`${running.base}/api${path}`, { method: 'POST', headers: root, body: JSON.stringify(body) })).json()) as { id: number };
    const today = new Date().toISOString().slice(0, 10);
    await call('/exchange-rate/add', { effectiveDate: today, vndPerUsd: 26100 });
    const product = await call('/product/add', {
      title: 'Rate check almonds',
      skuCode: 'RATE-1',
      brandId: 1,
      lvl1Id: 2,
      lvl2Id: 2,
      currencyId: 'UsDollar',
      stockPrice: 100,
      unitPrice: 200,
      retailPrice: 1000,
      discount: 0,
      airCurrencyId: 'UsDollar',
      airPrice: 0,
      containerCurrencyId: 'UsDollar',
      containerPrice: 0,
      unitPerCase: 1,
      casePerPallet: 1,
      casePerTier: 1,
      palletQuantity: 0,
      palletHeight: 0,
      size: 0,
      description: 'Almonds',
      usQuantity: 5,
      vnQuantity: 0,
    });
    const customer = await call('/customer/add', { name: 'Rate Check', address1: '1 Lê Lợi', phone: '0900000001' });
    const order = await call('/order/add', {
      customerId: customer.id,
      typeId: 'Regular',
      currencyId: 'VietDong',
      orderDetails: [{ productId: product.id, warehouseId: 'US', quantity: 1 }],
    });
    await call('/exchange-rate/add', { effectiveDate: today, vndPerUsd: 27000 });

    const page = await openPage(running.browser, 'en');
    await logIn(page, running.base, DEMO.root);
    await page.goto(`${running.base}/shipment/management/order/${order.id}`);
    await page.getByTestId('order-rate').filter({ hasText: '26,100' }).waitFor();
    expect(await page.getByTestId('order-line-price').first().textContent()).toContain('261,000');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('shows staff the rates without the form, and refuses a rate that is not a whole number of dong', async () => {
    const page = await openPage(running.browser, 'en');
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/exchange/rates`);
    await page.getByText(rateStrings.en.exchangeRates.rootOnly).waitFor();
    expect(await page.getByTestId('save-rate').count()).toBe(0);
    const authorization = `Bearer ${await apiLogin(running.base, DEMO.admin)}`;
    const refused = await fetch(`${running.base}/api/exchange-rate/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ effectiveDate: '2026-11-25', vndPerUsd: 26000 }),
    });
    expect(refused.status).toBe(403);

    const root = await openPage(running.browser, 'en');
    await logIn(root, running.base, DEMO.root);
    await root.goto(`${running.base}/shipment/management/exchange/rates`);
    await root.getByTestId('rate-value').fill('25.5');
    expect(await root.getByTestId('save-rate').isDisabled()).toBe(true);
    await page.close();
    await root.close();
  });
});
