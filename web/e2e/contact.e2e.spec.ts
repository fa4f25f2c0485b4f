import { join } from 'node:path';
import { uiStrings } from '../src/app/all-features';
import { ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe('the contact form and the Contact-Us list in a real browser', () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', vi, 'Đã gửi thông tin của bạn', 'Không được chứa ký tự đặc biệt', 'Phải có ít nhất 9 chữ số'],
    ['en', en, 'Successfully added your information', 'Cannot contain any special characters', 'Must have at least 9 digits'],
  ] as const)(
    'lets a visitor write from the home page once all four fields are filled, and staff read it (%s)',
    async (language, strings, sent, noSymbols, tooShort) => {
      const visitor = await openPage(running.browser, language);
      await visitor.goto(`${running.base}/`);
      const submit = visitor.getByTestId('contact-submit');
      const field = (name: string) => visitor.locator(`[name=${name}]`);
      // The customer form's rules apply: a name of letters, a phone of 9 digits or more.
      await field('name').fill('R2-D2');
      await field('phone').fill('09012345');
      await visitor.getByText(noSymbols).waitFor();
      await visitor.getByText(tooShort).waitFor();
      await field('name').fill(`Nguyễn An ${language}`);
      await field('email').fill('an@example.com');
      await field('phone').fill('0901234567');
      expect(await submit.isDisabled()).toBe(true);
      await field('message').fill(`Gửi 20 kg đi Sài Gòn giá bao nhiêu? (${language})`);
      expect(await submit.isDisabled()).toBe(false);
      await visitor.screenshot({ path: join(ARTIFACTS, `contact-form-${language}.png`), fullPage: true });
      await submit.click();
      await visitor.getByTestId('contact-submitted').filter({ hasText: sent }).waitFor();
      expect(visitor.errors).toEqual([]);
      await visitor.close();

      const staff = await openPage(running.browser, language);
      await logIn(staff, running.base, DEMO.admin);
      await staff.goto(`${running.base}/shipment/management/contact/us`);
      await staff.getByRole('heading', { name: strings.contact.listTitle }).waitFor();
      await staff
        .getByTestId('contact-card')
        .filter({ hasText: `Nguyễn An ${language}` })
        .filter({ hasText: '0901234567' })
        .waitFor();
      await staff.screenshot({ path: join(ARTIFACTS, `contact-list-${language}.png`), fullPage: true });
      expect(staff.errors).toEqual([]);
      await staff.close();
    },
  );
});
