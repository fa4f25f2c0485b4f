import { join } from 'node:path';
import { verificationPath } from '../../services/src/testing/outbox';
import { uiStrings } from '../src/app/all-features';
import roleStrings from '../src/features/identity/identity.roles.strings.json';
import { ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe('sign up, verify, log in and out in a real browser', () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)('takes a new customer from sign-up to logout without the admin menu (%s)', async (language, strings) => {
    const email = `lan.${language}@example.com`;
    const page = await openPage(running.browser, language);
    await page.goto(running.base);
    await page.getByTestId('sign-up').click();
    const submit = page.getByTestId('register-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.fill('input[name=first]', 'Lan');
    await page.fill('input[name=last]', 'Nguyễn');
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', 'secret#42');
    await page.fill('input[name=confirmPassword]', 'secret#4');
    await page.getByText(language === 'vi' ? 'Mật khẩu không khớp' : "Password doesn't match").waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.fill('input[name=confirmPassword]', 'secret#42');
    await submit.click();
    await page.getByText(strings.auth.almostDone).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, `registered-${language}.png`) });

    await page.goto(`${running.base}${verificationPath(running.server.dataDir, email)}`);
    await page.getByTestId('verify-success').waitFor();
    expect(await page.getByTestId('verify-success').textContent()).toContain(strings.auth.verified);
    await page.screenshot({ path: join(ARTIFACTS, `verified-${language}.png`) });

    await logIn(page, running.base, { email, password: 'secret#42' });
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').waitFor();
    expect(await page.getByTestId('shipment-manager').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${running.base}/shipment/management/product/list`);
    await page.getByRole('heading', { name: strings.notAllowed.title }).waitFor();
    await page.getByText(strings.notAllowed.admin).waitFor();

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByText(strings.auth.loggingOut).waitFor();
    await page.waitForURL(`${running.base}/`, { timeout: 6000 });
    await page.getByTestId('login').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('shows a bad verification link as "Something is wrong"', async () => {
    const page = await openPage(running.browser, 'vi');
    await page.goto(`${running.base}/verify/email/1.not-the-token`);
    await page.getByTestId('verify-failed').waitFor();
    expect(await page.getByTestId('verify-failed').textContent()).toBe('Có gì đó không ổn');
    await page.close();
  });

  it('answers a wrong password with the spec message and keeps the button disabled until the form is valid', async () => {
    const page = await openPage(running.browser, 'en');
    await page.goto(`${running.base}/login`);
    expect(await page.getByTestId('login-submit').isDisabled()).toBe(true);
    await page.fill('input[type=email]', DEMO.admin.email);
    await page.fill('input[type=password]', 'wrong-password');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('snackbar').textContent()).toContain('Incorrect Username or Password');
    await page.close();
  });

  it('gives admins the Shipment Manager menu and the management drawer, and root the users screen', async () => {
    const page = await openPage(running.browser, 'en');
    await logIn(page, running.base, DEMO.admin);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('shipment-manager').click();
    // The shipment list is the management area's first screen.
    await page.waitForURL(/\/shipment\/management$/, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: en.shipping.listTitle }).waitFor();
    await page.getByTestId('drawer-toggle').click();
    expect(await page.getByTestId('drawer').getByRole('link').allTextContents()).toEqual([
      en.drawer.newShipment,
      en.drawer.shipmentList,
      en.drawer.scanLabels,
      en.drawer.receive,
      en.drawer.packages,
      en.drawer.unknownPackages,
      en.drawer.shipRequests,
      en.drawer.newInvoice,
      en.drawer.invoiceList,
      en.drawer.newShipmentGroup,
      en.drawer.shipmentGroupList,
      en.drawer.newCustomer,
      en.drawer.customers,
      en.drawer.vendors,
      en.drawer.newExpense,
      en.drawer.expenseList,
      en.drawer.paymentList,
      en.drawer.newProduct,
      en.drawer.products,
      en.drawer.newStock,
      en.drawer.stockList,
      en.drawer.stockGroupList,
      en.drawer.cart,
      en.drawer.orders,
      en.drawer.contactUs,
      en.drawer.notifications,
      en.drawer.exchangeRates,
    ]);
    await page.keyboard.press('Escape');
    await page.goto(`${running.base}/shipment/management/users`);
    await page.getByRole('heading', { name: en.notAllowed.title }).waitFor();
    await page.getByText(en.notAllowed.root).waitFor();
    await page.close();

    const root = await openPage(running.browser, 'en');
    await logIn(root, running.base, DEMO.root);
    await root.goto(`${running.base}/shipment/management/product/list`);
    await root.getByTestId('drawer-toggle').click();
    expect(await root.getByTestId('drawer').getByRole('link').last().textContent()).toBe(en.drawer.roles);
    await root.keyboard.press('Escape');
    await root.goto(`${running.base}/shipment/management/users`);
    await root.getByRole('heading', { name: en.users.title }).waitFor();
    await root.getByTestId('give-roles-3').click();
    await root.getByTestId('hold-manager').click();
    await root.getByTestId('save-user-roles').click();
    await root.getByTestId('snackbar').getByText(roleStrings.en.roles.saved).waitFor();
    await root.getByTestId('roles-of-3').getByText('Manager').waitFor();
    await root.screenshot({ path: join(ARTIFACTS, 'users-en.png') });
    expect(root.errors).toEqual([]);
    await root.close();
  });

  it('restores the session on reload, and refreshes the access token once when it has expired', async () => {
    const page = await openPage(running.browser, 'en');
    await logIn(page, running.base, DEMO.admin);
    await page.reload();
    await page.getByTestId('user-menu').waitFor();
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('session')!);
      localStorage.setItem('session', JSON.stringify({ ...session, token: 'expired.or.forged' }));
    });
    await page.goto(`${running.base}/shipment/management/product/list`);
    await page.waitForSelector('[data-testid=product-id-link]');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('session')!).token as string);
    expect(token).not.toBe('expired.or.forged');
    await page.close();
  });
});
