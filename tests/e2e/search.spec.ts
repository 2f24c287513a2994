/**
 * Search in Chromium against the served production build and its Pagefind index: the navbar
 * combobox (keyboard, screen-reader semantics, axe), the search page, what the index finds, the
 * marks on the page a result opens, and what a first search downloads.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {wcagViolations} from './axe';
import {expect, gotoHydrated, test} from './fixtures';
import {SEARCH_FIXTURE_PORT} from './ports';
import {startStaticServer} from './staticServer';
import {AUDIENCE_FIXTURE_WORD, AUDIENCE_ROUTES} from './fixture-site/plugin';
import {LEXICON_DIR, synonymsChunk} from '../../src/features/search/lexicon';
import {createNodeSearch} from '../../src/features/search/node';
import relevanceQueries from '../search/relevance/queries.json';
import {readIndexFragment} from '../indexFragments';

/** The first search may download at most this much (gzip), whatever the size of the site. */
const FIRST_SEARCH_BUDGET = 200 * 1024;

const searchBox = (page: Page) => page.getByRole('combobox', {name: 'Search'});
const resultList = (page: Page) => page.getByRole('listbox', {name: 'Search results'});
/** The search page's count of results (the navbar box has a live region of its own). */
const resultCount = (page: Page) => page.getByRole('main').getByRole('status');

