import type {Page} from '@playwright/test';
import {expect, gotoHydrated, recordScripts, markServerElements, staleServerElementCount, test} from './fixtures';
import {DESKTOP, PHONE} from './viewports';

/**
 * What a page loads on arrival and what it leaves for later: the syntax highlighter waits for
 * the reader's first activity, the live API reference sections for their place to come near the
 * viewport, the API explorer's store for the request form, and the API stylesheet and explorer never
 * reach guide pages (the API explorer itself: apiReference.spec.ts). Hydration keeps the server's DOM: code blocks and tab groups are not rebuilt.
 */

const CODE_PAGE = '/campfire/classrooms/roster';
const API_PAGE = '/developers/api/create-exam-session';
/** The items of the parameter and schema sections, which stay as the server rendered them until live. */
const API_SECTION_ITEMS = '.openapi-params__list-item, .openapi-schema__list-item';
/** Every element of the parameter, request-body and response sections of an API page. */
const API_SECTIONS = '.openapi-left-panel__container > :has(.openapi-params__list-item, .openapi-schema__list-item) *';
// A marker found only in the code of those sections: the OpenAPI theme's schema items.
const API_SECTION_CODE = 'openapi-schema__list-item';

/** How many of the elements React has hydrated or rendered: React keeps a fiber on each. */
const reactElementCount = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))).length);

// Markers found only in the highlighter's chunk (prism-react-renderer's class name) and in the
// explorer's chunk (postman-collection, which builds the code samples).
const HIGHLIGHTER = 'prism-code';
const EXPLORER = 'postman';

test.describe('syntax highlighting', () => {
  test('a page keeps the server-rendered highlighting and loads the highlighter only on activity', async ({page, context}) => {
    // Chromium's headless build writes to the clipboard only when allowed, as a reader's click allows it.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A screen tall enough to show the page's one code block (1,870 px down) without scrolling: a block
    // gets its buttons as it nears the viewport (src/theme/CodeBlock/Buttons), and a scroll is activity.
    await page.setViewportSize({width: DESKTOP.width, height: 2100});
    const loaded = recordScripts(page);
    await markServerElements(page, 'pre');
    await gotoHydrated(page, CODE_PAGE);
    await page.waitForLoadState('networkidle');
    const block = page.locator('.theme-code-block').first();
    const pre = block.locator('pre');
    // Hydrated without rebuilding the block, highlighted, and without the highlighter.
    await expect(pre).toHaveAttribute('data-from-server', 'true');
    await expect(pre.locator('.token').first()).toBeAttached();
    expect(await loaded(HIGHLIGHTER)).toBe(false);

    // The copy button works at once; clicking it is the reader's first activity.
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await copy.click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    await expect.poll(() => loaded(HIGHLIGHTER)).toBe(true);
    await expect(pre.locator('.token').first()).toBeAttached();
  });

  test('bash blocks are highlighted with the shell grammar, on the server and by the highlighter', async ({page}) => {
    const curl = page.locator('.theme-code-block.language-bash .token.function', {hasText: /^curl$/}).first();
    await markServerElements(page, 'pre');
    await gotoHydrated(page, '/developers/api-legacy/assessment/exams');
    await expect(curl).toBeAttached();
    await page.keyboard.press('Shift'); // the first activity brings the highlighter
    await expect(page.locator('.theme-code-block.language-bash pre[data-from-server]')).toHaveCount(0);
    await expect(curl).toBeAttached();
  });

  test('code reached by a client-side navigation is highlighted', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/campfire/classrooms/create-classrooms');
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Roster', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Manage the Roster');
    await expect(page.locator('.theme-code-block pre .token').first()).toBeAttached();
  });
});

test('a code block gets its buttons as it nears the viewport, not as the page hydrates', async ({page}) => {
  await page.setViewportSize(PHONE);
  const blocks = page.locator('article .theme-code-block');
  // Counted by attribute: the block in the closed tab and its buttons are hidden from getByRole.
  const copyButtons = page.locator('article .theme-code-block button[aria-label="Copy code to clipboard"]');
  // Five code blocks, all below the diagram: none within 200 px of a phone's first screen.
  await gotoHydrated(page, '/developers/api-legacy/assessment/exams');
  await page.waitForLoadState('networkidle');
  expect(await blocks.count()).toBe(5);
  expect(await copyButtons.count()).toBe(0);
  // Scrolled to, a block gets its copy button, and the word-wrap button where its code is too wide.
  const last = blocks.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
  await expect(last.getByRole('button', {name: 'Toggle word wrap'})).toBeAttached();
  // A key press brings every block's buttons, so that Tab reaches each of them.
  await page.keyboard.press('Shift');
  await expect(copyButtons).toHaveCount(5);
});

