import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures';
import {STOCK_PORT} from './ports';
import {startStaticServer} from './staticServer';
import {SITE_PAGES, STOCK_DIR, STOCK_REFERENCE} from '../../scripts/bench/targets.cjs';

/**
 * The JavaScript budgets of the performance issue, against a stock create-docusaurus classic site
 * that `npm test` builds with the same Docusaurus version: what a reader downloads on landing
 * (gzip, until the network is idle, phone viewport), as `npm run bench` measures it.
 */
test.describe('page weight budgets', () => {
  let stock: Awaited<ReturnType<typeof startStaticServer>>;
  let stockJsBytes: number;

  test.beforeAll(async ({browser}) => {
    const stockBuild = path.join(STOCK_DIR, 'build');
    expect(existsSync(path.join(stockBuild, 'index.html')), 'the stock site is built by `npm test`').toBe(true);
    stock = await startStaticServer({port: STOCK_PORT, dir: stockBuild});
    const {measurePage} = await import('../../scripts/bench/pageWeight.mjs');
    stockJsBytes = (await measurePage(browser, new URL(STOCK_REFERENCE.route, stock.url).href)).jsBytes;
    expect(stockJsBytes).toBeGreaterThan(100 * 1024); // a real measurement, not an empty page
  });
  test.afterAll(() => stock?.stop());

  for (const page of SITE_PAGES) {
    test(`${page.type} (${page.route}): JavaScript at most ${page.budget}x the stock doc page`, async ({browser, baseURL}) => {
      const {measurePage} = await import('../../scripts/bench/pageWeight.mjs');
      const {jsBytes} = await measurePage(browser, new URL(page.route, baseURL).href);
      const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      expect(jsBytes, `${kB(jsBytes)} against a budget of ${kB(page.budget * stockJsBytes)}`).toBeLessThanOrEqual(page.budget * stockJsBytes);
    });
  }
});
