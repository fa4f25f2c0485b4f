import { join } from 'node:path';
import receivingPages from '../src/features/receiving/receiving.pages.strings.json';
import { ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

/** The demo's unknown package: its label names the demo customer, nobody pre-alerted it. */
const UNKNOWN = '9261290100130402211212';
const PROOF = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n') };

describe('claims of unknown packages in the browser', () => {
  const running = useServerAndBrowser();

  /** The customer claims from My packages: the digits typed as they read them, a proof attached. */
  async function claim(language: 'en' | 'vi', digits: string) {
    const customer = await openPage(running.browser, language);
    await logIn(customer, running.base, DEMO.customer);
    await customer.goto(`${running.base}/my/packages?tab=claims`);
    await customer.getByTestId('claim-package').click();
    await customer.getByTestId('claim-digits').fill(digits);
    await customer.getByTestId('claim-proof').setInputFiles(PROOF);
    await customer.getByTestId('pre-alert-file').waitFor();
    await customer.getByTestId('claim-save').click();
    await customer.getByRole('gridcell', { name: receivingPages[language].receiving.claims.states.pending }).first().waitFor();
    await customer.screenshot({ path: join(ARTIFACTS, `claims-own-${language}.png`), fullPage: true });
    return customer;
  }

  /** Staff open the claims from Unknown packages and review the newest waiting one. */
  async function review(language: 'en' | 'vi') {
    const staff = await openPage(running.browser, language);
    await logIn(staff, running.base, DEMO.admin);
    await staff.goto(`${running.base}/shipment/management/packages/unknown`);
    await staff.getByTestId('package-claims').click();
    await staff.getByTestId('claim-review').first().click();
    await staff.getByTestId('claim-review-dialog').waitFor();
    return staff;
  }

  it('a customer claims the unknown package by its last 6; staff see it among the candidates and approve it: it is among the customer’s received packages (en)', async () => {
    const customer = await claim('en', '211 212');
    const staff = await review('en');
    const candidate = staff.getByTestId('claim-candidate').filter({ hasText: UNKNOWN });
    await candidate.waitFor();
    await staff.screenshot({ path: join(ARTIFACTS, 'claims-review-en.png'), fullPage: true });
    await candidate.getByTestId('claim-approve').click();
    await staff.getByTestId('claim-review-dialog').waitFor({ state: 'detached' });
    await customer.goto(`${running.base}/my/packages?tab=received`);
    await customer.getByRole('gridcell', { name: UNKNOWN }).waitFor();
    expect(customer.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  });

  it('a claim no unknown package matches is refused with a reason, which the customer reads on their claim (vi)', async () => {
    const customer = await claim('vi', '999999');
    const staff = await review('vi');
    await staff.getByText(receivingPages.vi.receiving.claims.noCandidates).waitFor();
    await staff.getByTestId('claim-refuse-reason').fill('Không có kiện nào khớp');
    await staff.getByTestId('claim-refuse').click();
    await staff.getByTestId('claim-review-dialog').waitFor({ state: 'detached' });
    await customer.reload();
    await customer.getByRole('gridcell', { name: receivingPages.vi.receiving.claims.states.refused }).waitFor();
    await customer.getByRole('gridcell', { name: 'Không có kiện nào khớp' }).waitFor();
    await customer.screenshot({ path: join(ARTIFACTS, 'claims-refused-vi.png'), fullPage: true });
    expect(customer.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  });
});