test('tab groups keep the server-rendered DOM through hydration', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  for (const path of [CODE_PAGE, API_PAGE]) {
    await markServerElements(page, '[role="tablist"]');
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    const tabLists = page.locator('article [role="tablist"]').first();
    await expect(tabLists).toHaveAttribute('data-from-server', 'true');
  }
});

/**
 * The first String.prototype.localeCompare (or Intl.Collator) of a page builds the browser's
 * collator from ICU's data: 13 to 15 ms of one task before any CPU throttling. Docusaurus sorted two
 * docs instances' paths and a memo's keys that way as every doc page hydrated (src/patches: "active
 * docs plugin without a collator", "shallow memo without a collator").
 */
test('a doc page and an API page hydrate, and settle, without building a collator', async ({page}) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as {collatorCalls: string[]}).collatorCalls = calls;
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      calls.push(`localeCompare: ${new Error().stack?.split('\n')[2]?.trim()}`);
      return localeCompare.apply(this, args);
    };
    const Collator = Intl.Collator;
    Intl.Collator = function (...args: ConstructorParameters<typeof Collator>) {
      calls.push('Intl.Collator');
      return new Collator(...args);
    } as unknown as typeof Intl.Collator;
  });
  for (const [path, title] of [['/developers/api-legacy/assessment/exams', 'Exams'], [API_PAGE, 'Create exam session']]) {
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    // The breadcrumbs still come from the page's own docs instance (the API reference's, on the API page).
    await expect(page.locator('.breadcrumbs__item--active')).toHaveText(title);
    expect(await page.evaluate(() => (window as unknown as {collatorCalls: string[]}).collatorCalls)).toEqual([]);
  }
});

