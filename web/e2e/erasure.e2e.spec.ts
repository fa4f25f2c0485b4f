import { join } from 'node:path';
import { messages } from '@cargo/contracts';
import { uiStrings } from '../src/app/all-features';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe("erasing a customer's personal data in a real browser", () => {
  const running = useServerAndBrowser();
  jest.setTimeout(120_000);

  async function newCustomer(name: string): Promise<number> {
    const token = await apiLogin(running.base, DEMO.root);
    const reply = await fetch(`${running.base}/api/customer/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, address1: '77 Hai Ba Trung', address2: '', email: '', phone: '0912000777', parentCustomerId: null }),
    });
    expect(reply.status).toBe(201);
    return ((await reply.json()) as { id: number }).id;
  }

  it.each([
    ['en', en, 'Pham Erasable'],
    ['vi', vi, 'Vo Xoa Du Lieu'],
  ] as const)('root erases a customer after typing its id; the page, the list and the history read erased (%s)', async (language, strings, name) => {
    const id = await newCustomer(name);
    const erasedWord = messages['customers.erasedName'][language];
    const root = await openPage(running.browser, language);
    await logIn(root, running.base, DEMO.root);
    await root.goto(`${running.base}/shipment/management/update/customer/${id}`);
    await root.getByLabel(strings.customers.fields.name).waitFor();
    await root.getByTestId('erase-customer').click();
    const dialog = root.getByTestId('erase-customer-dialog');
    await dialog.getByText(strings.customers.eraseExplained).waitFor();
    // The id typed back, and nothing less, enables the erasure.
    await root.getByTestId('erase-customer-confirm').fill(String(id + 1));
    expect(await root.getByTestId('erase-customer-yes').isDisabled()).toBe(true);
    await root.getByTestId('erase-customer-confirm').fill(String(id));
    await root.getByTestId('erase-customer-yes').click();
    await root.getByTestId('snackbar').filter({ hasText: messages['customers.customerErased'][language] }).waitFor();
    await root.getByTestId('customer-erased').filter({ hasText: strings.customers.erasedNotice }).waitFor();
    expect(await root.getByTestId('erase-customer').count()).toBe(0);

    await root.getByTestId('customer-tab-history').click();
    const history = root.getByTestId('record-history');
    await history.getByText(`${erasedWord}`).first().waitFor();
    expect(await history.textContent()).not.toContain(name);
    await root.screenshot({ path: join(ARTIFACTS, `customer-erased-${language}.png`), fullPage: true });

    await root.goto(`${running.base}/shipment/management/customer/list?id=${id}`);
    const row = root.getByRole('row').filter({ has: root.getByTestId('customer-id-link').getByText(String(id), { exact: true }) });
    await row.getByText(erasedWord).first().waitFor();
    expect(await row.textContent()).not.toContain(name);
    expect(root.errors).toEqual([]);
    await root.close();
  });
});
