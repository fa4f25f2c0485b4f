import { join } from 'node:path';
import sharp from 'sharp';
import { carrierOf, type PackageCounts } from '@cargo/contracts';
import { uiStrings } from '../src/app/all-features';
import receivingPages from '../src/features/receiving/receiving.pages.strings.json';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

/** A UPS number, unique per run and language, with the check digit that makes it one (the form then names the carrier itself). */
function trackingFor(language: string): string {
  const stem = `1Z${language === 'vi' ? 'V1' : 'E2'}${String(Date.now()).slice(-13)}`;
  const number = [...'0123456789'].map((digit) => stem + digit).find((candidate) => carrierOf(candidate) === 'UPS');
  if (!number) throw new Error(`no check digit makes ${stem} a UPS number`);
  return number;
}

describe('receiving in a real browser', () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', uiStrings.vi, receivingPages.vi],
    ['en', uiStrings.en, receivingPages.en],
  ] as const)(
    'a customer pre-alerts; staff receive it on a phone, typed and with a photo; the customer sees it received with its photo (%s)',
    async (language, strings, pages) => {
      const number = trackingFor(language);
      // The customer announces the parcel.
      const customer = await openPage(running.browser, language);
      await logIn(customer, running.base, DEMO.customer);
      await customer.goto(`${running.base}/my/packages`);
      await customer.getByTestId('new-pre-alert').click();
      await customer.getByTestId('pre-alert-number').fill(number.toLowerCase().replace(/(.{4})/g, '$1 '));
      await customer.getByTestId('line-description').fill(`Giày chạy bộ ${language}`);
      await customer.getByTestId('line-quantity').fill('2');
      await customer.getByTestId('line-value').fill('120.50');
      await customer.getByTestId('pre-alert-save').click();
      await customer
        .getByText(number)
        .waitFor()
        .catch(async (error: unknown) => {
          await customer.screenshot({ path: join(ARTIFACTS, `receiving-pre-alert-failed-${language}.png`), fullPage: true });
          throw error;
        });
      await customer.screenshot({ path: join(ARTIFACTS, `receiving-pre-alerted-${language}.png`), fullPage: true });

      // Staff at the dock, on a phone: the number typed as a scanner would (with Enter), then a photo.
      const phone = await running.browser.newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
      await phone.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await phone.goto(`${running.base}/login`);
      await phone.getByTestId('login-email').fill(DEMO.admin.email);
      await phone.getByTestId('login-password').fill(DEMO.admin.password);
      await phone.getByTestId('login-submit').tap();
      await phone.waitForURL(/\/shipment\/management$/);
      await phone.goto(`${running.base}/shipment/management/receive`);
      await phone.getByTestId('receive-scan').fill(` ${number.slice(0, 6)}-${number.slice(6)} `);
      await phone.keyboard.press('Enter');
      await phone.getByTestId('receive-owner').waitFor();
      await phone.getByTestId('receive-weight').fill('3.25');
      for (const side of ['length', 'width', 'height']) await phone.getByTestId(`receive-${side}`).fill('12');
      await phone.getByTestId('receive-bin').fill('A-03');
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b5651d' } })
        .jpeg()
        .toBuffer();
      await phone.getByTestId('receive-photo').setInputFiles({ name: 'box.jpg', mimeType: 'image/jpeg', buffer: photo });
      await phone.getByTestId('receive-photo-count').getByText(/1/).waitFor();
      await phone.screenshot({ path: join(ARTIFACTS, `receiving-receipt-phone-${language}.png`), fullPage: true });
      await phone.getByTestId('receive-confirm').tap();
      await phone.getByTestId('receive-done').waitFor();
      // The input is ready for the next scan; the same number again opens the package, never a second receipt.
      expect(await phone.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe('receive-scan');
      await phone.keyboard.type(number);
      await phone.keyboard.press('Enter');
      await phone.getByTestId('receive-already').waitFor();
      expect(await phone.getByTestId('receive-already').textContent()).toContain(pages.receiving.receive.already);
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await phone.screenshot({ path: join(ARTIFACTS, `receiving-scanned-again-phone-${language}.png`), fullPage: true });

      // The customer sees it in the warehouse, with its photo.
      await customer.goto(`${running.base}/my/packages?tab=received`);
      await customer.getByText(number).waitFor();
      const shown = customer.getByTestId('package-photo').first();
      await shown.waitFor();
      expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
      // The tab counts what is in it: the server's count for this customer.
      const customerToken = await apiLogin(running.base, DEMO.customer);
      const counts = (await (
        await fetch(`${running.base}/api/package/get/counts`, { headers: { authorization: `Bearer ${customerToken}` } })
      ).json()) as PackageCounts;
      expect(counts.received).toBeGreaterThan(0);
      await customer
        .getByRole('tab', { selected: true })
        .filter({ hasText: `${pages.receiving.own.tabs.received} (${counts.received})` })
        .waitFor();
      await customer.screenshot({ path: join(ARTIFACTS, `receiving-customer-received-${language}.png`), fullPage: true });
      expect(strings.titles.ownPackages).toBeTruthy();

      // The customer asks to ship it (to an address of theirs) ...
      await fetch(`${running.base}/api/deliveryaddress/add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Nhà ${language}`, phone: '0912345678', address1: '12 Lê Lợi, Q1' }),
      });
      await customer.getByTestId('request-shipping').click();
      await customer.getByRole('checkbox', { name: number }).check();
      await customer.getByTestId('request-submit').click();
      await customer.getByTestId('own-tab-requested').waitFor();
      await customer.getByText(number).waitFor();
      await customer.screenshot({ path: join(ARTIFACTS, `receiving-requested-${language}.png`), fullPage: true });

      // ... and staff consolidate the request into a shipment of an air group; its page lists the package with its photo.
      const staffToken = await apiLogin(running.base, DEMO.admin);
      const group = (await (
        await fetch(`${running.base}/api/shipment/add/group`, {
          method: 'POST',
          headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ typeId: 'Air', shipmentDate: new Date().toISOString().slice(0, 10) }),
        })
      ).json()) as { id: number };
      const desk = await openPage(running.browser, language);
      await logIn(desk, running.base, DEMO.admin);
      await desk.goto(`${running.base}/shipment/management/ship/requests`);
      const row = desk.getByRole('row').filter({ hasText: number });
      await row.getByTestId('request-consolidate').click();
      await desk.getByTestId('consolidate-group').click();
      await desk.getByRole('option', { name: new RegExp(`^#${group.id} `) }).click();
      // One package in its own box: the box is measured already (12 in a side at the dock); staff correct its height.
      expect(await desk.getByTestId('consolidate-boxLength').inputValue()).toBe('12');
      await desk.getByTestId('consolidate-boxHeight').fill('11');
      await desk.screenshot({ path: join(ARTIFACTS, `receiving-consolidate-${language}.png`), fullPage: true });
      await desk.getByTestId('consolidate-save').click();
      await desk.waitForURL(/\/update\/shipment\/\d+$/);
      const listed = desk.getByTestId('shipment-packages');
      await listed.getByText(number).waitFor();
      await listed.getByTestId('package-photo').first().waitFor();
      // The shipment keeps the box's sides, on its form.
      expect(await desk.getByTestId('shipment-boxLength').inputValue()).toBe('12');
      expect(await desk.getByTestId('shipment-boxHeight').inputValue()).toBe('11');
      await desk.screenshot({ path: join(ARTIFACTS, `receiving-shipment-${language}.png`), fullPage: true });
      expect([...customer.errors, ...desk.errors]).toEqual([]);
      await desk.close();
      await phone.close();
      await customer.close();
    },
  );
});