test.describe('API reference sections', () => {
  test('parameters and schema fields are in the server-rendered HTML', async ({page}) => {
    const html = await (await page.goto(API_PAGE))!.text();
    for (const field of ['id', 'user_id', 'resource_link_id']) {
      expect(html).toContain(`openapi-schema__property>${field}<`);
    }
    // In place, not streamed after the page behind an inline script (React's `<template id="B:…">`).
    expect(html).not.toMatch(/<template id="?B:/);
  });

  test('landing on a phone runs none of the reference: its sections keep the server markup, React owns none of their elements, and their code is not loaded', async ({page}) => {
    await page.setViewportSize(PHONE);
    const loaded = recordScripts(page);
    await gotoHydrated(page, API_PAGE);
    await page.waitForLoadState('networkidle');
    // The sections in full: about 1,850 elements since the page has one success response (e2f131b; without the examples'
    // tokens, src/theme/CodeSamples).
    expect(await page.locator(API_SECTIONS).count()).toBeGreaterThan(1700);
    expect(await reactElementCount(page, API_SECTIONS)).toBe(0);
    expect(await loaded(API_SECTION_CODE)).toBe(false);
  });

  test('examples come from the server as plain text and are highlighted once their section is live', async ({page}) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, API_PAGE);
    await page.waitForLoadState('networkidle');
    const examples = page.locator('.openapi-left-panel__container .openapi-code__code-samples-container');
    const tokens = examples.locator('.token');
    expect(await examples.count()).toBeGreaterThan(5);
    await expect(examples.locator('pre code.language-json').first()).toContainText('"');
    expect(await tokens.count()).toBe(0);
    await page.locator('.openapi-tabs__schema-container').filter({visible: true}).last().scrollIntoViewIfNeeded();
    await expect.poll(() => tokens.count()).toBeGreaterThan(100);
  });

  test('a section neared becomes live: its details open and close with the mouse and the keyboard', async ({page}) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, API_PAGE);
    const pathParameters = page.locator('details', {has: page.locator('summary', {hasText: 'Path Parameters'})});
    await pathParameters.scrollIntoViewIfNeeded();
    await expect.poll(() => reactElementCount(page, '.openapi-params__list-item')).toBeGreaterThan(0);
    const summary = pathParameters.locator('summary');
    await summary.click();
    await expect(pathParameters).not.toHaveAttribute('open');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(pathParameters).toHaveAttribute('open');
    await expect(pathParameters.locator('.openapi-params__list-item').first()).toBeVisible();
  });

  test('after a client-side navigation to an API page its sections render in full', async ({page}) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/developers/api/create-exam-config');
    await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
    await page.locator('.openapi-left-panel__container').getByRole('link', {name: 'Create exam session'}).first().click();
    await expect(page).toHaveURL(API_PAGE);
    await expect(page.locator('.openapi-schema__property', {hasText: 'resource_link_id'}).first()).toBeAttached();
    await expect(page.locator('.openapi-tabs__response-code-item')).not.toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
  });

  test('on a phone a section becomes live only when the reader scrolls near it', async ({page}) => {
    await page.setViewportSize(PHONE);
    await markServerElements(page, '.openapi-tabs__schema-container');
    await gotoHydrated(page, API_PAGE);
    await page.waitForLoadState('networkidle');
    // The response schema on show, far below the fold on a phone.
    const responseSchema = page.locator('.openapi-tabs__schema-container').filter({visible: true}).last();
    await expect(responseSchema).toHaveAttribute('data-from-server', 'true'); // still the server's markup
    await responseSchema.scrollIntoViewIfNeeded();
    // Live now: rendered by React (a new element) and its tabs switch.
    const live = page.locator('.openapi-tabs__schema-container').filter({visible: true}).last();
    await expect(live).not.toHaveAttribute('data-from-server', 'true');
    const exampleTab = live.getByRole('tab', {name: /Example/}).first();
    await exampleTab.click();
    await expect(exampleTab).toHaveAttribute('aria-selected', 'true');
  });

  test('landing on a phone does no React work on the responses: they stay as the server rendered them until the reader nears them', async ({page}) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, API_PAGE);
    await page.waitForLoadState('networkidle');
    const responses = '.openapi-tabs__container:has(#responses) *';
    const statusCodeTabs = page.locator('.openapi-tabs__response-code-item');
    // What the reader can act on at once is hydrated: the code samples' tabs.
    expect(await reactElementCount(page, '[aria-label="Code samples"] [role="tab"]')).toBe(4);
    expect(await page.locator(responses).count()).toBeGreaterThan(1000);
    expect(await reactElementCount(page, responses)).toBe(0);

    await statusCodeTabs.first().scrollIntoViewIfNeeded();
    await expect.poll(() => reactElementCount(page, '.openapi-tabs__response-code-item')).toBe(await statusCodeTabs.count());
    const secondCode = statusCodeTabs.nth(1);
    await secondCode.click();
    await expect(secondCode).toHaveAttribute('aria-selected', 'true');
  });

  test('the reference is rendered once: the second render of the page, right after hydration, stops at its content', async ({page}) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, API_PAGE);
    await page.waitForLoadState('networkidle');
    // A fiber that React has rendered a second time has a second version of itself (its alternate).
    // The elements inside the description's paragraphs and notes, whose parents bail out without cloning them.
    const description = '.openapi-left-panel__container > p *, .openapi-left-panel__container .theme-admonition *';
    const renderedAgain = await page.locator(description).evaluateAll((elements) =>
      elements.map((element) => {
        const fiberKey = Object.keys(element).find((key) => key.startsWith('__reactFiber$'));
        return fiberKey ? (element as unknown as Record<string, {alternate: unknown}>)[fiberKey]!.alternate !== null : 'not hydrated';
      }),
    );
    expect(renderedAgain.length).toBeGreaterThan(5);
    expect(renderedAgain).toEqual(renderedAgain.map(() => false));
  });

  test('the first key press makes every section live, so keyboard focus never lands in stale markup', async ({page}) => {
    await page.setViewportSize(PHONE);
    await markServerElements(page, API_SECTION_ITEMS);
    await gotoHydrated(page, API_PAGE);
    const serverItems = page.locator('[data-from-server]');
    await expect(serverItems.first()).toBeAttached();
    await page.keyboard.press('Tab');
    await expect.poll(() => staleServerElementCount(page)).toBe(0);
  });
});

