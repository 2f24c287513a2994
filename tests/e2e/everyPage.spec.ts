import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {wcagViolations, wcagViolationsAfterChange} from './axe';
import {expect, gotoHydrated, test, type CspViolation} from './fixtures';
import {SITEMAP_PATHS} from './sitemap';
import {startStaticServer} from './staticServer';
import {DESKTOP, PHONE} from './viewports';
import {budgetFor, jsLimit, pageTypeOf, SITE_PAGES, STOCK_DIR, STOCK_REFERENCE} from '../../scripts/bench/targets.cjs';

/**
 * One visit per page of the sitemap (and the not-found and search pages), on a 1280x800 laptop
 * screen, that runs every per-page check at once instead of loading each page once per check:
 * - page weight: every script the page loads by opening it and doing nothing (gzip, until the network
 *   stays idle) within its budget against the stock create-docusaurus doc page that `npm test` builds
 *   with the same Docusaurus version (scripts/bench/targets.cjs); an API page has its explorer in view;
 * - no WCAG 2.0/2.1 A/AA violation (axe), on an API page with the request form open too;
 * - a clean hydration: React reports a server/browser mismatch as a console error;
 * - the Content Security Policy: scrolled to the end (code highlighting and the explorer load then)
 *   and left by an internal link, with no violation (the fixtures answer analytics with a stand-in).
 * One page of each type is also visited on a phone, for its weight and its audit there.
 */
const NOT_FOUND = '/no-such-page';
const SCREENS = {desktop: DESKTOP, phone: PHONE};
/** Generous for a busy 2-core machine; an idle one visits a page in a few seconds. */
const VISIT_TIMEOUT_MS = 90_000;

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const describeViolation = ({url, directive, blockedURI, sample}: CspViolation) =>
  `${url}: ${directive} blocked ${blockedURI}${sample ? ` (${sample})` : ''}`;

/**
 * Audits the open page; on an API page, the request form too, once opened (its colour rules checked on what
 * changed since the first audit began, see wcagViolationsAfterChange).
 */
async function audit(page: Page, route: string) {
  if (!route.startsWith('/developers/api/')) {
    return wcagViolations(page);
  }
  const withFormOpen = await wcagViolationsAfterChange(page);
  const found = await wcagViolations(page);
  await page.getByRole('button', {name: 'Edit the request'}).click();
  await expect(page.locator('.openapi-explorer__code-block').first()).toBeVisible();
  return [...found, ...(await withFormOpen()).map((violation) => `with the request form open: ${violation}`)];
}

/** Resolves once no request of the page has been in flight for a short while. */
function networkQuiet(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return () => expect.poll(() => inFlight <= 0 && Date.now() - lastChange > 200, {intervals: [100], timeout: 10_000}).toBe(true);
}

/** Scrolls the open page to its end, then follows one of its internal links to another page. */
async function scrollAndLeave(page: Page, route: string, quiet: () => Promise<void>) {
  await page.mouse.wheel(0, 400);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await quiet();
  // A link of the page's own content where it has one, else one of the footer, to another page.
  const target = await page.evaluate(() => {
    const here = location.pathname.replace(/\/$/, '');
    const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"], footer a[href^="/"]')].filter(
      (link) => link.pathname.replace(/\/$/, '') !== here && !link.hasAttribute('download') && link.target !== '_blank' && link.checkVisibility(),
    );
    links[0]?.setAttribute('data-e2e-csp-target', '');
    return links[0]?.pathname;
  });
  expect(target, `an internal link on ${route}`).toBeDefined();
  await page.locator('[data-e2e-csp-target]').click();
  await page.waitForURL((url) => url.pathname === target);
  await quiet();
}

test.describe('every page', () => {
  test.describe.configure({mode: 'parallel'});
  let stock: Awaited<ReturnType<typeof startStaticServer>>;
  const stockJsBytes = new Map<keyof typeof SCREENS, number>();

  // Once per worker: the parallel mode runs this in each worker that takes tests of this file.
  test.beforeAll(async ({browser}, testInfo) => {
    testInfo.setTimeout(120_000);
    const stockBuild = path.join(STOCK_DIR, 'build');
    expect(existsSync(path.join(stockBuild, 'index.html')), 'the stock site is built by `npm test`').toBe(true);
    // Any free port: each worker serves its own copy, however many workers there are.
    stock = await startStaticServer({port: 0, dir: stockBuild});
    const {measurePage} = await import('../../scripts/bench/pageWeight.mjs');
    for (const [screen, viewport] of Object.entries(SCREENS) as [keyof typeof SCREENS, typeof DESKTOP][]) {
      const {jsBytes} = await measurePage(browser, new URL(STOCK_REFERENCE.route, stock.url).href, {viewport});
      expect(jsBytes).toBeGreaterThan(100 * 1024); // a real measurement, not an empty page
      stockJsBytes.set(screen, jsBytes);
    }
  });
  test.afterAll(() => stock?.stop());

  /** Opens the page in this test's fresh context and checks its JavaScript against its budget. */
  async function landWithinBudget(page: Page, url: string, budget: number, screen: keyof typeof SCREENS) {
    const {weighLanding} = await import('../../scripts/bench/pageWeight.mjs');
    const {jsBytes} = await weighLanding(page, url);
    const limit = jsLimit(budget, stockJsBytes.get(screen)!);
    expect.soft(jsBytes, `JavaScript: ${kB(jsBytes)} against a budget of ${kB(limit)}`).toBeLessThanOrEqual(limit);
  }

  test('the sitemap has the pages the checks expect to cover', () => {
    expect(SITEMAP_PATHS.length).toBeGreaterThan(150);
  });

  // The search page is in the sitemap today; listed so that it stays walked under the policy if it leaves it.
  for (const route of new Set([...SITEMAP_PATHS, NOT_FOUND, '/search'])) {
    const published = SITEMAP_PATHS.includes(route);
    const checks = published
      ? `JavaScript at most ${budgetFor(route)}x the stock doc page (${pageTypeOf(route)}), WCAG 2.1 A/AA, hydration, policy`
      : route === NOT_FOUND
        ? 'WCAG 2.1 A/AA, policy'
        : 'policy';
    test(`${route}: ${checks}`, async ({page, baseURL, consoleErrors, cspViolations}) => {
      test.setTimeout(VISIT_TIMEOUT_MS);
      await page.setViewportSize(DESKTOP);
      const quiet = networkQuiet(page);
      const url = new URL(route, baseURL).href;
      if (published) {
        await landWithinBudget(page, url, budgetFor(route), 'desktop');
      } else {
        await gotoHydrated(page, url);
      }
      if (published || route === NOT_FOUND) {
        expect.soft(await audit(page, route), 'axe').toEqual([]);
        // (The not-found page is served with status 404, which Chromium logs as a failed resource.)
        expect.soft(consoleErrors.filter((error) => !(route === NOT_FOUND && /status of 404/.test(error))), 'console errors').toEqual([]);
      }
      await scrollAndLeave(page, route, quiet);
      expect(cspViolations.map(describeViolation), 'policy violations').toEqual([]);
    });
  }

  for (const {type, route, budget} of SITE_PAGES) {
    test(`${type} (${route}) on a phone: JavaScript at most ${budget}x the stock doc page, WCAG 2.1 A/AA`, async ({page, baseURL}) => {
      test.setTimeout(VISIT_TIMEOUT_MS);
      await page.setViewportSize(PHONE);
      await landWithinBudget(page, new URL(route, baseURL).href, budget, 'phone');
      expect(await audit(page, route)).toEqual([]);
    });
  }
});
