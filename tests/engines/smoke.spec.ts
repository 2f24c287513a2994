/**
 * The smoke suite every engine runs (projects chromium, webkit and firefox in playwright.config.ts):
 * every page loads and hydrates cleanly, and the main interactions work, driven as a reader would.
 * Chromium runs no sitemap sweep here (playwright.config.ts): tests/e2e/everyPage.spec.ts covers it there.
 */
import {PHONE} from '../e2e/viewports';
import {SITEMAP_PATHS} from '../e2e/sitemap';
import {expect, test, type Site} from './fixtures';

/** ENGINE_PAGES_STRIDE=n checks only every n-th page, for quick runs while developing. */
const PAGE_STRIDE = Number(process.env.ENGINE_PAGES_STRIDE ?? 1);
const PAGES = SITEMAP_PATHS.filter((_, index) => index % PAGE_STRIDE === 0);
const PARTS = 4;

const GUIDE = '/campfire/classrooms/roster';
const API_PAGE = '/developers/api/create-exam-session';
const PAGE_ACTIONS = 'button[aria-haspopup="menu"]';
const MENU_ITEMS = '[role="menu"] [role="menuitem"]';
const ANNOUNCEMENT = '.theme-announcement-bar';
const NAVBAR_SEARCH = 'nav.navbar input[role="combobox"][aria-label="Search"]';
const FEEDBACK = 'section[aria-label="Page feedback"]';

/** Whether the navbar is on screen (hide-on-scroll moves it above the viewport). */
const navbarShown = (site: Site) => site.driver.evaluate(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom > 1, undefined);

