import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {expect, test} from './fixtures';
import {STOCK_PORT} from './ports';
import {startStaticServer} from './staticServer';
import {DESKTOP, PHONE} from './viewports';
import {SITEMAP_PATHS} from './sitemap';
import {BUDGET_MARGIN_BYTES, budgetFor, pageTypeOf, SITE_PAGES, STOCK_DIR, STOCK_REFERENCE} from '../../scripts/bench/targets.cjs';

/**
 * The JavaScript budgets of the performance issues, against a stock create-docusaurus classic site
 * that `npm test` builds with the same Docusaurus version: every script a reader's browser loads
 * by opening the page and doing nothing (gzip, until the network stays idle), against the stock doc
 * page measured on the same screen. Every page of the sitemap is measured on a 1280x800 laptop
 * screen, where an API page has its explorer in view (its heaviest landing); one page of each type
 * on a phone too. The budget of a page follows from its type (scripts/bench/targets.cjs), as a ratio to
 * the stock page plus a fixed margin, so that an edit of a few hundred bytes does not fail it.
 */
const SCREENS = {desktop: DESKTOP, phone: PHONE};

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
    for (const [screen, viewport] of Object.entries(SCREENS)) {
      const {jsBytes} = await measurePage(browser, new URL(STOCK_REFERENCE.route, stock.url).href, {viewport});
      expect(jsBytes).toBeGreaterThan(100 * 1024); // a real measurement, not an empty page
      stockJsBytes.set(screen, jsBytes);
    }
  });
  test.afterAll(() => stock?.stop());

  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const checkPage = async (browser: Browser, url: string, budget: number, screen: keyof typeof SCREENS) => {
    const {measurePage} = await import('../../scripts/bench/pageWeight.mjs');
    const {jsBytes} = await measurePage(browser, url, {viewport: SCREENS[screen]});
    const limit = budget * stockJsBytes.get(screen)! + BUDGET_MARGIN_BYTES;
    expect(jsBytes, `${kB(jsBytes)} against a budget of ${kB(limit)}`).toBeLessThanOrEqual(limit);
  };

  expect(SITEMAP_PATHS.length).toBeGreaterThan(150);
  for (const route of SITEMAP_PATHS) {
    test(`${route} (${pageTypeOf(route)}) on a laptop: JavaScript at most ${budgetFor(route)}x the stock doc page plus ${BUDGET_MARGIN_BYTES / 1024} kB`, async ({browser, baseURL}) => {
      await checkPage(browser, new URL(route, baseURL).href, budgetFor(route), 'desktop');
    });
  }
  for (const page of SITE_PAGES) {
    test(`${page.type} (${page.route}) on a phone: JavaScript at most ${page.budget}x the stock doc page plus ${BUDGET_MARGIN_BYTES / 1024} kB`, async ({browser, baseURL}) => {
      await checkPage(browser, new URL(page.route, baseURL).href, page.budget, 'phone');
    });
  }
});
