/**
 * Measures what a reader downloads by opening a page and doing nothing: compressed bytes of
 * JavaScript and CSS and the number of requests, until the network is idle and stays idle once
 * the browser has had idle time (when linked pages are prefetched). Prefetched scripts count as
 * JavaScript too.
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
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto(url, {waitUntil: 'networkidle'});
  // Work the page leaves for idle time (prefetching linked pages) starts now, then the network settles again.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve())));
  await page.waitForLoadState('networkidle');
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
    if (type === 'script' || new URL(request.url()).pathname.endsWith('.js')) {
      jsBytes += responseBodySize;
    } else if (type === 'stylesheet') {
      cssBytes += responseBodySize;
    }
  }
  await context.close();
  return {url, jsBytes, cssBytes, requests};
}
