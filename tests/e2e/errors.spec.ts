import {existsSync} from 'node:fs';
import {expect, gotoHydrated, recordFirstAppearance, test} from './fixtures';
import {FIXTURE_PORT, WRONG_BASE_PORT} from './ports';
import {startStaticServer} from './staticServer';
import {CRASH_IN_LAYOUT_ROUTE, CRASH_ROUTE, LOADABLE_CHUNK, LOADABLE_ROUTE} from './fixture-site/plugin';

/** Built by `npm test` from tests/e2e/fixture-site/docusaurus.config.ts: the production site plus test-only pages. */
const FIXTURE_BUILD = 'build-e2e-fixtures';
/**
 * For pages whose component chunk a test holds back: a chunk requested before the window's load
 * event delays that event, so waiting for it would wait for the test itself.
 */
const UNTIL_PARSED = {waitUntil: 'domcontentloaded'} as const;

test.describe('fixture pages', () => {
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  const fixtureUrl = (route: string) => `${server.url.replace(/\/$/, '')}${route}`;
  test.beforeAll(async () => {
    test.skip(!existsSync(`${FIXTURE_BUILD}/index.html`), 'fixture build missing: run `npm test`');
    server = await startStaticServer({port: FIXTURE_PORT, dir: FIXTURE_BUILD});
  });
  test.afterAll(() => server?.stop());

  test('a crashed page shows "Page Error", the message chain and a working Try again', async ({page}) => {
    await page.goto(fixtureUrl(CRASH_ROUTE));
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/This page crashed/);
    await expect(page.getByText(/Chart data failed to load\s+Cause:\s+Network unreachable/)).toBeVisible();
    await page.evaluate(() => (window.e2eCrash = false));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The chart rendered.')).toBeVisible();
    await expect(page.getByText(/This page crashed/)).toHaveCount(0);
  });

  test('a crash inside the layout keeps the navbar and offers Try again', async ({page}) => {
    await page.goto(fixtureUrl(CRASH_IN_LAYOUT_ROUTE));
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await expect(page.getByText(/Chart data failed to load/)).toBeVisible();
    await page.evaluate(() => (window.e2eCrash = false));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The chart rendered.')).toBeVisible();
  });

  /*
   * Docusaurus loads page components with react-loadable and shows @theme/Loading meanwhile. In a
   * production build a route whose chunk fails never renders that state (the client reloads the
   * page instead, tested below), so these tests load a component the same way inside a page.
   */
  test('a component that fails to load shows the error text and a Retry button that loads it', async ({page}) => {
    let failing = true;
    // The failure is held until the page has hydrated: react-loadable drops a result that arrives
    // before its component has mounted (it would then show nothing, not the error).
    let hydrated = () => {};
    const pageHydrated = new Promise<void>((resolve) => (hydrated = resolve));
    await page.route(`**/${LOADABLE_CHUNK}.*.js`, async (route) => {
      if (!failing) {
        await route.continue();
        return;
      }
      await pageHydrated;
      await route.abort();
    });
    await gotoHydrated(page, fixtureUrl(LOADABLE_ROUTE), UNTIL_PARSED);
    hydrated();
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await expect(page.getByText(/Loading chunk \S+ failed/)).toBeVisible();
    failing = false;
    await retry.click();
    await expect(page.getByText('The chart loaded.')).toBeVisible();
    await expect(retry).toHaveCount(0);
  });

  test('the loading state of a component appears only after 200 ms', async ({page}) => {
    let releaseChunk = () => {};
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    await page.route(`**/${LOADABLE_CHUNK}.*.js`, async (route) => {
      await chunkHeld;
      await route.continue();
    });
    // When the component's chunk is requested (its script added, as the component starts loading)
    // and when the loading indicator first appears.
    const firstAppearance = await recordFirstAppearance(page, {requested: `script[src*="/${LOADABLE_CHUNK}."]`, loader: '#loader'});
    await gotoHydrated(page, fixtureUrl(LOADABLE_ROUTE), UNTIL_PARSED);
    await expect(page.locator('#loader')).toBeVisible();
    const {requested, loader} = (await firstAppearance()) as {requested: number; loader: number};
    expect(requested).toBeGreaterThan(0);
    expect(loader - requested).toBeGreaterThanOrEqual(150);
    expect(loader - requested).toBeLessThan(1000);
    releaseChunk();
    await expect(page.getByText('The chart loaded.')).toBeVisible();
    await expect(page.locator('#loader')).toHaveCount(0);
  });
});

/** Makes Docusaurus skip prefetching, so a route's chunks are only requested when navigating. */
async function saveData(page: import('@playwright/test').Page) {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}}),
  );
}

test('a route chunk that fails to load logs a warning and reloads the page', async ({page}) => {
  await saveData(page);
  let failing = false;
  let aborted = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    if (failing) {
      aborted += 1;
      await route.abort();
      return;
    }
    await route.continue();
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') {
      warnings.push(message.text());
      failing = false; // the reload that follows may load the chunks again
    }
  });
  await gotoHydrated(page, '/studio/');
  failing = true;
  const reloaded = page.waitForEvent('load');
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Release Notes'}).click();
  await reloaded;
  expect(aborted).toBeGreaterThan(0);
  expect(warnings.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/studio\/release-notes/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Release Notes');
});

test('an unknown path shows the not-found page and a 404 status', async ({page}) => {
  const response = await page.goto('/studio/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
});

test('loading the site under a wrong base URL shows the base URL banner', async ({page}) => {
  const server = await startStaticServer({port: WRONG_BASE_PORT, prefix: '/wrong-base/'});
  try {
    await page.goto(server.url);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(/base ?URL/i);
  } finally {
    server.stop();
  }
});
