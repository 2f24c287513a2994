/**
 * Measures what a reader downloads by opening a page and doing nothing: compressed bytes of the
 * scripts and stylesheets the page loads and the number of requests, until the network is idle and
 * stays idle once the browser has had idle time. Files prefetched for pages the reader may open
 * next are counted as requests but not as the page's JavaScript: the stock site prefetches too,
 * at idle priority, and they run only if the reader goes there.
 */
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {chromium} = require('@playwright/test');
const {CHROMIUM_ARGS, findChromium} = require('../browser.cjs');
const {VIEWPORTS} = require('./targets.cjs');

export async function launchBrowser() {
  return chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
}

/** @returns {Promise<{url: string, jsBytes: number, cssBytes: number, requests: number}>} */
export async function measurePage(browser, url, {viewport = VIEWPORTS.phone} = {}) {
  const context = await browser.newContext({viewport});
  const page = await context.newPage();
  // Third-party analytics is outside the site's own weight.
  await page.route(/googletagmanager|google-analytics/, (route) => route.fulfill({status: 204, body: ''}));
  const weight = await weighLanding(page, url);
  await context.close();
  return weight;
}

/**
 * Opens the URL in a page of a fresh browser context (nothing cached) and weighs what it loads; the
 * page stays open on it, so a test can go on checking the same visit.
 * @returns {Promise<{url: string, jsBytes: number, cssBytes: number, requests: number}>}
 */
export async function weighLanding(page, url) {
  const responses = [];
  const record = (request) => responses.push(request);
  page.on('requestfinished', record);
  await page.goto(url, {waitUntil: 'networkidle'});
  // The network can fall quiet while the main bundle is evaluated, before the page's own chunks are
  // requested (a busy machine): wait until React has hydrated the page (Docusaurus marks it).
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  // Work the page leaves for idle time (prefetching linked pages) starts now, then the network settles again.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve())));
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', record);
  let jsBytes = 0;
  let cssBytes = 0;
  let requests = 0;
  for (const request of responses) {
    if (!request.url().startsWith(new URL(url).origin)) {
      continue;
    }
    requests += 1;
    const {responseBodySize} = await request.sizes(); // bytes on the wire, i.e. compressed
    const type = request.resourceType();
    if (type === 'script') {
      jsBytes += responseBodySize;
    } else if (type === 'stylesheet') {
      cssBytes += responseBodySize;
    }
  }
  return {url, jsBytes, cssBytes, requests};
}

/**
 * What a reader pays to land on a page: compressed bytes of the scripts the page requests until
 * React has hydrated it, at the laptop size. Docusaurus marks the root element once hydrated; the
 * page notes that moment itself, as prefetching for the next pages starts right after it and is
 * not part of the landing. Whether a request started before that moment is read from the page's own
 * resource timing, on the same clock as the mark: the test runner's request times are on another
 * clock, and counted requests that started a few milliseconds after the mark.
 * @returns {Promise<{url: string, jsBytes: number, scripts: number}>}
 */
export async function measureLanding(browser, url, {viewport = VIEWPORTS.desktop} = {}) {
  const context = await browser.newContext({viewport});
  const page = await context.newPage();
  await page.route(/googletagmanager|google-analytics/, (route) => route.fulfill({status: 204, body: ''}));
  await page.addInitScript(() => {
    performance.setResourceTimingBufferSize(2000);
    new MutationObserver((_changes, observer) => {
      if (document.documentElement?.dataset.hasHydrated === 'true') {
        window.hydratedAtMs = performance.now();
        observer.disconnect();
      }
      // The document, as the root element may not exist yet when this runs.
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(new URL(url).origin)) {
      scripts.push(request);
    }
  });
  await page.goto(url);
  await page.waitForFunction(() => window.hydratedAtMs);
  const startedBeforeHydration = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= window.hydratedAtMs)
        .map((entry) => entry.name),
    ),
  );
  let jsBytes = 0;
  let counted = 0;
  for (const request of scripts) {
    if (!startedBeforeHydration.has(request.url())) {
      continue;
    }
    await (await request.response())?.finished();
    jsBytes += (await request.sizes()).responseBodySize;
    counted += 1;
  }
  await context.close();
  return {url, jsBytes, scripts: counted};
}