/** Scrolls in steps, each a scroll event, as a wheel does. */
async function scrollBy(site: Site, deltaY: number) {
  for (let step = 0; step < 4; step += 1) {
    await site.driver.evaluate((delta) => window.scrollBy(0, delta), deltaY / 4);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
}

test.describe('every sitemap page', () => {
  test.describe.configure({mode: 'parallel'});
  for (let part = 0; part < PARTS; part += 1) {
    const pages = PAGES.filter((_, index) => index % PARTS === part);
    test(`pages ${part + 1} of ${PARTS} load and hydrate with no script error and no policy violation`, async ({site}) => {
      test.setTimeout(60_000 + pages.length * 5_000);
      const problems: string[] = [];
      for (const path of pages) {
        // A navigation that times out names its page (Firefox once did not reach DOMContentLoaded in 30 s).
        await site.open(path).catch((error: Error) => {
          throw new Error(`opening ${path}: ${error.message}`, {cause: error});
        });
        const found = await site.problems();
        expect(found, `the probe ran on ${path}`).not.toBeNull();
        problems.push(...found!.map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});

test('client-side navigation keeps the document: navbar link, sidebar link, back', async ({site}) => {
  await site.open('/');
  await site.driver.evaluate(() => ((window as any).engineSameDocument = true), undefined);
  await site.driver.click('nav.navbar a[href="/studio/"]');
  // The address changes at the click, while the home page (which has an h1 too) stays until the next page's
  // code has loaded: wait for the studio page's own sidebar.
  const sidebarLink = '.theme-doc-sidebar-container a.menu__link[href^="/studio/"]:not([href="/studio/"])';
  await site.waitFor((selector) => location.pathname === '/studio/' && !!document.querySelector(selector), sidebarLink, '/studio/ and its sidebar');
  const link = await site.mark(sidebarLink);
  const href = await site.driver.evaluate((selector) => document.querySelector(selector)!.getAttribute('href')!, link);
  await site.driver.click(link);
  await site.waitFor((target) => location.pathname === target && !!document.querySelector('article h1'), href, href);
  await site.driver.evaluate(() => history.back(), undefined);
  await site.waitFor(() => location.pathname === '/studio/', undefined, 'back to /studio/');
  expect(await site.driver.evaluate(() => (window as any).engineSameDocument, undefined)).toBe(true);
});

test('navbar search lists results as the reader types, and a result opens its page with the words marked', async ({site}) => {
  await site.open('/');
  await site.driver.click(NAVBAR_SEARCH);
  await site.driver.type(NAVBAR_SEARCH, 'metadata');
  await site.waitFor(() => [...document.querySelectorAll('[role="option"]')].some((option) => /Item Metadata/.test(option.textContent!)), undefined, 'a result for Item Metadata');
  await site.clickText('[role="option"]', /Item Metadata/);
  await site.waitFor(() => location.pathname === '/studio/items/item-metadata' && location.search === '?highlight=metadata', undefined, 'the result page');
  // Marked with the CSS Custom Highlight API where the engine has it, with <mark> elements elsewhere.
  await site.waitFor(() => ((CSS as any).highlights?.get('search-terms')?.size ?? 0) > 0 || !!document.querySelector('article mark'), undefined, 'the searched word marked');
});

test('navbar search works by keyboard: arrows choose a result, Escape closes the list, Enter opens the chosen page', async ({site}) => {
  await site.open('/studio/');
  await site.driver.click(NAVBAR_SEARCH);
  await site.driver.type(NAVBAR_SEARCH, 'roster');
  await site.waitFor(() => !!document.querySelector('[data-results-for="roster"] [role="option"]'), undefined, 'the results for roster');
  // The chosen option: the one the box names as active, which alone is selected.
  const chosen = () =>
    site.driver.evaluate((box) => {
      const id = document.querySelector(box)!.getAttribute('aria-activedescendant');
      const selected = [...document.querySelectorAll('[role="option"][aria-selected="true"]')];
      return id && selected.length === 1 && selected[0]!.id === id ? selected[0]!.textContent : null;
    }, NAVBAR_SEARCH);
  const expanded = () => site.driver.evaluate((box) => document.querySelector(box)!.getAttribute('aria-expanded'), NAVBAR_SEARCH);
  expect(await chosen()).toBeNull();
  await site.driver.press('ArrowDown');
  const first = await chosen();
  expect(first).toMatch(/^Manage the Roster/);
  await site.driver.press('ArrowDown');
  expect(await chosen()).not.toBe(first);
  await site.driver.press('ArrowUp');
  expect(await chosen()).toBe(first);
  await site.driver.press('Escape');
  expect(await expanded()).toBe('false');
  await site.driver.press('ArrowDown');
  expect(await expanded()).toBe('true');
  expect(await chosen()).toBe(first);
  await site.driver.press('Enter');
  await site.waitFor(() => location.pathname === '/campfire/classrooms/roster' && location.search === '?highlight=roster', undefined, 'the chosen page');
});

test('the search page lists results, shows more, and opens one', async ({site}) => {
  await site.open('/search?q=roster');
  const count = await site.waitFor(() => Number(document.querySelector('main [role="status"]')?.textContent?.match(/^(\d+) results? for/)?.[1]), undefined, 'the result count');
  expect(count).toBeGreaterThan(10);
  expect(await site.driver.evaluate(() => document.querySelectorAll('main ol h2 a').length, undefined)).toBe(10);
  await site.clickText('main button', /Show more results/);
  await site.waitFor(() => document.querySelectorAll('main ol h2 a').length > 10, undefined, 'more results');
  await site.driver.click('main ol h2 a');
  await site.waitFor(() => location.pathname === '/campfire/classrooms/roster', undefined, 'the first result');
});

test('the page-actions menu opens, closes and copies the page by mouse', async ({site}) => {
  await site.open(GUIDE);
  await site.driver.click(PAGE_ACTIONS);
  await site.waitFor(() => document.querySelectorAll('[role="menu"] [role="menuitem"]').length === 5, undefined, 'the menu');
  expect(await site.driver.evaluate((button) => document.querySelector(button)!.getAttribute('aria-expanded'), PAGE_ACTIONS)).toBe('true');
  await site.driver.click('article h1'); // a click elsewhere closes it
  await site.waitFor(() => !document.querySelector('[role="menu"]'), undefined, 'the menu to close');
  await site.driver.click(PAGE_ACTIONS);
  await site.clickText(MENU_ITEMS, /Copy page/);
  await site.waitFor(() => document.querySelector('main [role="status"]')?.textContent === 'Copied', undefined, 'the copy to be announced');
});

test('the page-actions menu works by keyboard', async ({site}) => {
  await site.open(GUIDE);
  await site.driver.evaluate((button) => (document.querySelector(button) as HTMLElement).focus(), PAGE_ACTIONS);
  await site.driver.press('Enter');
  await site.waitFor(() => document.activeElement?.getAttribute('role') === 'menuitem', undefined, 'focus in the menu');
  const items = await site.driver.evaluate((selector) => [...document.querySelectorAll(selector)].map((item) => item.textContent!.trim()), MENU_ITEMS);
  // A guide for teachers and authors: copy and print first, the AI sites after (tests/e2e/pageActions.spec.ts).
  expect(items).toHaveLength(5);
  expect(items[0]).toMatch(/^Copy page/);
  expect(items[1]).toMatch(/^Print or save as PDF/);
  expect(await site.focusedText()).toBe(items[0]);
  await site.driver.press('ArrowDown');
  expect(await site.focusedText()).toBe(items[1]);
  await site.driver.press('End');
  expect(await site.focusedText()).toBe(items[4]);
  await site.driver.press('ArrowDown'); // wraps
  expect(await site.focusedText()).toBe(items[0]);
  await site.driver.press('Escape');
  await site.waitFor(() => !document.querySelector('[role="menu"]'), undefined, 'the menu to close');
  expect(await site.driver.evaluate((button) => document.activeElement === document.querySelector(button), PAGE_ACTIONS)).toBe(true);
});

test('a closed announcement stays closed on the next page load', async ({site}) => {
  await site.open('/');
  expect(await site.isVisible(ANNOUNCEMENT)).toBe(true);
  await site.driver.click(`${ANNOUNCEMENT} button[aria-label="Close"]`);
  await site.waitFor((bar) => !document.querySelector(bar), ANNOUNCEMENT, 'the bar to close');
  await site.open('/studio/');
  expect(await site.isVisible(ANNOUNCEMENT)).toBe(false);
});

test('code-sample tabs switch by click and by arrow key', async ({site}) => {
  await site.open(API_PAGE);
  const selected = () =>
    site.driver.evaluate(() => {
      const tab = document.querySelector('[aria-label="Code samples"] [role="tab"][aria-selected="true"]');
      const panel = tab && document.getElementById(tab.getAttribute('aria-controls')!);
      return {tab: tab?.textContent?.trim(), code: panel && !panel.hidden ? panel.querySelector('code')!.textContent!.trim().split('\n')[0] : null};
    }, undefined);
  expect((await selected()).code).toMatch(/^curl /);
  await site.clickText('[aria-label="Code samples"] [role="tab"]', 'Python requests');
  await site.waitFor(() => document.activeElement?.textContent?.trim() === 'Python requests', undefined, 'the clicked tab');
  expect(await selected()).toEqual({tab: 'Python requests', code: expect.stringMatching(/^import requests/)});
  await site.driver.press('ArrowRight');
  await site.waitFor(() => document.activeElement?.textContent?.trim() === 'Node.js native', undefined, 'the next tab');
  expect((await selected()).tab).toBe('Node.js native');
});

test('the API request form opens with named controls', async ({site}) => {
  await site.open(API_PAGE);
  await site.clickText('button', 'Edit the request');
  await site.waitFor(() => !!document.querySelector('.openapi-right-panel__container .openapi-explorer__code-block'), undefined, 'the request form', 20_000);
  const unnamed = await site.driver.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('.openapi-right-panel__container :is(button, input, select, textarea)')];
    const visible = controls.filter((control) => control.getBoundingClientRect().width > 0);
    const named = (control: HTMLElement) =>
      !!(control.getAttribute('aria-label') || control.textContent?.trim() || (control as HTMLInputElement).labels?.length || control.getAttribute('aria-labelledby') || control.title);
    return {count: visible.length, unnamed: visible.filter((control) => !named(control)).map((control) => control.outerHTML.slice(0, 80))};
  }, undefined);
  expect(unnamed.count).toBeGreaterThan(5);
  expect(unnamed.unnamed).toEqual([]);
});

test('the navbar hides when scrolling down and shows when scrolling up', async ({site}) => {
  await site.open('/studio/items/custom-scoring');
  expect(await navbarShown(site)).toBe(true);
  await scrollBy(site, 600);
  await site.waitFor(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 1, undefined, 'the navbar to hide');
  await scrollBy(site, -200);
  await site.waitFor(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom > 1, undefined, 'the navbar to show');
});

test.describe('on a phone', () => {
  test.use({pageSize: PHONE});

  test('the mobile menu opens, and a link in it navigates and closes it', async ({site}) => {
    await site.open('/studio/');
    expect(await site.driver.evaluate(() => innerWidth, undefined)).toBe(PHONE.width);
    expect(await site.isVisible('.theme-doc-sidebar-container')).toBe(false);
    await site.driver.click('button[aria-label="Toggle navigation bar"]');
    await site.waitFor(() => document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'), undefined, 'the menu to open');
    const link = await site.mark('.navbar-sidebar a.menu__link[href^="/studio/"]:not([href="/studio/"])');
    const href = await site.driver.evaluate((selector) => document.querySelector(selector)!.getAttribute('href'), link);
    await site.driver.click(link);
    await site.waitFor((target) => location.pathname === target, href, href!);
    await site.waitFor(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'), undefined, 'the menu to close');
  });
});

test('the feedback question counts a first click, 20 times out of 20', async ({site}) => {
  test.setTimeout(180_000);
  const outcomes: string[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await site.open(GUIDE);
    // The reader's first activity: scrolling to the question (which starts loading its code), then at
    // once a press and release on Yes, wherever the code has got to by then.
    const yes = await site.driver.evaluate((feedback) => {
      const button = [...document.querySelectorAll(`${feedback} fieldset button`)].find((candidate) => candidate.textContent!.trim() === 'Yes')!;
      button.scrollIntoView({block: 'center'});
      const box = button.getBoundingClientRect();
      return {x: box.x + box.width / 2, y: box.y + box.height / 2};
    }, FEEDBACK);
    await site.driver.clickAt(yes.x, yes.y);
    const counted = await site
      .waitFor((feedback) => document.querySelector(`${feedback} [role="status"]`)?.textContent === 'Thank you for your feedback.', FEEDBACK, 'the thanks', 5_000)
      .then(() => true, () => false);
    outcomes.push(counted ? 'counted' : 'lost');
    await site.driver.evaluate(() => localStorage.clear(), undefined); // the page remembers a vote
  }
  expect(outcomes.filter((outcome) => outcome === 'lost').length, outcomes.join(', ')).toBe(0);
});