/** Result routes of the search page, in order, once its count is shown. */
async function searchPageResults(page: Page) {
  await expect(resultCount(page)).toHaveText(/results? for/);
  return page.locator('main ol h2 a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

test.describe('navbar search', () => {
  test('Ctrl-K and ⌘-K focus the box; typing lists results; arrows, Enter and Escape work', async ({page, consoleErrors}) => {
    await gotoHydrated(page, '/studio/');
    const box = searchBox(page);
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await page.locator('body').click({position: {x: 5, y: 300}});
    await page.keyboard.press('Meta+k');
    await expect(box).toBeFocused();

    await page.keyboard.type('roster');
    const options = resultList(page).getByRole('option');
    await expect(options.first()).toContainText('Manage the Roster');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listId = await resultList(page).getAttribute('id');
    await expect(box).toHaveAttribute('aria-controls', listId!);
    // The live region says how many pages match.
    await expect(page.getByRole('status').filter({hasText: /\d+ results, 5 shown/})).toBeAttached();

    await page.keyboard.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp'); // from the first, Up wraps to the last
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(box).toHaveValue('roster');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');

    await page.keyboard.type('roster');
    await expect(options.first()).toContainText('Manage the Roster');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/campfire\/classrooms\/roster\?highlight=roster$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Manage the Roster');
    expect(consoleErrors).toEqual([]);
  });

  // The results of the first letters stay on screen while the search for the rest runs: a reader who chooses one and
  // types on, or whose last letters' results arrive after the arrow key, must still open what they chose with Enter.
  test('a result chosen with the arrows stays chosen when the results of more letters arrive, and Enter opens it', async ({page, consoleErrors}) => {
    await gotoHydrated(page, '/studio/');
    await searchBox(page).click();
    await page.keyboard.type('rost');
    await expect(page.locator('[data-results-for="rost"]')).toBeAttached();
    const roster = resultList(page).getByRole('option', {name: /^Manage the Roster/});
    await page.keyboard.press('ArrowDown');
    await expect(roster).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.type('er');
    await expect(page.locator('[data-results-for="roster"]')).toBeAttached();
    await expect(roster).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/campfire\/classrooms\/roster\?highlight=roster$/);
    expect(consoleErrors).toEqual([]);
  });

  test('"/" focuses the box outside text fields; Enter without a chosen result opens the search page', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('essay question');
    await expect(resultList(page).getByRole('option').first()).toContainText('Extended Text');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=essay\+question$/);
    expect((await searchPageResults(page))[0]).toBe('/studio/items/question-types/extended-text');
  });

  test('a result opens its page with the searched words marked', async ({page, consoleErrors}) => {
    await gotoHydrated(page, '/');
    await searchBox(page).fill('metadata');
    await resultList(page).getByRole('option', {name: /Item Metadata/}).first().click();
    await expect(page).toHaveURL(/\/studio\/items\/item-metadata\?highlight=metadata$/);
    const marked = () =>
      page.evaluate(() => [...((CSS as any).highlights.get('search-terms') ?? [])].map((range: Range) => range.toString().toLowerCase()));
    await expect.poll(async () => (await marked()).length).toBeGreaterThan(3);
    expect(new Set(await marked())).toEqual(new Set(['metadata']));
    // Leaving for a page not opened from search clears the marks.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Studio', exact: true}).click();
    await expect(page).toHaveURL('/studio/');
    await expect.poll(marked).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a search without results says what to try and links to the three overviews', async ({page}) => {
    await gotoHydrated(page, '/studio/');
    await searchBox(page).fill('qzxwvut');
    const message = page.getByText('No pages match “qzxwvut”.');
    await expect(message).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('status').filter({hasText: 'No results for qzxwvut.'})).toBeAttached();
    const popup = message.locator('xpath=ancestor::div[2]');
    await expect(popup.getByText('Check the spelling.')).toBeVisible();
    for (const [label, href] of [
      ['Studio', '/studio/'],
      ['Campfire', '/campfire/'],
      ['Developers', '/developers/'],
    ]) {
      await expect(popup.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
  });

  test('on a phone the box is an icon beside the site title until it is used', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/studio/');
    const title = await page.locator('.navbar__inner .navbar__title').boundingBox();
    const idle = await searchBox(page).boundingBox();
    expect(idle!.x).toBeGreaterThanOrEqual(title!.x + title!.width);
    await searchBox(page).click();
    await expect.poll(async () => (await searchBox(page).boundingBox())!.width).toBeGreaterThan(idle!.width * 3);
  });

  test('the open combobox has no WCAG 2.1 A/AA violations, on a desktop and on a phone', async ({page}) => {
    for (const viewport of [
      {width: 1280, height: 800},
      {width: 390, height: 844},
    ]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/campfire/');
      await searchBox(page).click();
      await searchBox(page).fill('roster');
      await page.keyboard.press('ArrowDown');
      await expect(resultList(page).getByRole('option').first()).toBeVisible();
      await expect(resultList(page).getByRole('option').first()).toBeInViewport();
      expect(await wcagViolations(page), `${viewport.width} px`).toEqual([]);
    }
  });

  test(`a first search downloads at most ${FIRST_SEARCH_BUDGET / 1024} kB gzip, and nothing before the box is used`, async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoHydrated(page, '/campfire/classrooms/roster');
    // The page's own deferred code (the code highlighter) loads on the reader's first key press:
    // it is paid by any first activity, so it is left out of what search costs.
    await page.keyboard.press('Shift');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.includes('/pagefind/'))).toEqual([]);

    requested.length = 0;
    await page.keyboard.press('Control+k');
    await page.keyboard.type('roster', {delay: 60});
    await expect(resultList(page).getByRole('option')).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    // What the served build sends for each request: gzip where the server compresses, as is otherwise.
    const compressible = /\.(js|css|json|html|svg|txt)$/;
    const sent = requested.map((url) => {
      const file = path.join('build', decodeURIComponent(new URL(url).pathname));
      const body = readFileSync(file);
      return {file, bytes: compressible.test(file) ? gzipSync(body).length : body.length};
    });
    const total = sent.reduce((sum, {bytes}) => sum + bytes, 0);
    console.log(`First search: ${(total / 1024).toFixed(1)} kB gzip in ${sent.length} requests`);
    expect(sent.some(({file}) => file.endsWith('.pf_index')), 'index chunks are counted').toBe(true);
    // Pagefind's engine once, in its worker: pagefind.js carries a second copy (src/patches/pagefind/workerClient.ts).
    expect(sent.map(({file}) => path.basename(file)).filter((file) => /^pagefind(-worker)?\.js$/.test(file))).toEqual(['pagefind-worker.js']);
    expect(total, sent.map(({file, bytes}) => `${file} ${bytes}`).join('\n')).toBeLessThanOrEqual(FIRST_SEARCH_BUDGET);
  });

  test("where Pagefind's worker cannot start, search runs on Pagefind's browser script", async ({page, consoleErrors}) => {
    await page.route(/\/pagefind\/pagefind-worker\.js$/, (route) => route.fulfill({status: 404, body: ''}));
    const scripts: string[] = [];
    page.on('request', (request) => /\/pagefind\/pagefind\.js$/.test(request.url()) && scripts.push(request.url()));
    await gotoHydrated(page, '/campfire/');
    await searchBox(page).focus();
    await page.keyboard.type('roster');
    await expect(resultList(page).getByRole('option').first()).toContainText('Manage the Roster');
    expect(scripts).toHaveLength(1);
    // Chromium reports the worker's 404 and Pagefind's own fallback warns; nothing else.
    expect(consoleErrors.filter((error) => !/pagefind-worker\.js|404/.test(error))).toEqual([]);
  });

  // Which fragment a search downloads depends on when the reader's keys land; what must not depend on it is
  // that each one downloaded is shown. Here the first word's fragments are held until the rest of the query
  // is typed, key by key with no delay: the moment a key press used to drop them, downloaded but never shown.
  // The index chunks the rest of the query needs are held until results are shown: the whole query's search
  // then cannot be ready in the same task as the held one (React would render only the later list, and which
  // one is ready first would be the machine's load to decide, not the box).
  test('a key typed while a search downloads its fragments: every fragment downloaded is of a result the box shows', async ({page}) => {
    await gotoHydrated(page, '/campfire/');
    await page.evaluate(() => {
      const shownLists: {query: string; titles: string[]}[] = ((window as any).e2eShownLists = []);
      const box = document.querySelector('[role=search]')!;
      new MutationObserver(() => {
        const popup = box.querySelector('[data-results-for]');
        const query = popup?.getAttribute('data-results-for');
        if (query && shownLists.at(-1)?.query !== query) {
          // Each option's name is its page's title, then the section's heading after " › ".
          const titles = [...box.querySelectorAll('[role=option]')].map((option) => option.firstElementChild!.textContent!.split(' › ')[0]!);
          shownLists.push({query, titles});
        }
      }).observe(box, {attributes: true, childList: true, subtree: true});
    });
    const fragments: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let firstFragment!: () => void;
    const fragmentAsked = new Promise<void>((resolve) => (firstFragment = resolve));
    await page.route(/\/pagefind\/fragment\//, async (route) => {
      fragments.push(path.basename(new URL(route.request().url()).pathname, '.pf_fragment'));
      firstFragment();
      await released;
      await route.continue();
    });
    const heldChunks: string[] = [];
    let releaseChunks!: () => void;
    const chunksReleased = new Promise<void>((resolve) => (releaseChunks = resolve));
    const box = searchBox(page);
    await box.focus();
    await box.pressSequentially('roster');
    await fragmentAsked;
    await page.route(/\/pagefind\/index\//, async (route) => {
      heldChunks.push(route.request().url());
      await chunksReleased;
      await route.continue();
    });
    await box.pressSequentially(' import');
    release();
    // The held search's results, or those of a later search if typing stalled (the load of the machine decides).
    await expect(page.locator('[role=search] [data-results-for]')).toBeAttached();
    expect(heldChunks.length, 'the rest of the query needed an index chunk of its own').toBeGreaterThan(0);
    releaseChunks();
    await expect(page.locator('[role=search] [data-results-for="roster import"]')).toBeAttached();
    await expect(resultList(page).getByRole('option')).toHaveCount(5);
    // The title of each fragment's page, as the build wrote it.
    const titleOf = (id: string) => readIndexFragment<{meta: {title: string}}>(id).meta.title.replace(/\u200b/g, '').trim();
    const shownLists: {query: string; titles: string[]}[] = await page.evaluate(() => (window as any).e2eShownLists);
    const shownTitles = new Set(shownLists.flatMap(({titles}) => titles));
    expect(fragments.map(titleOf).filter((title) => !shownTitles.has(title)), 'fragments of results never shown').toEqual([]);
    expect(fragments.length, 'one fragment per page shown').toBe(shownTitles.size);
    expect(shownLists.at(-1)?.query, 'the whole query is shown last').toBe('roster import');
  });
});

