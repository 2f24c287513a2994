/**
 * A reader's session on one page, on a phone-sized viewport with the CPU slowed 4x (Chrome
 * DevTools Protocol), as Lighthouse's mobile profile does: land, scroll to the end, open something
 * (a tab, the menu, a code sample, a wide diagram), then make a first search by typing a word in
 * the navbar search (Ctrl-K). Reports:
 * - bytes on the wire by kind (JS, CSS, fonts, analytics, data such as search indexes, HTML, images,
 *   other) for the whole session, and the bytes of the first search alone;
 * - INP from Event Timing (PerformanceObserver 'event', durationThreshold 16): the longest
 *   interaction, which is INP while a page has fewer than 50 interactions;
 * - CLS: the largest session window of layout shifts not caused by input (1 s gap, 5 s window).
 *
 * Analytics is not blocked: the page requests gtag.js as it would in production. There is no
 * internet here, so those requests are answered locally: with the file named by GTAG_JS_FILE (a
 * saved copy of gtag.js, counted at its gzip size) or, without it, with an empty script. Either
 * way the number of analytics requests is reported; without GTAG_JS_FILE their bytes are 0.
 */
import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';

export const CPU_THROTTLING_RATE = 4;
export const SESSION_BUDGETS = {inpMs: 200, cls: 0.05};
const SEARCH_WORD = 'roster';
const ANALYTICS = /https:\/\/www\.(googletagmanager|google-analytics)\.com\//;
const STEP_TIMEOUT = 30_000;

const gtagStandIn = process.env.GTAG_JS_FILE ? readFileSync(process.env.GTAG_JS_FILE) : undefined;

/** Runs in the page before its own scripts: collects interactions and layout shifts. */
function observeInteractionsAndShifts() {
  const durations = new Map();
  const shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId && entry.duration > (durations.get(entry.interactionId)?.duration ?? 0)) {
        const target = entry.target ? `${entry.target.tagName.toLowerCase()}${entry.target.className && typeof entry.target.className === 'string' ? `.${entry.target.className.split(' ')[0]}` : ''}` : '?';
        durations.set(entry.interactionId, {duration: entry.duration, what: `${entry.name} on ${target}`});
      }
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) {
        shifts.push({time: entry.startTime, value: entry.value});
      }
    }
  }).observe({type: 'layout-shift', buffered: true});
  window.__readerSession = () => ({interactions: [...durations.values()], shifts});
}

/** CLS: the largest sum of layout shifts in a session window (shifts less than 1 s apart, at most 5 s long). */
export function largestShiftWindow(shifts) {
  let cls = 0;
  let windowValue = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const {time, value} of shifts) {
    if (time - previous >= 1000 || time - windowStart >= 5000) {
      windowStart = time;
      windowValue = 0;
    }
    windowValue += value;
    previous = time;
    cls = Math.max(cls, windowValue);
  }
  return cls;
}

function kindOf(request) {
  if (ANALYTICS.test(request.url())) {
    return 'analytics';
  }
  return (
    {script: 'js', stylesheet: 'css', font: 'fonts', fetch: 'data', xhr: 'data', document: 'html', image: 'images'}[request.resourceType()] ??
    'other'
  );
}

async function scrollToEnd(page) {
  for (let step = 0; step < 200; step += 1) {
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd) {
      return;
    }
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
}

/** Requests under way; Playwright's 'networkidle' load state is reached once, on landing, and never waited for again. */
function trackInflight(page) {
  const inflight = new Set();
  page.on('request', (request) => inflight.add(request));
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  return inflight;
}

/** Waits until no request has been under way for 500 ms (a large search index on a busy machine takes a while). */
async function settle(page, inflight) {
  const deadline = Date.now() + 4 * STEP_TIMEOUT;
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 500) {
    await page.waitForTimeout(100);
    if (inflight.size > 0) {
      quietSince = Date.now();
    }
  }
}

/** Opens what the session names: `{click: selector}` or `{focus: selector, key}`. */
async function open(page, action) {
  if (action.click) {
    await page.locator(action.click).first().click({timeout: STEP_TIMEOUT});
  } else {
    await page.locator(action.focus).first().focus({timeout: STEP_TIMEOUT});
    await page.keyboard.press(action.key);
  }
}

