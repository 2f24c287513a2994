import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';
import {DESKTOP} from './viewports';

/**
 * Lazy route discovery (src/patches/docusaurus-core/lazy-routes): the main bundle knows route prefixes, and each
 * section's routes arrive in a route table (`routes-<section>.<hash>.js`) on the first prefetch or
 * navigation into it. Navigation must stay as it was in every section and across sections.
 */
const ROUTE_TABLE = /\/assets\/js\/routes-([a-z-]+)[.\d]*\.[0-9a-f]+\.js$/;

/** The route tables the page has requested so far, by section, in order. */
function recordRouteTables(page: Page) {
  const tables: string[] = [];
  page.on('request', (request) => {
    const match = ROUTE_TABLE.exec(new URL(request.url()).pathname);
    if (match) {
      tables.push(match[1]!);
    }
  });
  return tables;
}

/** Makes Docusaurus skip prefetching and preloading on hover, so a route's files are requested only by navigating. */
async function saveData(page: Page) {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}}));
}

const mainNav = (page: Page) => page.getByRole('navigation', {name: 'Main'});
const heading = (page: Page) => page.getByRole('heading', {level: 1});

test.beforeEach(async ({page}) => {
  await page.setViewportSize(DESKTOP);
});

test('a landing page loads only its own section\'s route table, before it hydrates', async ({page}) => {
  await saveData(page);
  const tables = recordRouteTables(page);
  await gotoHydrated(page, '/studio/items/item-metadata');
  expect(tables).toEqual(['studio']);
  const home = recordRouteTables(page);
  await gotoHydrated(page, '/');
  expect(home).toEqual([]); // the home page's route is in the main bundle
});

test('links in view into another section have its route table and their code before the click', async ({page}) => {
  const tables = recordRouteTables(page);
  await gotoHydrated(page, '/studio/items/item-metadata');
  // Prefetching runs when the browser is idle: the navbar's Campfire link brings the Campfire table.
  await expect.poll(() => tables.includes('campfire')).toBe(true);
  await page.waitForLoadState('networkidle');
  const before = tables.length;
  await mainNav(page).getByRole('link', {name: 'Campfire', exact: true}).click();
  await expect(heading(page)).toHaveText('Campfire Overview');
  expect(tables.length).toBe(before);
});

test('entering a section costs one extra request, its route table; moving within it costs none', async ({page}) => {
  await saveData(page);
  const tables = recordRouteTables(page);
  await gotoHydrated(page, '/studio/items/item-metadata');
  await mainNav(page).getByRole('link', {name: 'Campfire', exact: true}).click();
  await expect(heading(page)).toHaveText('Campfire Overview');
  expect(tables).toEqual(['studio', 'campfire']);
  await page.locator('.theme-doc-sidebar-container a[href="/campfire/release-notes"]').click();
  await expect(page).toHaveURL(/\/campfire\/release-notes$/);
  expect(tables).toEqual(['studio', 'campfire']);
});

test('a link into another section scrolls to its hash anchor', async ({page}) => {
  await saveData(page);
  await gotoHydrated(page, '/studio/administration/settings');
  await page.locator('article a[href="/campfire/admin/admin-access#invite-people"]').click();
  await expect(page).toHaveURL(/\/campfire\/admin\/admin-access#invite-people$/);
  await expect(heading(page)).toHaveText('Admin Access');
  await expect.poll(() => page.evaluate(() => document.getElementById('invite-people')!.getBoundingClientRect().top)).toBeLessThan(120);
});

test('blog posts and standalone pages, routes at the top of the tree, open from a guide and back', async ({page}) => {
  await saveData(page);
  await gotoHydrated(page, '/studio/');
  await page.locator('footer').getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);
  // The URL changes at the click, while the guide stays on screen until the blog's code has loaded: wait
  // for the list itself, and click a post's title (a guide's headings are `article h2 a` too, hash links).
  await expect(heading(page)).toHaveText('Blog');
  await page.locator('article h2 a[href^="/blog/"]').first().click();
  await expect(page.locator('article header h1')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(heading(page)).toHaveText('Studio Overview');
});

test('an unknown path in a section not loaded yet shows the not-found page', async ({page}) => {
  await saveData(page);
  await gotoHydrated(page, '/studio/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/campfire/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
});

test('a route table that fails to download reloads the page, which then opens', async ({page}) => {
  await saveData(page);
  let aborted = 0;
  await page.route(ROUTE_TABLE, async (route) => {
    if (route.request().url().includes('routes-campfire') && aborted === 0) {
      aborted += 1;
      await route.abort();
      return;
    }
    await route.continue();
  });
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await gotoHydrated(page, '/studio/');
  const reloaded = page.waitForEvent('load');
  await mainNav(page).getByRole('link', {name: 'Campfire', exact: true}).click();
  await reloaded;
  expect(aborted).toBe(1);
  expect(warnings.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/campfire\/$/);
  await expect(heading(page)).toHaveText('Campfire Overview');
});
