import { join } from 'node:path';
import { formatMoney, messages, type ExpenseListRow, type Page as ListPage, type VendorDashboard, type VendorView } from '@cargo/contracts';
import { uiStrings } from '../src/app/all-features';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe('expenses in a real browser', () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', vi, 'vi-VN'],
    ['en', en, 'en-US'],
  ] as const)(
    'imports a bank export with a preview, fixes a row’s vendor in the list, and the vendor dashboard follows (%s)',
    async (language, strings, locale) => {
      const token = await apiLogin(running.base, DEMO.admin);
      const get = async <T>(path: string, body?: object) =>
        (await (
          await fetch(`${running.base}${path}`, {
            method: body ? 'POST' : 'GET',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: body && JSON.stringify(body),
          })
        ).json()) as T;
      const costco = (await get<ListPage<VendorView>>('/api/vendor/get?name=Costco')).items[0];
      const before = await get<VendorDashboard>(`/api/vendor/get/dashboard/by/id/${costco.id}`);
      const day = language === 'vi' ? '05' : '06';
      const csv = [
        `11/${day}/2026,-45.67,*,,"COSTCO WHSE #123, SEATTLE WA ${language}"`,
        `11/${day}/2026,-10.00,*,,"PARKING ${language}"`,
        '13/45/2026,-1.00,*,,Bad date',
        `11/${day}/2026,250.00,*,,"CUSTOMER DEPOSIT ${language}"`,
        '',
      ].join('\r\n');

      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      await page.goto(`${running.base}/shipment/management/new/expense`);
      await page.getByTestId('open-import').click();
      await page.getByTestId('import-file').setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByTestId('import-rows').waitFor();
      expect(await page.getByTestId('import-rows').locator('tbody tr').count()).toBe(2);
      expect(await page.getByTestId('import-rejected').textContent()).toContain(strings.expenseScreens.import.reasons.badDate);
      // Money coming in is not an expense: skipped, with its reason.
      expect(await page.getByTestId('import-rejected').textContent()).toContain(strings.expenseScreens.import.reasons.credit);
      expect(await page.getByTestId('import-vendor').inputValue()).toBe('Other');
      await page.screenshot({ path: join(ARTIFACTS, `expense-import-${language}.png`) });
      await page.getByTestId('import-run').click();
      await page
        .getByTestId('snackbar')
        .filter({ hasText: language === 'vi' ? 'Đã nhập tệp CSV' : 'Successfully imported CSV file' })
        .waitFor();

      // The same file again: the preview says both lines are already recorded, and there is nothing to import.
      await page.getByTestId('open-import').click();
      await page.getByTestId('import-file').setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page
        .getByTestId('import-summary')
        .filter({ hasText: strings.expenseScreens.import.alreadyImported.replace('{{count}}', '2') })
        .waitFor();
      expect(await page.getByTestId('row-already-imported').count()).toBe(2);
      expect(await page.getByTestId('import-run').isDisabled()).toBe(true);
      await page.keyboard.press('Escape');

      // The list: the imported row goes from Other to Costco.
      // Read once the projection has the imported row (the snackbar answers the command).
      const importedRow = async () =>
        (await get<ListPage<ExpenseListRow>>('/api/expense/get', { pageSize: 50 })).items.find(
          (row) => row.description === `COSTCO WHSE #123, SEATTLE WA ${language}`,
        );
      let imported = await importedRow();
      for (let tries = 0; !imported && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        imported = await importedRow();
      }
      expect(imported).toMatchObject({ amount: 4567, vendorName: 'Other', transactionDate: `2026-11-${day}` });
      await page.goto(`${running.base}/shipment/management/expense/list`);
      // Under load the picker can still be drawing the previous search's options when one is clicked, or
      // close as the list refreshes under it (a live update): the choice is made again until the row
      // takes it (its save button turns on); the save below fails if it never does.
      const save = page.getByTestId(`save-row-${imported!.id}`);
      for (let tries = 0; tries < 3; tries += 1) {
        await page.getByTestId(`row-vendor-${imported!.id}`).fill('Costco');
        const chose = await page
          .getByRole('option', { name: 'Costco Wholesale' })
          .click({ timeout: 5000 })
          .then(
            () => true,
            () => false,
          );
        if (!chose) continue;
        const deadline = Date.now() + 3000;
        while (!(await save.isEnabled()) && Date.now() < deadline) await page.waitForTimeout(100);
        if (await save.isEnabled()) break;
      }
      await save.click();
      await page
        .getByTestId('snackbar')
        .filter({ hasText: language === 'vi' ? 'Đã cập nhật chi phí' : 'Successfully updated expense' })
        .waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `expense-list-${language}.png`), fullPage: true });

      // The vendor page: its expense card and balance now count the row.
      await page.goto(`${running.base}/shipment/management/vendor/detail/${costco.id}`);
      const expected = formatMoney(before.totals.expenseAmount + 4567, 'UsDollar', locale);
      await page.getByTestId('vendor-expenseAmount').filter({ hasText: expected }).waitFor();
      expect(await page.getByTestId('vendor-balance').textContent()).toBe(formatMoney(before.totals.balance - 4567, 'UsDollar', locale));
      await page.getByRole('tab', { name: strings.vendorDashboard.tabs.expenses }).click();
      await page
        .getByTestId('vendor-expense-link')
        .filter({ hasText: String(imported!.id) })
        .waitFor();
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );

  it.each(['en', 'vi'] as const)(
    'keeps one sign for expenses: an imported debit and a typed expense both count as spending, and the overview subtracts exactly the expense list (%s)',
    async (language) => {
      const token = await apiLogin(running.base, DEMO.root);
      let after = '0';
      const call = async <T>(path: string, body?: object) =>
        (await (
          await fetch(`${running.base}${path}`, {
            method: body ? 'POST' : 'GET',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'X-Min-Position': after },
            body: body && JSON.stringify(body),
          })
        ).json()) as T;
      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.root);
      await page.goto(`${running.base}/shipment/management/new/expense`);
      await page.getByTestId('open-import').click();
      await page.getByTestId('import-file').setInputFiles({
        name: 'bank.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`11/${language === 'en' ? '09' : '10'}/2026,-30.00,*,,"TOLL ROAD ${language}"\r\n`),
      });
      await page.getByTestId('import-rows').waitFor();
      await page.getByTestId('import-run').click();
      await page.getByTestId('snackbar').filter({ hasText: messages['expenses.imported'][language] }).waitFor();
      const settled = async () => {
        for (let tries = 0; ; tries += 1) {
          const list = await call<ListPage<ExpenseListRow>>('/api/expense/get', { pageSize: 100, from: '2026-01-01', to: '2026-12-31' });
          if (list.items.some((row) => row.description === `TOLL ROAD ${language}`) || tries > 50) return list;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      await settled();
      const typed = await call<{ id: number; position: string }>('/api/expense/add', {
        typeId: 1,
        vendorId: 1,
        paymentMethodId: 1,
        transactionDate: '2026-11-09',
        amount: 2000,
        description: 'Fuel',
      });
      after = typed.position;
      const expenses = await settled();
      expect(expenses.items.find((row) => row.description === `TOLL ROAD ${language}`)?.amount).toBe(3000);
      expect(expenses.items.find((row) => row.id === typed.id)?.amount).toBe(2000);
      const overview = await call<{ stockAmount: number; expenseAmount: number; totalAmount: number }>(
        `/api/dashboard/get/overview?from=2026-01-01&to=2026-12-31`,
      );
      expect(overview.expenseAmount).toBe(expenses.items.reduce((sum, row) => sum + row.amount, 0));
      expect(overview.totalAmount).toBe(overview.stockAmount - overview.expenseAmount);
      expect(overview.totalAmount).toBeLessThan(overview.stockAmount);
      await page.close();
    },
  );
});