/**
 * Types the word where the site's search takes it: Ctrl-K focuses the navbar search box; a page
 * whose own search box is in its content (the search page) names it as `searchBox`, and with
 * `submitSearch` the word is submitted with Enter (the search page searches on submit).
 * @returns {Promise<boolean>} whether a search box took the word
 */
async function firstSearch(page, searchBox, submit) {
  if (searchBox) {
    await page.locator(searchBox).first().click({timeout: STEP_TIMEOUT});
  } else {
    await page.keyboard.press('Control+k');
  }
  const typing = await page.evaluate(() => ['INPUT', 'TEXTAREA'].includes(document.activeElement?.tagName ?? ''));
  if (!typing) {
    return false;
  }
  await page.keyboard.type(SEARCH_WORD, {delay: 150});
  if (submit) {
    await page.keyboard.press('Enter');
  }
  return true;
}

/**
 * @param session {{type: string, route: string, open?: object, searchBox?: string, submitSearch?: boolean, search?: boolean}}
 */
export async function readerSession(browser, origin, session) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: false});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_THROTTLING_RATE});
  await page.addInitScript(observeInteractionsAndShifts);
  let analyticsRequests = 0;
  await page.route(ANALYTICS, (route) => {
    analyticsRequests += 1;
    return route.fulfill({status: 200, contentType: 'text/javascript', body: gtagStandIn ?? ''});
  });
  const inflight = trackInflight(page);
  const finished = [];
  let step = 'land';
  page.on('requestfinished', (request) => finished.push({request, step}));

  await page.goto(origin + session.route, {waitUntil: 'load'});
  await settle(page, inflight);
  step = 'scroll';
  await scrollToEnd(page);
  await settle(page, inflight);
  step = 'open';
  if (session.open) {
    await open(page, session.open);
    await settle(page, inflight);
  }
  step = 'search';
  const searched = session.search === false ? false : await firstSearch(page, session.searchBox, session.submitSearch);
  await settle(page, inflight);
  const observed = await page.evaluate(() => window.__readerSession());
  // INP is the longest interaction while a page has fewer than 50 of them, as here.
  const slowest = observed.interactions.sort((a, b) => b.duration - a.duration)[0];

  // "other" is mostly the prefetches of linked pages' files.
  const bytes = {js: 0, css: 0, fonts: 0, analytics: 0, data: 0, html: 0, images: 0, other: 0};
  let searchBytes = 0;
  for (const {request, step: requestStep} of finished) {
    const kind = kindOf(request);
    const size = kind === 'analytics' ? (gtagStandIn && /gtag\/js/.test(request.url()) ? gzipSync(gtagStandIn).length : 0) : (await request.sizes()).responseBodySize;
    bytes[kind] += size;
    if (requestStep === 'search') {
      searchBytes += size;
    }
  }
  await context.close();
  return {
    ...session,
    bytes,
    totalBytes: Object.values(bytes).reduce((sum, value) => sum + value, 0),
    analyticsRequests,
    searched,
    searchBytes: searched ? searchBytes : null,
    interactions: observed.interactions.length,
    inpMs: Math.round(slowest?.duration ?? 0),
    slowestInteraction: slowest?.what ?? null,
    cls: Number(largestShiftWindow(observed.shifts).toFixed(3)),
  };
}

/** Budget checks of one site's sessions (INP and CLS), worded for the bench's budget table. */
export function sessionChecks(siteName, sessions) {
  return sessions.flatMap((session) => [
    {
      budget: `${siteName}, ${session.type} session: INP at most ${SESSION_BUDGETS.inpMs} ms at ${CPU_THROTTLING_RATE}x CPU slowdown`,
      measured: `${session.inpMs} ms (${session.interactions} interactions of 16 ms or more)`,
      met: session.inpMs <= SESSION_BUDGETS.inpMs,
    },
    {
      budget: `${siteName}, ${session.type} session: CLS at most ${SESSION_BUDGETS.cls}`,
      measured: String(session.cls),
      met: session.cls <= SESSION_BUDGETS.cls,
    },
  ]);
}
