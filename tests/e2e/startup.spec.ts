import type {Page} from '@playwright/test';
import {LATEST_START_MS} from '../../src/patches/docusaurus-core/ssrTemplate';
import {expect, gotoHydrated, recordFirstAppearance, test} from './fixtures';

/**
 * How a page starts: the server-rendered page is painted before the site's scripts run
 * (src/patches/docusaurus-core/ssrTemplate.ts), with fallbacks for browsers that report no paint, and the
 * main bundle is evaluated over several tasks rather than one (src/patches/docusaurus-core/stagedClientEntry.ts).
 */

const GUIDE = '/studio/items/item-metadata';
/** The stages of src/patches/docusaurus-core/stagedClientEntry.ts, in order. */
const STARTUP_STAGES = ['react-dom', 'routes', 'client-modules', 'theme', 'app'];
/** How late a timer may fire on a busy test machine: far below a second timer period, so a start left to a later timer still fails. */
const TIMER_LATENESS_MS = 500;

/** Records, in page time, when the first of the site's scripts is added to the document. */
async function recordFirstScript(page: Page) {
  const firstAppearance = await recordFirstAppearance(page, {script: 'script[src*="/assets/js/"]'});
  return async () => ({
    firstScriptAddedAt: (await firstAppearance()).script!,
    firstContentfulPaint: await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime),
    // The start-up script is the page's last element: it has run by the time the page is parsed.
    parsedAt: await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive),
  });
}

test('the server-rendered page is painted before the site scripts start', async ({page, consoleErrors}) => {
  const timings = await recordFirstScript(page);
  await gotoHydrated(page, GUIDE);
  const {firstScriptAddedAt, firstContentfulPaint} = await timings();
  expect(firstContentfulPaint).toBeGreaterThan(0);
  expect(firstScriptAddedAt).toBeGreaterThanOrEqual(firstContentfulPaint);
  expect(consoleErrors).toEqual([]);
});

test('the scripts are fetched at once, in parallel with the page, at low priority', async ({page}) => {
  await page.goto(GUIDE, {waitUntil: 'commit'});
  const preloads = page.locator('head link[rel="preload"][as="script"]');
  await expect(preloads).toHaveCount(2);
  for (const preload of await preloads.all()) {
    await expect(preload).toHaveAttribute('href', /^\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/);
    await expect(preload).toHaveAttribute('fetchpriority', 'low');
  }
});

test.describe('scripts start without waiting for a paint', () => {
  // "Without waiting" means while the page is still being parsed. Not "before the first paint": a
  // browser may paint a partly parsed page, so under load the first paint can come before the
  // start-up script at the end of the page has run.
  test('in a tab opened in the background', async ({page}) => {
    await page.addInitScript(() => Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'}));
    const timings = await recordFirstScript(page);
    await gotoHydrated(page, GUIDE);
    const {firstScriptAddedAt, parsedAt} = await timings();
    expect(firstScriptAddedAt).toBeLessThanOrEqual(parsedAt);
  });

  test('in a browser that does not report paints', async ({page}) => {
    await page.addInitScript(() => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {get: () => []}));
    const timings = await recordFirstScript(page);
    await gotoHydrated(page, GUIDE);
    const {firstScriptAddedAt, parsedAt} = await timings();
    expect(firstScriptAddedAt).toBeLessThanOrEqual(parsedAt);
  });

  test(`within ${LATEST_START_MS} ms of the page being parsed when a paint is never reported`, async ({page}) => {
    await page.addInitScript(() => {
      window.PerformanceObserver = class {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      } as unknown as typeof PerformanceObserver;
    });
    const timings = await recordFirstScript(page);
    await gotoHydrated(page, GUIDE);
    const {firstScriptAddedAt, parsedAt} = await timings();
    expect(firstScriptAddedAt).toBeGreaterThanOrEqual(LATEST_START_MS);
    // A timer fires at its delay or later: on a busy machine, a few milliseconds to a few hundred later.
    expect(firstScriptAddedAt - parsedAt).toBeLessThanOrEqual(LATEST_START_MS + TIMER_LATENESS_MS);
  });

  test('in a browser whose paint observer throws', async ({page}) => {
    await page.addInitScript(() => {
      window.PerformanceObserver = class {
        static supportedEntryTypes = ['paint'];
        observe() {
          throw new TypeError('paint entries are not supported here');
        }
        disconnect() {}
      } as unknown as typeof PerformanceObserver;
    });
    const timings = await recordFirstScript(page);
    await gotoHydrated(page, GUIDE);
    const {firstScriptAddedAt, parsedAt} = await timings();
    expect(firstScriptAddedAt).toBeLessThanOrEqual(parsedAt);
  });
});

test('the main bundle is evaluated in stages, each in a task of its own', async ({page, browserName}) => {
  test.skip(browserName !== 'chromium', 'reads a Chromium trace');
  const browser = page.context().browser()!;
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing']});
  await gotoHydrated(page, GUIDE);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: {name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number}[];
  };
  const marks = STARTUP_STAGES.map((stage) => {
    const mark = trace.traceEvents.find((event) => event.cat.includes('blink.user_timing') && event.name === `docs-startup:${stage}`);
    expect(mark, `performance mark of stage ${stage}`).toBeDefined();
    return mark!;
  });
  expect(marks.map((mark) => mark.ts)).toEqual([...marks.map((mark) => mark.ts)].sort((a, b) => a - b));
  // The browser task each mark was made in: a different one for every stage.
  const tasks = marks.map((mark) =>
    trace.traceEvents.find(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === mark.pid &&
        event.tid === mark.tid &&
        event.ts <= mark.ts &&
        mark.ts <= event.ts + (event.dur ?? 0),
    ),
  );
  tasks.forEach((task, index) => expect(task, `task of stage ${STARTUP_STAGES[index]}`).toBeDefined());
  expect(new Set(tasks).size).toBe(STARTUP_STAGES.length);
});
