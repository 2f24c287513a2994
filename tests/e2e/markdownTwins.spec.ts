/**
 * The <head> link to a page's Markdown twin in the browser: it follows client-side navigation,
 * and pages without a twin (not found) have none once hydrated.
 */
import {expect, gotoHydrated, test} from './fixtures';

const twinLink = 'head link[rel="alternate"][type="text/markdown"]';

test('the twin link follows client-side navigation', async ({page}) => {
  await gotoHydrated(page, '/studio/');
  await expect(page.locator(twinLink)).toHaveAttribute('href', '/studio/index.md');
  await page.locator('.theme-doc-sidebar-container a[href="/studio/release-notes"]').click();
  await expect(page).toHaveURL(/\/studio\/release-notes$/);
  await expect(page.locator(twinLink)).toHaveAttribute('href', '/studio/release-notes.md');
  await expect(page.locator(twinLink)).toHaveCount(1);
});

test('a page that does not exist links no twin, before and after hydration', async ({page}) => {
  await gotoHydrated(page, '/studio/no-such-page');
  await expect(page.locator(twinLink)).toHaveCount(0);
});
