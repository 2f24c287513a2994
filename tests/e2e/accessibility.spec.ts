import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';
import {SITE_PAGES} from '../../scripts/bench/targets.cjs';
import {SITEMAP_PATHS} from './sitemap';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PHONE = {width: 412, height: 823};

/** Opens a page as a reader would and audits all of it, the API explorer included, against WCAG 2.0/2.1 A and AA. */
async function audit(page: Page, path: string) {
  await gotoHydrated(page, path);
  if (path.startsWith('/developers/api/')) {
    // The explorer loads when its panel comes near the viewport; audit it too.
    await page.locator('.openapi-right-panel__container').scrollIntoViewIfNeeded();
    await expect(page.locator('.openapi-explorer__code-block, .openapi-tabs__code-container').first()).toBeVisible();
  }
  const {violations} = await new AxeBuilder({page}).withTags(WCAG_AA).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')})`,
  );
}

test('the sitemap lists every page', () => {
  expect(SITEMAP_PATHS.length).toBeGreaterThan(150);
});

for (const path of [...SITEMAP_PATHS, '/no-such-page']) {
  test(`no WCAG 2.1 A/AA violations: ${path}`, async ({page, consoleErrors}) => {
    expect(await audit(page, path)).toEqual([]);
    // Every page hydrates cleanly too: React reports a server/browser mismatch as a console error.
    // (The not-found page is served with status 404, which Chromium logs as a failed resource.)
    expect(consoleErrors.filter((error) => !(path === '/no-such-page' && /status of 404/.test(error)))).toEqual([]);
  });
}

for (const {type, route} of SITE_PAGES) {
  test(`no WCAG 2.1 A/AA violations on a phone: ${type} (${route})`, async ({page}) => {
    await page.setViewportSize(PHONE);
    expect(await audit(page, route)).toEqual([]);
  });
}
