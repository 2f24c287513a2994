import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures';
import {STOCK_PORT} from './ports';
import {startStaticServer} from './staticServer';
import {DESKTOP, PHONE} from './viewports';
import {SITE_PAGES, STOCK_DIR, STOCK_REFERENCE} from '../../scripts/bench/targets.cjs';

/**
 * The JavaScript budgets of the performance issues, against a stock create-docusaurus classic site
 * that `npm test` builds with the same Docusaurus version: every script a reader's browser loads
 * by opening the page and doing nothing (gzip, until the network stays idle), on a laptop and on a
 * phone, each against the stock doc page measured on the same screen.
 */
test.describe('page weight budgets', () => {
  let stock: Awaited<ReturnType<typeof startStaticServer>>;
  const stockJsBytes = new Map<string, number>();

  test.beforeAll(async ({browser}, testInfo) => {
    testInfo.setTimeout(120_000);
    const stockBuild = path.join(STOCK_DIR, 'build');
    expect(existsSync(path.join(stockBuild, 'index.html')), 'the stock site is built by `npm test`').toBe(true);
    // A port per worker: each worker that runs these tests starts its own server.
    stock = await startStaticServer({port: STOCK_PORT + 10 * testInfo.parallelIndex, dir: stockBuild});
    const {measurePage} = await import('../../scripts/bench/pageWeight.mjs');
    for (const [screen, viewport] of Object.entries({desktop: DESKTOP, phone: PHONE})) {
      const {jsBytes} = await measurePage(browser, new URL(STOCK_REFERENCE.route, stock.url).href, {viewport});
      expect(jsBytes).toBeGreaterThan(100 * 1024); // a real measurement, not an empty page
      stockJsBytes.set(screen, jsBytes);
    }
  });
  test.afterAll(() => stock?.stop());

  for (const page of SITE_PAGES) {
    for (const [screen, viewport] of Object.entries({desktop: DESKTOP, phone: PHONE})) {
      test(`${page.type} (${page.route}) on a ${screen} at ${viewport.width}x${viewport.height}: JavaScript at most ${page.budget}x the stock doc page`, async ({
        browser,
        baseURL,
      }) => {
        const {measurePage} = await import('../../scripts/bench/pageWeight.mjs');
        const {jsBytes} = await measurePage(browser, new URL(page.route, baseURL).href, {viewport});
        const budget = page.budget * stockJsBytes.get(screen)!;
        const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
        expect(jsBytes, `${kB(jsBytes)} against a budget of ${kB(budget)}`).toBeLessThanOrEqual(budget);
      });
    }
  }
});
