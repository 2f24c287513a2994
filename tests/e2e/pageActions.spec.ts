/**
 * The page-actions menu of doc and API pages: the WAI-ARIA menu-button keyboard pattern, copying
 * the page's Markdown twin, the links it offers, the items that fit the page's readers (the MCP
 * server on developer pages; copying and printing first on teacher and admin pages), loading on
 * first use, and axe with the menu closed and open.
 */
import type {Page} from '@playwright/test';
import {DOCS_MCP_COMMAND} from '../../src/features/mcp-server/command';
import {wcagViolations, wcagViolationsAfterChange} from './axe';
import {expect, gotoHydrated, test} from './fixtures';

const GUIDE = '/developers/sdk/components-v2/authentication';
const API_PAGE = '/developers/api/create-exam-session';
/** A page for teachers, and one for district or IT admins. */
const TEACHER_PAGE = '/campfire/classrooms/roster';
const ADMIN_PAGE = '/campfire/integrations/domain-allowlist';
const SITE_URL = 'https://docs.campfirelearning.com';

const menuButton = (page: Page) => page.getByRole('button', {name: 'Page actions'});
const menu = (page: Page) => page.getByRole('menu', {name: 'Page actions'});
const focusedItem = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test('the menu is keyboard operable as a WAI-ARIA menu button', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  const button = menuButton(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAttribute('aria-controls', (await menu(page).getAttribute('id'))!);
  const items = menu(page).getByRole('menuitem');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('ArrowDown'); // wraps to the first item
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowUp'); // wraps to the last item
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.first()).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Arrow Up on the button opens the menu on its last item; Tab closes it and moves on.
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  expect(await focusedItem(page)).toContain('Open in Claude');
  await page.keyboard.press('Tab');
  await expect(menu(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
});

test('Copy page puts the twin on the clipboard and announces it', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, GUIDE);
  await menuButton(page).click();
  await menu(page).getByRole('menuitem', {name: /Copy page/}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
  await expect(menuButton(page)).toBeFocused();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get(`${GUIDE}.md`)).text();
  expect(copied).toBe(twin);
  expect(copied).toMatch(/^> Markdown of .+\n\n# Authentication\n/);
});

test('the menu links the twin and opens ChatGPT and Claude with a prompt naming it', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  await menuButton(page).click();
  const twinUrl = `${SITE_URL}${GUIDE}.md`;
  await expect(menu(page).getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute('href', `${GUIDE}.md`);
  for (const [name, address] of [
    ['Open in ChatGPT', 'https://chatgpt.com/?q='],
    ['Open in Claude', 'https://claude.ai/new?q='],
  ]) {
    const href = await menu(page).getByRole('menuitem', {name: new RegExp(name)}).getAttribute('href');
    expect(href?.startsWith(address), name).toBe(true);
    expect(new URL(href!).searchParams.get('q'), name).toContain(twinUrl);
  }
  const twin = await page.request.get(`${GUIDE}.md`);
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toMatch(/^text\/markdown/);
  await expect(menu(page).getByRole('menuitem', {name: /Download OpenAPI/})).toHaveCount(0);
});

test('the menu floats over the page, and the new-tab notes are out of sight but named', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  await menuButton(page).click();
  const panel = await menu(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return {position: style.position, shadow: style.boxShadow, border: style.borderTopStyle, background: style.backgroundColor};
  });
  expect(panel.position).toBe('absolute');
  expect(panel.shadow).not.toBe('none');
  expect(panel.border).toBe('solid');
  expect(panel.background).not.toBe('rgba(0, 0, 0, 0)');
  const chatGpt = menu(page).getByRole('menuitem', {name: 'Open in ChatGPT (opens in a new tab)'});
  await expect(chatGpt).toHaveAttribute('target', '_blank');
  const note = await chatGpt.getByText('(opens in a new tab)').evaluate((element) => {
    const {width, height} = element.getBoundingClientRect();
    return {width, height, clip: getComputedStyle(element).clipPath};
  });
  expect(note).toEqual({width: 1, height: 1, clip: 'inset(50%)'});
});

/** The menu's items by their label, without their hints, in order. */
async function itemNames(page: Page) {
  await expect(menu(page).getByRole('menuitem').first()).toBeVisible();
  return menu(page)
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((item) => [...item.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim()));
}

test('developer pages offer to connect the docs to an AI tool, copying the MCP server command', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, GUIDE);
  await menuButton(page).click();
  expect(await itemNames(page)).toEqual(['Copy page', 'View as Markdown', 'Connect to your AI tool', 'Open in ChatGPT', 'Open in Claude']);
  const connect = menu(page).getByRole('menuitem', {name: /Connect to your AI tool/});
  await expect(connect).toContainText(DOCS_MCP_COMMAND);
  await connect.click();
  await expect(page.getByRole('status').filter({hasText: `Copied ${DOCS_MCP_COMMAND}`})).toBeVisible();
  await expect(menuButton(page)).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DOCS_MCP_COMMAND);
});

for (const [reader, path] of [
  ['teacher', TEACHER_PAGE],
  ['admin', ADMIN_PAGE],
]) {
  test(`${reader} pages put Copy page and Print first, the AI sites after, and print without the menu`, async ({page}) => {
    await page.addInitScript(() => {
      const printed: boolean[] = [];
      (window as unknown as {printed: boolean[]}).printed = printed;
      // Records whether the menu was still open when the print dialog would have opened.
      window.print = () => printed.push(document.querySelector('[role="menu"]') !== null);
    });
    await gotoHydrated(page, path);
    await menuButton(page).click();
    expect(await itemNames(page)).toEqual(['Copy page', 'Print or save as PDF', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude']);
    await menu(page).getByRole('menuitem', {name: /Print or save as PDF/}).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as {printed: boolean[]}).printed)).toEqual([false]);
    await expect(menuButton(page)).toBeFocused();
  });
}

test('API pages offer the OpenAPI file for download', async ({page}) => {
  await gotoHydrated(page, API_PAGE);
  await menuButton(page).click();
  const download = menu(page).getByRole('menuitem', {name: /Download OpenAPI file/});
  await expect(download).toHaveAttribute('href', '/openapi/campfire-learning.yaml');
  const response = await page.request.get('/openapi/campfire-learning.yaml');
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/^openapi: 3/m);
});

test('the menu code loads on first use, not with the page', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoHydrated(page, GUIDE);
  await expect(menuButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('[role="menu"]').count()).toBe(0);
  const before = scripts.length;
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});

for (const path of [GUIDE, API_PAGE, TEACHER_PAGE]) {
  test(`no WCAG 2.1 A/AA violations with the menu closed and open: ${path}`, async ({page}) => {
    test.setTimeout(120_000); // the API page's audit is among the largest
    await gotoHydrated(page, path);
    const withMenuOpen = await wcagViolationsAfterChange(page);
    expect(await wcagViolations(page)).toEqual([]);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await withMenuOpen()).toEqual([]);
  });
}