test.describe('search page', () => {
  test('/search?q=roster gives the right count, every result contains the word or a word of the same meaning, no console error', async ({page, request, consoleErrors}) => {
    await gotoHydrated(page, '/search?q=roster');
    const status = resultCount(page);
    await expect(status).toHaveText(/results? for “roster”/);
    const count = Number((await status.textContent())!.match(/^(\d+)/)![1]);
    expect(count).toBeGreaterThan(10); // more than one page of results, so "Show more" is tested too
    const more = page.getByRole('button', {name: /Show more results/});
    while (await more.isVisible()) {
      const label = (await more.textContent())!;
      await more.click();
      // The button keeps its label until the next results arrive; clicking it again before then
      // races the button's removal after the last page.
      await expect(page.getByRole('button', {name: label, exact: true})).toHaveCount(0);
    }
    const routes = await searchPageResults(page);
    expect(routes).toHaveLength(count);
    expect(new Set(routes).size).toBe(count);
    expect(routes[0]).toBe('/campfire/classrooms/roster');
    // The dictionary's words for "roster" that the lexicon kept, if any (it keeps none that most pages use).
    const sameMeaning = (JSON.parse(readFileSync(path.join('build', LEXICON_DIR, synonymsChunk('roster')), 'utf8')).roster ?? []) as string[];
    const anyOf = new RegExp(`\\b(${['roster', ...sameMeaning].join('|')})`, 'i');
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      const indexed = html.slice(html.indexOf('data-pagefind-body'));
      expect(indexed, route).toMatch(anyOf);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('"Show more results" moves focus to the first new result', async ({page}) => {
    await gotoHydrated(page, '/search?q=roster');
    await page.getByRole('button', {name: /Show more results/}).click();
    await expect(page.locator('main ol li').nth(10).getByRole('link')).toBeFocused();
  });

  test('finds an API operation by its summary, its path and a field name, and a blog post', async ({page}) => {
    for (const [query, route] of [
      ['Rescore exam session', '/developers/api/rescore-exam-session'],
      ['/exam-session/{id}/rescore', '/developers/api/rescore-exam-session'],
      ['showCorrectAnswersOnComplete', '/developers/api/create-exam-config'],
      ['nextToken', '/developers/api/list-exams'],
      ['question type page', '/blog/long-blog-post'],
    ]) {
      await gotoHydrated(page, `/search?${new URLSearchParams({q: query})}`);
      expect((await searchPageResults(page)).slice(0, 5), query).toContain(route);
    }
  });

  test('lists only pages with content: no blog lists, tag pages or the home page', async ({page}) => {
    await gotoHydrated(page, '/search?q=post');
    const routes = await searchPageResults(page);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => /^\/(blog(\/(tags|archive|authors|page)\b.*)?\/?|)$/.test(route))).toEqual([]);
  });

  test('a search without results suggests what to try', async ({page}) => {
    await gotoHydrated(page, '/search?q=qzxwvut');
    await expect(resultCount(page)).toHaveText('0 results for “qzxwvut”');
    await expect(page.getByText('Check the spelling.')).toBeVisible();
    await expect(page.locator('main').getByRole('link', {name: 'Campfire', exact: true})).toHaveAttribute('href', '/campfire/');
  });

  test('the search form searches again and keeps the query in the address', async ({page}) => {
    await gotoHydrated(page, '/search');
    await page.getByLabel('Words to search for').fill('number line');
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(/\/search\?q=number\+line$/);
    expect((await searchPageResults(page))[0]).toBe('/studio/items/question-types/number-line');
  });

  // Results that arrive more than half a second after the key press count as layout shifts (CLS): on a slow
  // Chromebook the first search takes that long, here the index is held back for a second.
  for (const [screen, viewport] of Object.entries({laptop: {width: 1280, height: 800}, phone: {width: 390, height: 844}})) {
    test(`on a ${screen}, results that arrive late move nothing on screen`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        (window as any).e2eShifts = [];
        // Each shift with the elements it moved and when, so that a failure says what moved.
        const describe = (node: Node | null) => (node instanceof Element ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.className ? `.${String(node.className).trim().split(/\s+/).join('.')}` : ''}` : String(node?.nodeName));
        new PerformanceObserver((entries) =>
          entries.getEntries().forEach((entry: any) => {
            if (!entry.hadRecentInput) (window as any).e2eShifts.push({value: entry.value, at: entry.startTime, moved: entry.sources.map((source: any) => describe(source.node))});
          }),
        ).observe({type: 'layout-shift', buffered: true});
      });
      await gotoHydrated(page, '/search');
      let heldBack = false;
      await page.route(/\/pagefind\//, async (route) => {
        if (!heldBack) {
          heldBack = true;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        await route.continue();
      });
      // Only what moves after the search: under load, the browser may paint the navbar before it has parsed all of
      // it, and the items parsed later then move the search box (a shift of the page's loading, not of the results).
      const searchedAt = await page.evaluate(() => performance.now());
      await page.getByLabel('Words to search for').fill('roster');
      await page.getByLabel('Words to search for').press('Enter');
      await expect(resultCount(page)).toHaveText(/results? for/);
      expect(await page.evaluate((since) => (window as any).e2eShifts.filter(({at}: {at: number}) => at >= since), searchedAt)).toEqual([]);
    });
  }

  test('the search page with results and without has no WCAG 2.1 A/AA violations', async ({page}) => {
    for (const query of ['roster', 'qzxwvut']) {
      await gotoHydrated(page, `/search?q=${query}`);
      await searchPageResults(page);
      expect(await wcagViolations(page), query).toEqual([]);
    }
  });
});

test.describe('search page filters', () => {
  /** Built by `npm test` with DOCS_E2E_FIXTURES=1: the site plus two pages labelled with audiences. */
  const FIXTURE_BUILD = 'build-e2e-fixtures';
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  test.beforeAll(async () => {
    test.skip(!existsSync(`${FIXTURE_BUILD}/index.html`), 'fixture build missing: run `npm test`');
    server = await startStaticServer({port: SEARCH_FIXTURE_PORT, dir: FIXTURE_BUILD});
  });
  test.afterAll(() => server?.stop());

  test('each filter the index reports is offered with its counts, and narrows the results', async ({page}) => {
    // A slow filter index must not cost the counts: a search that ran before it arrived counted no filters.
    await page.route('**/pagefind/filter/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoHydrated(page, `${server.url}search?q=${AUDIENCE_FIXTURE_WORD}`);
    await expect(resultCount(page)).toHaveText(`2 results for “${AUDIENCE_FIXTURE_WORD}”`);
    const audience = page.getByRole('group', {name: 'Audience'});
    await expect(audience.getByRole('checkbox', {name: 'Author (1)'})).toBeVisible();
    await audience.getByRole('checkbox', {name: 'Teacher (1)'}).check();
    await expect(resultCount(page)).toHaveText(`1 result for “${AUDIENCE_FIXTURE_WORD}”`);
    expect(await searchPageResults(page)).toEqual([AUDIENCE_ROUTES.Teacher]);
    await audience.getByRole('checkbox', {name: /Author/}).check();
    await expect(resultCount(page)).toHaveText(`2 results for “${AUDIENCE_FIXTURE_WORD}”`);
    expect(await wcagViolations(page)).toEqual([]);
  });
});

test('on the search page, each filter\'s count is the number of results the filter leaves, for words that are on different pages', async ({page}) => {
  // "roster" and "api" are rarely on one page: the results are the pages with either word, most of which lack the other.
  const query = 'roster api';
  await gotoHydrated(page, `/search?${new URLSearchParams({q: query})}`);
  await expect(resultCount(page)).toContainText(`for “${query}”`);
  const audience = page.getByRole('group', {name: 'Audience'});
  const labels = await audience.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.closest('label')!.textContent!.trim()));
  expect(labels.length, 'audiences offered').toBeGreaterThan(1);
  for (const label of labels) {
    const [, value, count] = label.match(/^(.*) \((\d+)\)$/)!;
    if (count === '0') continue;
    const box = audience.getByRole('checkbox', {name: label});
    await box.check();
    await expect(resultCount(page), `${value}: its count`).toHaveText(`${count} ${count === '1' ? 'result' : 'results'} for “${query}”`);
    await box.uncheck();
  }
});

test('relevance: the page that answers each query of tests/search-queries.json is in its top 3', async ({page}) => {
  test.setTimeout(120_000);
  const queries: {query: string; answer: string}[] = JSON.parse(readFileSync('tests/search-queries.json', 'utf8'));
  await gotoHydrated(page, '/search');
  const misses: string[] = [];
  for (const {query, answer} of queries) {
    await page.getByLabel('Words to search for').fill(query);
    await page.getByLabel('Words to search for').press('Enter');
    await expect(resultCount(page)).toContainText(`for “${query}”`);
    const top3 = (await searchPageResults(page)).slice(0, 3);
    if (!top3.includes(answer)) {
      misses.push(`"${query}": expected ${answer}, top 3 ${top3.join(', ')}`);
    }
  }
  const hitRate = (queries.length - misses.length) / queries.length;
  console.log(`Search relevance: ${queries.length - misses.length}/${queries.length} (${(hitRate * 100).toFixed(1)}%) in the top 3${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`);
  expect(hitRate, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
});

test.describe('search by meaning, in sections, as in Node', () => {
  test('a question in the reader\'s words finds the page, and the result names and links its section', async ({page}) => {
    await gotoHydrated(page, `/search?${new URLSearchParams({q: 'how do I add students to the roster'})}`);
    // In the top 3, the measure the relevance set uses (tests/search/relevance/README.md).
    expect((await searchPageResults(page)).slice(0, 3)).toContain('/campfire/classrooms/roster');
    const roster = page.locator('main ol h2 a[href^="/campfire/classrooms/roster"]');
    await expect(roster).toHaveAttribute('href', /^\/campfire\/classrooms\/roster\?highlight=[^#]+#add-students$/);
    await expect(roster).toHaveText('Manage the Roster › Add Students');
  });

  test('a one-letter typo and a synonym still find the page', async ({page}) => {
    for (const [query, route] of [
      ['clasroom roster', '/campfire/classrooms/roster'],
      ['make a collection', '/studio/collections/create-a-collection'],
    ]) {
      await gotoHydrated(page, `/search?${new URLSearchParams({q: query})}`);
      expect((await searchPageResults(page)).slice(0, 3), query).toContain(route);
    }
  });

  test('excerpts mark whole words only', async ({page}) => {
    await gotoHydrated(page, `/search?${new URLSearchParams({q: 'grade an essay'})}`);
    await searchPageResults(page);
    // The characters just before and after each mark: a letter there would mean part of a word is marked.
    const marks = await page.locator('main ol mark').evaluateAll((elements) =>
      elements.map((mark) => ({
        word: mark.textContent!,
        before: mark.previousSibling?.textContent?.slice(-1) ?? '',
        after: mark.nextSibling?.textContent?.slice(0, 1) ?? '',
      })),
    );
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.filter(({before, after}) => /\p{L}/u.test(before + after))).toEqual([]);
    expect(marks.map(({word}) => word.toLowerCase())).not.toContain('an');
  });

  // One engine on each side, searched in the same order, as a reader searches again on the search page:
  // Pagefind keeps the index chunks it has loaded, and a word whose entries span two chunks can score
  // higher once both are loaded, so a fresh engine and a used one may differ (see maintainers/search.md).
  test('the browser ranks a sample of the tune half exactly as Node does', async ({page}) => {
    const search = createNodeSearch('build');
    const sample = (relevanceQueries as {split: string; query: string}[]).filter((entry) => entry.split === 'tune').filter((_, index) => index % 9 === 0);
    expect(sample.length).toBeGreaterThanOrEqual(7);
    await gotoHydrated(page, '/search');
    for (const {query} of sample) {
      // The pages, in order; which section of a page is shown can differ with the fragments already loaded.
      const fromNode = (await search(query, {limit: 5})).map((result) => new URL(result.url, 'http://site').pathname);
      await page.getByLabel('Words to search for').fill(query);
      await page.getByLabel('Words to search for').press('Enter');
      await expect(resultCount(page)).toContainText(`for “${query}”`);
      await searchPageResults(page);
      const fromBrowser = await page
        .locator('main ol h2 a')
        .evaluateAll((links) => links.slice(0, 5).map((link) => {
          return new URL((link as HTMLAnchorElement).href).pathname;
        }));
      expect(fromBrowser, query).toEqual(fromNode);
    }
  });
});

test.describe('bad input', () => {
  const INJECTION = '<script>window.__injected = 1</script><img src=x onerror="window.__injected = 2">';
  for (const [name, query] of [
    ['a 10,000-character query', 'qzx'.repeat(3334)],
    ['punctuation only', '?!… ;:() -- ...'],
    ['emoji', '🔥🙂🎓'],
    ['HTML and a script', INJECTION],
  ]) {
    test(`${name}: no console error, nothing injected, a helpful message when nothing matches`, async ({page, consoleErrors}) => {
      await gotoHydrated(page, '/campfire/');
      const box = searchBox(page);
      await box.fill(query);
      const popupMessage = page.getByText(/^No pages match/).or(resultList(page).getByRole('option').first());
      await expect(popupMessage).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=/);
      // The address changes before the search page's code has arrived and replaced the old page.
      await expect(page.getByRole('heading', {level: 1, name: 'Search the documentation'})).toBeVisible();
      await expect(resultCount(page)).toHaveText(/results? for/);
      const count = Number((await resultCount(page).textContent())!.match(/^(\d+)/)![1]);
      if (count === 0) {
        await expect(page.getByText('Check the spelling.')).toBeVisible();
      }
      expect(await page.evaluate(() => (window as {__injected?: number}).__injected)).toBeUndefined();
      expect(await page.locator('main script, main img[src="x"], .navbar script').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    });
  }
});
