import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';
import {DESKTOP} from './viewports';
import {ANNOUNCEMENT} from '../../src/constants';


/**
 * Docusaurus v4 storage namespacing appends a site-specific suffix to every
 * localStorage key; the announcement bar stores its id on every page load, so
 * its key reveals the suffix.
 */
async function storageKey(page: Page, name: string) {
  const suffix = await page.evaluate(() => {
    const idKey = Object.keys(localStorage).find((key) => key.startsWith('docusaurus.announcement.id'));
    return idKey!.slice('docusaurus.announcement.id'.length);
  });
  return `${name}${suffix}`;
}

/** Reads a namespaced localStorage entry by its Docusaurus name. */
async function readStored(page: Page, name: string) {
  return page.evaluate((key) => localStorage.getItem(key), await storageKey(page, name));
}

/** Writes namespaced localStorage entries, given by their Docusaurus names. */
async function writeStored(page: Page, values: Record<string, string>) {
  const entries = await Promise.all(
    Object.entries(values).map(async ([name, value]) => [await storageKey(page, name), value] as const),
  );
  await page.evaluate((pairs) => pairs.forEach(([key, value]) => localStorage.setItem(key, value)), entries);
}

/** Reports a slow or data-saving connection, as navigator.connection does on such networks. */
async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}) {
  await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', {value}), connection);
}

test.describe('announcement bar', () => {
  test('closing it hides it, and the dismissal survives a reload', async ({page}) => {
    await gotoHydrated(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);
    expect(await readStored(page, 'docusaurus.announcement.dismiss')).toBe('true');
    await gotoHydrated(page, '/studio/');
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  });

  test('a reader who closed an older announcement sees the new one in the first paint, before any script runs', async ({page}) => {
    await gotoHydrated(page, '/');
    await writeStored(page, {'docusaurus.announcement.id': 'an-older-announcement', 'docusaurus.announcement.dismiss': 'true'});
    // Without the site's scripts, what shows is what the first paint shows.
    await page.route('**/assets/js/*.js', (route) => route.abort());
    await page.goto('/studio/');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    // And the bar a reader closed for this announcement stays hidden from the first paint.
    await page.unroute('**/assets/js/*.js');
    await writeStored(page, {'docusaurus.announcement.id': ANNOUNCEMENT.id, 'docusaurus.announcement.dismiss': 'true'});
    await page.route('**/assets/js/*.js', (route) => route.abort());
    await page.goto('/studio/');
    await expect(page.locator('.theme-announcement-bar')).toBeHidden();
  });

  test('a new announcement id shows the bar again', async ({page}) => {
    await gotoHydrated(page, '/');
    // As if the reader had closed an older announcement.
    await writeStored(page, {'docusaurus.announcement.id': 'an-older-announcement', 'docusaurus.announcement.dismiss': 'true'});
    await gotoHydrated(page, '/studio/');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    expect(await readStored(page, 'docusaurus.announcement.dismiss')).toBe('false');
  });
});