test.describe('API explorer store', () => {
  // Markers found only in the store's libraries: react-redux's context, immer's draft symbol and
  // Redux Toolkit's error message.
  const STORE_LIBRARIES = ['react-redux-context', 'immer-draftable', 'Minified Redux Toolkit error'];

  for (const [screen, viewport] of Object.entries({phone: PHONE, desktop: DESKTOP})) {
    test(`on a ${screen}, an API page lands without the request form's store: Redux Toolkit, immer and react-redux load when the form opens`, async ({page}) => {
      await page.setViewportSize(viewport);
      const loaded = recordScripts(page);
      await gotoHydrated(page, API_PAGE);
      await page.waitForLoadState('networkidle');
      for (const marker of STORE_LIBRARIES) {
        expect(await loaded(marker), marker).toBe(false);
      }
      const edit = page.getByRole('button', {name: 'Edit the request'});
      await edit.scrollIntoViewIfNeeded();
      await edit.click();
      await expect(page.getByRole('region', {name: 'Request form'}).locator('.openapi-explorer__code-block').first()).toBeVisible();
      for (const marker of STORE_LIBRARIES) {
        expect(await loaded(marker), marker).toBe(true);
      }
    });
  }

  test('media-type tabs that come live before the form opens build the store, and the form then uses it', async ({page, consoleErrors}) => {
    await page.setViewportSize(PHONE);
    const loaded = recordScripts(page);
    await gotoHydrated(page, API_PAGE);
    await page.locator('.openapi-tabs__mime-container').filter({visible: true}).last().scrollIntoViewIfNeeded();
    await expect.poll(() => reactElementCount(page, '.openapi-tabs__mime-container')).toBeGreaterThan(0);
    expect(await loaded(STORE_LIBRARIES[0]!)).toBe(true);
    const edit = page.getByRole('button', {name: 'Edit the request'});
    await edit.scrollIntoViewIfNeeded();
    await edit.click();
    await expect(page.getByRole('region', {name: 'Request form'}).locator('.openapi-explorer__code-block').first()).toBeVisible();
    await expect(page.locator('.openapi__method-endpoint-path')).toHaveText('https://api.example.com/exam-config/:id/exam-session');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('API stylesheet', () => {
  const apiStylesheet = (page: Page) => page.locator('link[rel="stylesheet"][href*="/api-styles."]');

  test('guide pages load neither the API stylesheet nor the API explorer', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    const loaded = recordScripts(page);
    await gotoHydrated(page, '/studio/items/item-metadata');
    await page.waitForLoadState('networkidle');
    await expect(apiStylesheet(page)).toHaveCount(0);
    expect(await loaded(EXPLORER)).toBe(false);
  });

  test('an API page links it in its HTML, after the global stylesheet and before the content', async ({page}) => {
    const response = await page.goto(API_PAGE);
    const html = await response!.text();
    const link = html.search(/<link rel="?stylesheet"? href="?\/assets\/css\/api-styles\.[0-9a-f]{8}\.css/);
    expect(link).toBeGreaterThan(html.search(/<link rel="?stylesheet"? href="?\/assets\/css\/styles\./));
    expect(link).toBeLessThan(html.indexOf('openapi-left-panel__container'));
    // The file the page links is the one the bundler wrote, so the bundler's runtime loads no second copy.
    const href = html.match(/\/assets\/css\/api-styles\.[0-9a-f]{8}\.css/)![0];
    expect((await page.request.get(href)).ok()).toBe(true);
  });

  test('a reader landing on an API page downloads the API stylesheet once', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => request.url().includes('/api-styles.') && requests.push(request.url()));
    await gotoHydrated(page, API_PAGE);
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(1);
  });

  test('an API page reached by a client-side navigation is styled from its first render', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/developers/');
    // Record the first render of the API page's left column, before any later restyling.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        const column = document.querySelector('.openapi-left-panel__container');
        if (column) {
          (window as any).e2eFirstBorder = getComputedStyle(column).borderRightStyle;
          observer.disconnect();
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.getByRole('contentinfo').getByRole('link', {name: 'API reference'}).click();
    await expect(page.locator('.openapi-left-panel__container')).toBeVisible();
    expect(await page.evaluate(() => (window as any).e2eFirstBorder)).toBe('solid');
    await expect(apiStylesheet(page)).toHaveCount(1);
  });
});
