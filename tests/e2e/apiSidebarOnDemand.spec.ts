import type {Page} from '@playwright/test';
import {readApiTagGroups} from '../../src/sidebars/apiOperations';
import {expect, gotoHydrated, test} from './fixtures';
import {DESKTOP} from './viewports';

/**
 * The API sidebar's categories load on demand (src/patches/plugin-content-docs/categoryItemsOnDemand/):
 * an API page lands with its own category's operations; the others load when the browser is idle or
 * the reader first interacts, and every category still lists all its operations when opened.
 */

const GROUPS = readApiTagGroups();
const groupOf = (slug: string) => GROUPS.find(({operations}) => operations.some((operation) => operation.slug === slug))!;
const LANDING = 'create-exam-session';
// Another category with more than one operation: its second one is not in the landing's scripts.
const OTHER = GROUPS.find((group) => group !== groupOf(LANDING) && group.operations.length > 2)!;
// An operation's sidebar link as a script carries it, in JavaScript or in JSON (route tables name a
// page's path, not its href).
const carriesLink = (body: string, slug: string) => new RegExp(`\\bhref"?:"/developers/api/${slug}"`).test(body);

const breadcrumbs = (page: Page) => page.getByRole('navigation', {name: 'Breadcrumbs'});
const sidebar = (page: Page) => page.locator('.theme-doc-sidebar-container');
const categoryToggle = (page: Page, label: string) => sidebar(page).locator('.menu__list-item-collapsible').getByRole('button', {name: label, exact: true});
const categoryList = (page: Page, label: string) =>
  sidebar(page)
    .locator('li.theme-doc-sidebar-item-category')
    .filter({has: page.locator('> .menu__list-item-collapsible').getByRole('button', {name: label, exact: true})})
    .locator('> ul > li');

/** The scripts the page requested until React hydrated it, by their URLs. */
async function scriptsBeforeHydration(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (document.documentElement?.dataset.hasHydrated === 'true') {
        (window as any).e2eScriptsAtHydration = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js'));
        observer.disconnect();
      }
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  await gotoHydrated(page, `/developers/api/${LANDING}`);
  return page.evaluate(() => (window as any).e2eScriptsAtHydration as string[]);
}

test.beforeEach(async ({page}) => {
  await page.setViewportSize(DESKTOP);
});

test('an API page lands with its own category\'s operations, not the other categories\'', async ({page}) => {
  const urls = await scriptsBeforeHydration(page);
  const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
  const own = groupOf(LANDING).operations;
  expect(bodies.some((body) => own.every(({slug}) => carriesLink(body, slug)))).toBe(true);
  expect(bodies.some((body) => carriesLink(body, OTHER.operations[1]!.slug))).toBe(false);
  await expect(categoryList(page, groupOf(LANDING).tag)).toHaveCount(own.length);
  await expect(sidebar(page).locator('a[aria-current="page"]')).toHaveAttribute('href', `/developers/api/${LANDING}`);
  await expect(breadcrumbs(page)).toContainText(groupOf(LANDING).tag);
});

test('another category, opened at once or later, lists all its operations; one of them opens as the current page', async ({page}) => {
  await gotoHydrated(page, `/developers/api/${LANDING}`);
  // The reader's first move loads the other lists.
  await categoryToggle(page, OTHER.tag).click();
  await expect(categoryList(page, OTHER.tag)).toHaveCount(OTHER.operations.length);
  const target = OTHER.operations.at(-1)!;
  await categoryList(page, OTHER.tag).getByRole('link', {name: target.label}).click();
  await expect(page).toHaveURL(new RegExp(`/developers/api/${target.slug}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(target.label);
  await expect(sidebar(page).locator('a[aria-current="page"]')).toHaveAttribute('href', `/developers/api/${target.slug}`);
  await expect(breadcrumbs(page)).toContainText(OTHER.tag);
  // The landing category stays open and whole.
  await expect(categoryList(page, groupOf(LANDING).tag)).toHaveCount(groupOf(LANDING).operations.length);
});
