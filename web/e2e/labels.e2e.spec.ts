import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import labelsStrings from '../src/features/shipping/labels/labels.strings.json';
import { apiLogin, ARTIFACTS, DEMO, launchBrowser, logIn, openPage, useServerAndBrowser } from './support';

/** A phone: 375 px wide, touch. */
async function phonePage(browser: Browser, language: 'vi' | 'en'): Promise<Page & { errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true, permissions: ['camera'] });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  return page;
}

/** Signs in on the phone's login page and opens the scanner. */
async function openScanner(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByTestId('login-email').fill(DEMO.admin.email);
  await page.getByTestId('login-password').fill(DEMO.admin.password);
  await page.getByTestId('login-submit').tap();
  await page.waitForURL(/\/shipment\/management$/);
  await page.goto(`${base}/shipment/management/scan`);
  await page.getByTestId('scan-camera').waitFor();
}

describe('parcel labels and the label scanner in a real browser', () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', 'Đã cập nhật trạng thái lô hàng', 'Đã chuyển lô hàng sang nhóm mới'],
    ['en', "The shipment's status is set", 'The shipment is in its new group'],
  ] as const)(
    'prints a shipment label with its barcode and QR code; the scanner on a phone reads that label from a photo and from the camera, sets its status and moves it to another group; an unknown number says so (%s)',
    async (language, statusSet, moved) => {
      // The labels' and the scanner's own strings, which load with those pages.
      const { labels, scan } = labelsStrings[language].shipping;
      const token = await apiLogin(running.base, DEMO.admin);
      const call = async <T = { id: number; position: string }>(path: string, body?: object) =>
        (await (
          await fetch(`${running.base}/api${path}`, {
            method: body ? 'POST' : 'GET',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: body && JSON.stringify(body),
          })
        ).json()) as T;
      const customers = await call<{ items: { id: number }[] }>('/customer/get', { pageSize: 2 });
      const [sender, receiver] = customers.items;
      const group = (await call('/shipment/add/group', { typeId: 'Air', shipmentDate: '2026-11-20' })).id;
      const nextGroup = (await call('/shipment/add/group', { typeId: 'Air', shipmentDate: '2026-11-22' })).id;
      const tracking = `LB-${language.toUpperCase()}-${Date.now()}`;
      const party = (customerId: number) => ({ customerId, address1: '12 Lê Lợi', phone: '0912345678' });
      const shipment = (
        await call('/shipment/add', {
          groupId: group,
          sender: party(sender.id),
          receiver: party(receiver.id),
          totalBox: 3,
          totalPallet: 0,
          totalWeight: 2250,
          totalValue: 50_000,
          shipmentDate: '2026-11-21',
          mtlTracking: tracking,
        })
      ).id;

      // The label, from the shipment's own page.
      // A sharp picture of it, as a phone's camera takes of a printed label.
      const desk = await openPage(running.browser, language, { deviceScaleFactor: 3 });
      await logIn(desk, running.base, DEMO.admin);
      await desk.goto(`${running.base}/shipment/management/update/shipment/${shipment}`);
      await desk.getByTestId('print-label').click();
      const label = desk.getByTestId('shipment-label');
      await label.waitFor();
      expect(await label.getByTestId('label-code').textContent()).toBe(tracking);
      expect(await label.textContent()).toContain(labels.from);
      await label.getByTestId('label-barcode').waitFor();
      await label.getByTestId('label-qr').waitFor();
      await desk.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid=shipment-label] img')].every(
          (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
      );
      const picture = await label.screenshot({ path: join(ARTIFACTS, `label-${language}.png`) });
      await desk.getByTestId('labels-per-4').click();
      await desk.waitForURL(/per=4/);
      expect(desk.errors).toEqual([]);
      await desk.close();

      // On a phone: the label's photo opens the shipment.
      const phone = await phonePage(running.browser, language);
      await openScanner(phone, running.base);
      await phone.getByTestId('scan-photo').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: picture });
      await phone
        .getByTestId('scan-result-code')
        .filter({ hasText: tracking })
        .waitFor()
        .catch(async (error: unknown) => {
          await phone.screenshot({ path: join(ARTIFACTS, `scan-photo-failed-${language}.png`), fullPage: true });
          throw error;
        });

      // Its status, then another group.
      const options = await call<{ shipmentStatus: { id: number; isActive: boolean; displayName: { en: string; vi: string } }[] }>('/dropdown/get/to/options');
      const next = options.shipmentStatus.find((option) => option.isActive && option.id !== 1)!;
      await phone.getByRole('combobox', { name: scan.status }).click();
      await phone.getByRole('option', { name: next.displayName[language], exact: true }).click();
      await phone.getByTestId('scan-set-status').tap();
      await phone.getByTestId('snackbar').filter({ hasText: statusSet }).waitFor();
      await phone.getByTestId('scan-result-status').filter({ hasText: next.displayName[language] }).waitFor();
      expect((await call<{ statusId: number }>(`/shipment/get/by/id/${shipment}`)).statusId).toBe(next.id);
      await phone.getByTestId('scan-group').click();
      await phone.getByRole('option', { name: new RegExp(`^#${nextGroup} · `) }).click();
      await phone.getByTestId('scan-move').tap();
      await phone.getByTestId('snackbar').filter({ hasText: moved }).waitFor();
      await phone
        .getByTestId('scan-result-status')
        .filter({ hasText: `#${nextGroup}` })
        .waitFor();
      expect((await call<{ groupId: number }>(`/shipment/get/by/id/${shipment}`)).groupId).toBe(nextGroup);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      // The chosen status and group are read whole on the phone, not cut short beside their buttons.
      const cut = (selector: string) => phone.locator(selector).evaluate((field) => field.scrollWidth - field.clientWidth);
      expect({ status: await cut('[data-testid=scan-result] .MuiSelect-select'), group: await cut('[data-testid=scan-group]') }).toEqual({
        status: 0,
        group: 0,
      });
      await phone.screenshot({ path: join(ARTIFACTS, `scan-found-${language}.png`), fullPage: true });

      // A number no shipment has: said on the page, an answer rather than a failed request (nothing in the console).
      const consoleErrors: string[] = [];
      phone.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await phone.getByTestId('scan-manual').fill('NO-SUCH-LABEL');
      await phone.getByTestId('scan-find').tap();
      expect(await phone.getByTestId('scan-not-found').textContent()).toBe(scan.notFound.replace('{{code}}', 'NO-SUCH-LABEL'));
      expect(consoleErrors).toEqual([]);
      expect(phone.errors).toEqual([]);
      await phone.context().close();

      // The camera: Chromium's fake camera shows the label's picture, frame after frame.
      const frames = join(ARTIFACTS, `label-camera-${language}.mjpeg`);
      writeFileSync(
        frames,
        await sharp({ create: { width: 1280, height: 960, channels: 3, background: '#ffffff' } })
          .composite([{ input: await sharp(picture).resize({ height: 940 }).toBuffer(), gravity: 'center' }])
          .jpeg({ quality: 90 })
          .toBuffer(),
      );
      const cameraBrowser = await launchBrowser([
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${frames}`,
      ]);
      try {
        const camera = await phonePage(cameraBrowser, language);
        await openScanner(camera, running.base);
        await camera.getByTestId('scan-camera').tap();
        await camera.getByTestId('scan-result-code').filter({ hasText: tracking }).waitFor({ timeout: 20_000 });
        expect(await camera.getByTestId('scan-video').count()).toBe(0);
        expect(camera.errors).toEqual([]);
      } finally {
        await cameraBrowser.close();
      }
    },
  );
});
