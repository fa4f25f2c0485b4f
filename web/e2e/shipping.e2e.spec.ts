import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { uiStrings } from '../src/app/all-features';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe('shipments, groups and tracking in a real browser', () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', vi, ['Mới', 'Đã nhận tại Mỹ', 'Đang vận chuyển'], 'Chưa có cập nhật!'],
    ['en', en, ['New', 'Received in US', 'In transit'], 'No Update!'],
  ] as const)(
    'a visitor tracks a number on / and on /tracking/:id and sees its timeline; an unknown number shows No Update (%s)',
    async (language, strings, timeline, noUpdate) => {
      const page = await openPage(running.browser, language);
      await page.goto(`${running.base}/`);
      await page.getByTestId('tracking-input').fill('mtl-1001');
      await page.getByTestId('tracking-input').press('Enter');
      await page.waitForURL(/\/tracking\/mtl-1001$/);
      const steps = page.getByTestId('tracking-timeline').locator('.MuiStepLabel-label');
      await steps.nth(2).waitFor();
      expect((await steps.allTextContents()).map((text) => text.trim())).toEqual(timeline);
      await page.screenshot({ path: join(ARTIFACTS, `tracking-${language}.png`), fullPage: false });

      await page.goto(`${running.base}/tracking/MTL-2001`);
      await page.getByTestId('tracking-timeline').waitFor();
      expect(await page.getByTestId('tracking-timeline').locator('.MuiStepLabel-label').allTextContents()).toEqual([timeline[0]]);
      expect(await page.getByTestId('tracking-input').inputValue()).toBe('MTL-2001');
      expect(await page.title()).toContain(strings.titles.tracking);

      await page.getByTestId('tracking-input').fill('NO-SUCH-NUMBER');
      await page.getByTestId('track').click();
      await page.getByTestId('no-update').filter({ hasText: noUpdate }).waitFor();
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );

  it.each([
    ['vi', vi, 'Đã thêm lô hàng mới', 'Đã cập nhật lô hàng', 'Số theo dõi đã có trong danh sách lô hàng'],
    ['en', en, 'Successfully added a new shipment', 'Successfully updated the shipment', 'Repeated tracking # under shipment list'],
  ] as const)(
    'staff open the shipment list first, record a shipment whose type follows its group, and manage its parcels (%s)',
    async (language, strings, added, updated, duplicate) => {
      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      await page.goto(`${running.base}/shipment/management`);
      await page.getByTestId('shipment-id-link').first().waitFor();
      expect(await page.locator('[role=gridcell][data-field=mtlTracking]').count()).toBe(15);
      await page.getByTestId('filter-mtlTracking').fill('MTL-100');
      await page.waitForURL(/mtlTracking=MTL-100/);
      await page.locator('[role=gridcell][data-field=mtlTracking]').filter({ hasText: 'MTL-1002' }).waitFor();
      expect((await page.locator('[role=gridcell][data-field=mtlTracking]').allTextContents()).sort()).toEqual(['MTL-1001', 'MTL-1002']);

      await page.goto(`${running.base}/shipment/management/new/shipment`);
      expect(await page.getByTestId('shipment-status').isDisabled()).toBe(true);
      await page.getByTestId('shipment-group').click();
      await page
        .getByRole('option', { name: new RegExp(`· ${strings.shipping.types.Sea} ·`) })
        .first()
        .click();
      expect(await page.getByTestId('shipment-type').textContent()).toBe(strings.shipping.types.Sea);
      // Sea shows boxes, pallets and value; weight is not asked for.
      expect(await page.getByTestId('shipment-totalWeight').count()).toBe(0);
      await page.getByTestId('shipment-sender').fill('Tran');
      await page.getByRole('option', { name: /Tran Van Binh/ }).click();
      expect(await page.getByTestId('shipment-sender-address1').inputValue()).toBe('9200 Bolsa Ave');
      await page.getByTestId('shipment-receiver').fill('Hoa');
      await page.getByRole('option', { name: /Le Thi Hoa/ }).click();
      expect(await page.getByTestId('shipment-receiver-phone').inputValue()).toBe('0912345678');
      await page.getByTestId('shipment-totalBox').fill('4');
      await page.getByTestId('shipment-totalPallet').fill('0');
      await page.getByTestId('save-shipment').click();
      await page
        .getByText(language === 'vi' ? 'Phải lớn hơn 0' : 'Must be greater than 0')
        .first()
        .waitFor();
      await page.getByTestId('shipment-totalPallet').fill('2');
      await page.getByTestId('shipment-tracking').fill('MTL-1001');
      await page.getByTestId('add-parcel').click();
      await page.getByTestId('parcel-weight-0').fill('20.5');
      await page.getByTestId('parcel-value-0').fill('150');
      await page.getByTestId('save-shipment').click();
      await page.getByTestId('snackbar').filter({ hasText: duplicate }).waitFor();
      await page.getByTestId('shipment-tracking').fill(`SEA-${language}`);
      await page.getByTestId('save-shipment').click();
      await page.getByTestId('snackbar').filter({ hasText: added }).waitFor();
      await page.waitForURL(/\/update\/shipment\/\d+$/);
      const shipmentId = Number(/(\d+)$/.exec(page.url())![1]);

      // Now saved: the status can change, the saved parcel is removed softly and restored.
      await page.getByRole('heading', { level: 1, name: new RegExp(`#${shipmentId}$`) }).waitFor();
      expect(await page.getByTestId('shipment-status').isDisabled()).toBe(false);
      await page.getByTestId('remove-parcel-0').click();
      await page.getByTestId('restore-parcel-0').waitFor();
      // Read back at the save's position: the read model may not have caught up when the snackbar shows.
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/shipment/update'));
      await page.getByTestId('save-shipment').click();
      const { position } = (await (await saved).json()) as { position: string };
      await page.getByTestId('snackbar').filter({ hasText: updated }).waitFor();
      const token = await apiLogin(running.base, DEMO.admin);
      const read = async () =>
        (await (
          await fetch(`${running.base}/api/shipment/get/by/id/${shipmentId}`, { headers: { authorization: `Bearer ${token}`, 'X-Min-Position': position } })
        ).json()) as {
          parcels: { isActive: boolean; weight: number }[];
          totalPallet: number;
          totalWeight: number;
        };
      expect(await read()).toMatchObject({ totalPallet: 2, totalWeight: 0, parcels: [{ isActive: false, weight: 2050 }] });
      await page.screenshot({ path: join(ARTIFACTS, `shipment-form-${language}.png`), fullPage: true });
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)(
    'lists groups by Air and Sea with a status per row, and opens a group with its totals, order tabs and both reports (%s)',
    async (language, strings) => {
      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      await page.goto(`${running.base}/shipment/management/shipment/group/list`);
      await page.getByTestId('group-id-link').first().waitFor();
      await page.getByTestId('tab-Sea').click();
      await page.waitForURL(/typeId=Sea/);
      // The Sea tab is drawn (its pallet column) before the export is asked for, as a person would see it.
      await page.getByRole('columnheader', { name: strings.shipping.columns.totalPallet }).waitFor();
      const csv = page.waitForEvent('download');
      await page.getByTestId('export-groups').click();
      const csvFile = await csv;
      expect(csvFile.suggestedFilename()).toBe('sea-shipment-group-list.csv');
      expect(
        readFileSync(await csvFile.path(), 'utf8')
          .replace(/^\uFEFF/, '')
          .split('\r\n')[0]
          .split(';'),
      ).toContain(strings.shipping.columns.totalPallet);

      await page.getByTestId('tab-Air').click();
      await page.waitForURL(/typeId=Air/);
      await page.locator('[role=gridcell][data-field=totalWeight]').first().waitFor();
      const firstGroup = page.getByTestId('group-id-link').first();
      const groupId = Number(await firstGroup.textContent());
      await page.getByTestId(`group-status-${groupId}`).click();
      // Each language's run picks a status the group does not have yet (Save is off for the one it has).
      await page
        .getByRole('option')
        .nth(language === 'vi' ? 1 : 2)
        .click();
      await page.getByTestId(`save-group-status-${groupId}`).click();
      await page
        .getByTestId('snackbar')
        .filter({ hasText: language === 'vi' ? 'Đã cập nhật nhóm lô hàng' : 'Successfully update shipment group' })
        .waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `group-list-${language}.png`), fullPage: true });

      // An order joins the group from the order list (Add to Shipment Group and its group select).
      const token = await apiLogin(running.base, DEMO.admin);
      const call = async (path: string, body?: object) =>
        (await (
          await fetch(`${running.base}${path}`, {
            method: body ? 'POST' : 'GET',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: body && JSON.stringify(body),
          })
        ).json()) as { id: number; items: { id: number; vnQuantity: number }[]; counts: { regular: number } };
      const customers = (await call('/api/customer/get', { name: 'Le Thi Hoa' })).items;
      const product = (await call('/api/product/get', { pageSize: 50 })).items.find((candidate) => candidate.vnQuantity > 0)!;
      const order = await call('/api/order/add', {
        customerId: customers[0].id,
        typeId: 'Regular',
        orderDetails: [{ productId: product.id, warehouseId: 'VN', quantity: 1 }],
      });
      await page.goto(`${running.base}/shipment/management/orders`);
      await page.getByTestId(`add-to-group-${order.id}`).click();
      await page.getByTestId('order-group').click();
      await page.getByRole('option', { name: new RegExp(`^#${groupId} · `) }).click();
      await page.getByTestId('group-confirm').click();
      await page
        .getByTestId('snackbar')
        .filter({ hasText: language === 'vi' ? 'Đã thêm đơn hàng vào nhóm lô hàng' : 'Successfully add order to shipment group' })
        .waitFor();
      await page
        .locator(`[data-id="${order.id}"] [data-field=shipmentGroupId]`)
        .filter({ hasText: `#${groupId}` })
        .waitFor();

      await page.goto(`${running.base}/shipment/management/update/shipment/group/${groupId}`);
      await page.getByTestId('group-totals').waitFor();
      await page
        .getByTestId('group-order-link')
        .filter({ hasText: String(order.id) })
        .waitFor();
      const { regular } = (await call(`/api/order/get/by/shipment/group/id/${groupId}`)).counts;
      expect(await page.getByTestId('group-tab-regular').textContent()).toBe(`${strings.shipping.groups.tabs.regular}${regular}`);
      expect(Number(await page.getByTestId('group-shipments').textContent())).toBeGreaterThanOrEqual(2);
      await page.getByTestId('group-tab-preorder').click();
      await page.waitForURL(/tab=preorder/);
      const report = page.waitForEvent('download');
      await page.getByTestId('group-report').click();
      const file = await report;
      expect(file.suggestedFilename()).toBe('Report.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await file.path());
      const trackingNumbers: unknown[] = [];
      workbook.worksheets[0].eachRow((row, index) => index > 1 && trackingNumbers.push(row.getCell(2).value));
      // The report lists the group's shipments, each by its tracking number.
      expect(trackingNumbers.length).toBe(Number(await page.getByTestId('group-shipments').textContent()));
      expect(trackingNumbers.every((tracking) => /^MTL-\d+$/.test(String(tracking)))).toBe(true);
      const orders = page.waitForEvent('download');
      await page.getByTestId('group-order-report').click();
      expect((await orders).suggestedFilename()).toBe('Order Report.xlsx');
      await page.screenshot({ path: join(ARTIFACTS, `group-page-${language}.png`), fullPage: true });
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );

  it('fits the shipment list on a 1366 px screen without sideways scroll, and names each invoice by its code', async () => {
    const token = await apiLogin(running.base, DEMO.admin);
    const pushed = await fetch(`${running.base}/api/invoice/push/from/shipment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ shipmentId: 1 }),
    });
    const invoiceId = ((await pushed.json()) as { id: number }).id;
    const page = await openPage(running.browser, 'en');
    await page.setViewportSize({ width: 1366, height: 768 });
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management?mtlTracking=MTL-1001`);
    await page
      .getByTestId('shipment-invoice-link')
      .filter({ hasText: `S-${String(invoiceId).padStart(5, '0')}` })
      .waitFor();
    // Every column ends inside the grid (the last one's right edge at most the grid's), and the page does not scroll sideways.
    const fit = await page.evaluate(() => {
      const grid = document.querySelector('.MuiDataGrid-root')!.getBoundingClientRect();
      const headers = [...document.querySelectorAll('.MuiDataGrid-columnHeader')].map((cell) => cell.getBoundingClientRect().right);
      return {
        pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        columnsPastGrid: Math.max(0, Math.round(Math.max(...headers) - grid.right)),
      };
    });
    expect(fit).toEqual({ pageOverflow: 0, columnsPastGrid: 0 });
    await page.screenshot({ path: join(ARTIFACTS, 'shipment-list-1366.png'), fullPage: true });
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
