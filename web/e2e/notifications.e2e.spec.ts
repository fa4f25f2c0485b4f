import { join } from 'node:path';
import { mailsTo } from '../../services/src/testing/outbox';
import { CUSTOMER_NOTIFICATION_KINDS, type CustomerNotificationKind } from '@cargo/contracts';
import { uiStrings } from '../src/app/all-features';
import pageStrings from '../src/features/notifications/components/notifications.strings.json';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

/** Every email kind a customer may turn off, each on (as a new customer starts). */
const EVERY_KIND_ON = Object.fromEntries(CUSTOMER_NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<CustomerNotificationKind, boolean>;

describe('emails in a real browser', () => {
  const running = useServerAndBrowser();

  it.each(['vi', 'en'] as const)(
    "lets a customer choose their emails, shows staff each email's delivery, and unsubscribes in one click from an email's link (%s)",
    async (language) => {
      const strings = { ...uiStrings[language], ...pageStrings[language] };
      const words = pageStrings[language].notifications;
      // A refused call fails the test here, not later as a screen that did not change.
      const call = async (token: string, path: string, body?: object) => {
        const reply = await fetch(`${running.base}${path}`, {
          method: body ? 'POST' : 'GET',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body && JSON.stringify(body),
        });
        if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
        return (await reply.json()) as Record<string, unknown> & { id: number };
      };
      const staff = await apiLogin(running.base, DEMO.admin);
      const customerToken = await apiLogin(running.base, DEMO.customer);
      const { customerId, email } = ((await call(customerToken, '/api/user/verify/session')) as unknown as { userInfo: { customerId: number; email: string } })
        .userInfo;
      // Starts from every kind on, in the other language, so the screen's save is what changes them.
      await call(customerToken, '/api/notification/update/mine/preferences', {
        language: language === 'vi' ? 'en' : 'vi',
        kinds: EVERY_KIND_ON,
      });

      // The customer turns payment emails off and picks their language.
      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.customer);
      await page.getByTestId('user-menu').click();
      await page.getByTestId('my-notifications').click();
      await page.waitForURL(/\/my\/notifications$/);
      const payments = page.getByTestId('notify-paymentRecorded');
      await payments.waitFor();
      expect(await payments.isChecked()).toBe(true);
      await payments.click();
      await page.getByRole('combobox', { name: words.language }).click();
      await page.getByRole('option', { name: words.languages[language] }).click();
      await page.getByTestId('save-notifications').click();
      await page
        .getByTestId('snackbar')
        .filter({ hasText: language === 'vi' ? 'Đã lưu lựa chọn email của bạn' : 'Your email choices are saved' })
        .waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `notification-choices-${language}.png`), fullPage: true });
      await page.reload();
      await page.getByTestId('notify-paymentRecorded').waitFor();
      expect(await page.getByTestId('notify-paymentRecorded').isChecked()).toBe(false);
      expect(await page.getByTestId('notify-invoiceIssued').isChecked()).toBe(true);

      // Staff issue an invoice and record a payment: the invoice's email goes out in the customer's language, the payment's is not sent.
      const before = mailsTo(running.server.dataDir, email).length;
      const invoice = await call(staff, '/api/invoice/add', {
        typeId: 'General',
        customerId,
        currencyId: 'UsDollar',
        invoiceDate: '2026-11-24',
        invoiceDetails: [{ name: `Cước ${language}`, quantity: 1, unitPrice: 4000 }],
      });
      await call(staff, '/api/payment/submit', {
        customerId,
        currencyId: 'UsDollar',
        amount: 4000,
        paymentDate: '2026-11-25',
        typeId: 1,
        invoiceIds: [invoice.id],
      });
      const manager = await openPage(running.browser, language);
      await logIn(manager, running.base, DEMO.admin);
      await manager.goto(`${running.base}/shipment/management/notifications?kind=invoiceIssued`);
      await manager.getByRole('heading', { name: words.outboxTitle }).waitFor();
      // Live: the row moves from waiting to sent on its own.
      await manager.getByTestId('notification-state').filter({ hasText: words.states.sent }).first().waitFor({ timeout: 20_000 });
      await manager.goto(`${running.base}/shipment/management/notifications?kind=paymentRecorded&state=skipped`);
      await manager.getByText(words.skipReasons.optedOut).first().waitFor({ timeout: 20_000 });
      await manager.screenshot({ path: join(ARTIFACTS, `notification-outbox-${language}.png`), fullPage: true });
      expect(manager.errors).toEqual([]);

      const mails = mailsTo(running.server.dataDir, email).slice(before);
      expect(mails).toHaveLength(1);
      // The invoice by its code, as the customer's screens name it.
      const code = `G-${String(invoice.id).padStart(5, '0')}`;
      expect(mails[0]).toContain(language === 'vi' ? `Chúng tôi đã lập hóa đơn ${code}` : `We have issued invoice ${code}`);

      // The email's link unsubscribes without signing in.
      const link = /http:\/\/[^\s"]+\/unsubscribe\?customer=\d+&kind=invoiceIssued&token=[\w-]{43}/.exec(mails[0])![0];
      const visitor = await openPage(running.browser, language);
      await visitor.goto(link.replace(/^http:\/\/[^/]+/, running.base));
      await visitor.getByTestId('unsubscribed').filter({ hasText: words.kinds.invoiceIssued }).waitFor();
      await visitor.screenshot({ path: join(ARTIFACTS, `unsubscribe-${language}.png`), fullPage: true });
      expect(visitor.errors).toEqual([]);
      const choices = (await call(customerToken, '/api/notification/get/mine/preferences')) as unknown as { kinds: Record<string, boolean> };
      expect(choices.kinds).toMatchObject({ invoiceIssued: false, paymentRecorded: false, shipmentStatus: true });
      // A link altered by hand is refused, and says so.
      await visitor.goto(
        link
          .replace(/^http:\/\/[^/]+/, running.base)
          .replace(/token=./, 'token=A')
          .replace('kind=invoiceIssued', 'kind=shipmentStatus'),
      );
      await visitor.getByTestId('unsubscribe-failed').waitFor();
      expect(strings.titles.unsubscribe.length).toBeGreaterThan(0);
      expect(page.errors).toEqual([]);
      for (const opened of [page, manager, visitor]) await opened.close();
    },
  );
});
