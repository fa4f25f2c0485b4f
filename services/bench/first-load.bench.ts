import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { startServer } from './http.bench';

export interface FirstLoad {
  name: string;
  scripts: number;
  /** Every script the visit fetched until the list was drawn (the shell and the screen's own chunks), gzipped. */
  scriptGzipBytes: number;
  /** From navigation to the list's first row drawn, on a cold browser cache. */
  firstListMs: number[];
}

const SCREENS = [
  {
    name: 'storefront (a customer on a phone)',
    path: '/public/products',
    row: '[data-testid=storefront-product]',
    viewport: { width: 375, height: 800 },
    signedIn: false,
  },
  { name: 'shipment list (staff)', path: '/shipment/management', row: '.MuiDataGrid-row', viewport: { width: 1366, height: 900 }, signedIn: true },
] as const;

/**
 * The web app's first load as a browser meets it: the demo server, a fresh browser context per
 * visit (nothing cached), the scripts it fetched and the time until the list's first row shows.
 */
export async function firstLoadFigures(visits: number): Promise<FirstLoad[] | null> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const port = 5400 + Math.floor(Math.random() * 300);
  const server = await startServer(port, undefined, { SEED_DEMO_DATA: 'true' });
  const base = `http://127.0.0.1:${port}`;
  let browser;
  try {
    browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  } catch {
    server.kill('SIGKILL');
    return null;
  }
  try {
    const login = (await (
      await fetch(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@mtlcargo.demo', password: 'Admin#2026demo' }),
      })
    ).json()) as { token: string; userInfo: unknown };
    const figures: FirstLoad[] = [];
    for (const screen of SCREENS) {
      const figure: FirstLoad = { name: screen.name, scripts: 0, scriptGzipBytes: 0, firstListMs: [] };
      // The first visit also waits for the demo data's projections: it warms the server, not the browser, and is not counted.
      for (let visit = 0; visit <= visits; visit += 1) {
        const context = await browser.newContext({ viewport: screen.viewport });
        if (screen.signedIn)
          await context.addInitScript((session) => localStorage.setItem('session', session), JSON.stringify({ token: login.token, user: login.userInfo }));
        const page = await context.newPage();
        const scripts: Promise<number>[] = [];
        const fetched = (response: Response) => {
          if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length));
        };
        page.on('response', fetched);
        const started = Date.now();
        await page.goto(`${base}${screen.path}`);
        await page.locator(screen.row).first().waitFor({ timeout: 30_000 });
        if (visit > 0) figure.firstListMs.push(Date.now() - started);
        // What loads after the list is drawn (the menus and the drawer, fetched when the page is idle) is not the first load.
        page.off('response', fetched);
        const sizes = await Promise.all(scripts);
        figure.scripts = sizes.length;
        figure.scriptGzipBytes = sizes.reduce((sum, size) => sum + size, 0);
        await context.close();
      }
      figures.push(figure);
    }
    return figures;
  } finally {
    await browser.close();
    server.kill('SIGKILL');
  }
}
