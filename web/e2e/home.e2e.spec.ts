import { join } from 'node:path';
import { uiStrings } from '../src/app/all-features';
import { ARTIFACTS, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe('the public home page in a real browser', () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', vi, /2,75\s*US\$/, /Thứ 2–Thứ 6 10\sgiờ–18\sgiờ/],
    ['en', en, /\$2\.75/, /Mon–Fri 10\sAM–6\sPM/],
  ] as const)(
    'shows the services, the price list, the scrolling products, the business hours and the printable shipping policy (%s)',
    async (language, strings, saigon, weekdays) => {
      const page = await openPage(running.browser, language);
      await page.goto(`${running.base}/`);
      await page.getByTestId('service').first().waitFor(); // the home page is its own chunk
      expect(await page.getByTestId('service').allTextContents()).toEqual([
        `${strings.home.service.customOrders.title}${strings.home.service.customOrders.text}`,
        `${strings.home.service.airFreight.title}${strings.home.service.airFreight.text}`,
        `${strings.home.service.seaFreight.title}${strings.home.service.seaFreight.text}`,
      ]);
      const prices = page.getByTestId('price-list').locator('tr');
      expect(await prices.nth(0).textContent()).toContain(strings.home.destinations.saigon);
      expect(await prices.nth(0).textContent()).toMatch(saigon);
      // The showcase lists the newest active products twice (the second copy makes the scroll wrap), one pass in 20 s per four products.
      await page.getByTestId('marquee-product').first().waitFor();
      const shown = await page.getByTestId('marquee-product').count();
      const duration = await page.getByTestId('marquee-track').evaluate((track) => getComputedStyle(track).animationDuration);
      expect(duration).toBe(`${(20 * (shown / 2)) / 4}s`);
      expect(await page.getByTestId('business-hours').textContent()).toMatch(weekdays);
      await page.screenshot({ path: join(ARTIFACTS, `home-${language}.png`), fullPage: true });

      await page.getByTestId('policy-link').click();
      await page.waitForURL(/\/shipping\/policy$/);
      await page.getByTestId('policy-rules').waitFor();
      expect(await page.getByTestId('policy-rules').locator('li').count()).toBe(6);
      expect(await page.getByTestId('policy-rules').textContent()).toMatch(language === 'vi' ? /tối đa 200,00\sUS\$/ : /up to \$200\.00/);
      expect(await page.title()).toContain(strings.titles.shippingPolicy);
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );
});
