/**
 * Reading with scripts off (src/features/reading-without-javascript/): on every page type the text,
 * code, tables, drawings and every tab's content are visible, the navbar's and the sidebar's links
 * lead to their pages, and the search box says what to do instead.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

test.use({javaScriptEnabled: false});

/** One page of each type, and what it must show. */
const PAGES = [
  {type: 'home', path: '/', shows: []},
  {type: 'guide with tabs, tables and a diagram', path: '/developers/api-legacy/assessment/exams', shows: ['[role="tabpanel"]', 'table', 'svg.diagram__svg']},
  {type: 'question type with its drawing', path: '/studio/items/question-types/order-sequence', shows: ['article img']},
  {type: 'API operation', path: '/developers/api/create-exam-session', shows: ['[role="tabpanel"]', 'pre']},
  {type: 'blog list', path: '/blog', shows: ['article']},
  {type: 'blog post', path: '/blog/long-blog-post', shows: ['article']},
  {type: 'search page', path: '/search', shows: []},
  {type: 'accessibility statement', path: '/accessibility', shows: []},
] as const;

/** The selectors' elements that take no room on the page (hidden), by outer tag and text start. */
function hiddenElements(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => !element.closest('noscript, [aria-hidden="true"], .print-only, head'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden';
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
  );
}

for (const {type, path, shows} of PAGES) {
  test(`${type} (${path}) reads without scripts`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('main')).not.toBeEmpty();
    for (const selector of shows) {
      expect(await page.locator(selector).count(), selector).toBeGreaterThan(0);
      expect(await hiddenElements(page, selector), `${selector} hidden`).toEqual([]);
    }
    // Every code block and table is shown, whichever tab holds it.
    expect(await hiddenElements(page, 'main pre, main table'), 'code and tables hidden').toEqual([]);
    const note = await page.locator('[role="search"][aria-label="Site"]').evaluate((box) => getComputedStyle(box, '::before').content);
    expect(note).toMatch(/^"Search needs JavaScript/);
    await expect(page.locator('[role="search"][aria-label="Site"] input')).toBeHidden();
  });
}

test('without scripts, navbar and sidebar links lead to their pages, on a desktop and a phone', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  await page.locator('.navbar').getByRole('link', {name: 'Studio', exact: true}).click();
  await expect(page).toHaveURL(/\/studio\/?$/);
  const sidebarLink = page.locator('.theme-doc-sidebar-container a.menu__link[href^="/studio/"]').nth(1);
  const target = await sidebarLink.getAttribute('href');
  await sidebarLink.click();
  await expect(page).toHaveURL(new RegExp(`${target}/?$`));
  await expect(page.locator('h1').first()).toBeVisible();

  // On a phone the sidebar's menu needs a script to open: the sidebar is shown on the page instead.
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/studio/');
  const phoneLink = page.locator('.theme-doc-sidebar-container a.menu__link[href^="/studio/"]').nth(1);
  await expect(phoneLink).toBeVisible();
  const phoneTarget = await phoneLink.getAttribute('href');
  await phoneLink.click();
  await expect(page).toHaveURL(new RegExp(`${phoneTarget}/?$`));
});