test.describe('route progress bar', () => {
  test('does not appear when a navigation is faster than 200 ms', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/studio/');
    const link = page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Release Notes'});
    await link.hover(); // preloads the route, so the navigation itself is fast
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      document.addEventListener('click', () => ((window as any).e2eClickAt = performance.now()), {capture: true, once: true});
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) (window as any).progressShown = true;
      }).observe(document.body, {childList: true, subtree: true});
    });
    await link.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Release Notes');
    // The bar would appear 200 ms after the click: wait until well past that, in page time.
    await page.waitForFunction(() => performance.now() > (window as any).e2eClickAt + 400);
    expect(await page.evaluate(() => (window as any).progressShown ?? false)).toBe(false);
  });

  // nprogress's own settings (minimum, speed, trickle) are its defaults, left to it.
  test('appears 200 ms after the click on a slow navigation, without a spinner, and goes when the page shows', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await emulateConnection(page, {effectiveType: '4g', saveData: true}); // no prefetch: the click loads the chunks
    await gotoHydrated(page, '/studio/');
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    // Page-time records of the click and of the bar's appearance, so a busy test machine cannot skew them.
    await page.evaluate(() => {
      const log = ((window as any).e2eProgress = {click: 0, added: 0});
      document.addEventListener('click', () => (log.click = performance.now()), {capture: true, once: true});
      new MutationObserver(() => {
        log.added ||= document.querySelector('#nprogress .bar') ? performance.now() : 0;
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Release Notes'}).click();
    await page.locator('#nprogress .bar').waitFor({state: 'attached'});
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    const {click, added} = await page.evaluate(() => (window as any).e2eProgress);
    expect(added - click).toBeGreaterThanOrEqual(190); // starts 200 ms after the navigation
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Release Notes', {timeout: 15_000});
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test('analytics: gtag loads with IP anonymisation and reports a page view after each route change', async ({
  page,
  analyticsRequests,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/studio/');
  expect(analyticsRequests.map((request) => request.url())).toContainEqual(
    expect.stringMatching(/googletagmanager\.com\/gtag\/js\?id=G-/),
  );
  const calls = () =>
    page.evaluate(() => ((window as any).dataLayer as IArguments[]).map((entry) => JSON.stringify(Array.from(entry))));
  expect(await calls()).toContainEqual(expect.stringMatching(/^\["config","G-[^"]+",\{"anonymize_ip":true\}\]$/));
  const pageViews = async () => (await calls()).filter((call) => call.includes('"page_view"')).length;
  const before = await pageViews();
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Release Notes'}).click();
  await expect.poll(pageViews).toBe(before + 1);
  expect(await calls()).toContainEqual('["set","page_path","/studio/release-notes"]');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Campfire', exact: true}).click();
  await expect.poll(pageViews).toBe(before + 2);
});

test.describe('prefetch', () => {
  const prefetchLinks = (page: Page) => page.locator('link[rel="prefetch"]').count();

  test('linked pages are prefetched on a normal connection', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/studio/');
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Release Notes'}).hover();
    await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(0);
  });

  test('links in view are prefetched only when the browser is idle', async ({page}) => {
    // Idle callbacks are held until the test runs them, as if the page stayed busy until then.
    await page.addInitScript(() => {
      const held: IdleRequestCallback[] = [];
      window.requestIdleCallback = (callback) => held.push(callback);
      (window as any).becomeIdle = () => held.splice(0).forEach((callback) => callback({didTimeout: false, timeRemaining: () => 50}));
    });
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/studio/');
    await page.waitForLoadState('networkidle');
    expect(await prefetchLinks(page)).toBe(0);
    await page.evaluate(() => (window as any).becomeIdle());
    await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(10);
  });

  test('each file is prefetched once, however many links in view lead to pages that share it', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/studio/');
    await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(10);
    await page.waitForLoadState('networkidle');
    const hrefs = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBe(new Set(hrefs).size);
  });

  for (const connection of [
    {effectiveType: '2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ]) {
    test(`nothing is prefetched on ${connection.saveData ? 'a save-data' : 'a 2g'} connection`, async ({page}) => {
      await page.setViewportSize(DESKTOP);
      await emulateConnection(page, connection);
      await gotoHydrated(page, '/studio/');
      await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Release Notes'}).hover();
      await page.mouse.wheel(0, 500);
      // Prefetching runs when the browser is idle: let it be idle, then look.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
      expect(await prefetchLinks(page)).toBe(0);
    });
  }
});

test.describe('storage', () => {
  test('the site renders and navigates when local storage is unavailable', async ({page, consoleErrors}) => {
    await page.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      }),
    );
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Studio', exact: true}).click();
    await expect(page).toHaveURL('/studio/');
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Release Notes'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Release Notes');
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    expect(consoleErrors.filter((error) => !/storage/i.test(error))).toEqual([]);
  });

  test('the preferred docs version is kept per docs instance and cleared when it names no version', async ({page}) => {
    await gotoHydrated(page, '/studio/');
    await writeStored(page, {'docs-preferred-version-default': 'v0-does-not-exist', 'docs-preferred-version-api': 'current'});
    await gotoHydrated(page, '/studio/items/item-metadata');
    await expect.poll(() => readStored(page, 'docs-preferred-version-default')).toBeNull();
    expect(await readStored(page, 'docs-preferred-version-api')).toBe('current');
  });
});
