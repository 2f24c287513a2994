/**
 * Measures what a reader downloads when landing on a page: compressed bytes of
 * JavaScript and CSS and the number of requests, until the network is idle.
 */
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {chromium} = require('@playwright/test');
const {CHROMIUM_ARGS, findChromium} = require('../browser.cjs');

export async function launchBrowser() {
  return chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
}

/** @returns {Promise<{url: string, jsBytes: number, cssBytes: number, requests: number}>} */
export async function measurePage(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  const page = await context.newPage();
  // Third-party analytics is outside the site's own weight.
  await page.route(/googletagmanager|google-analytics/, (route) => route.fulfill({status: 204, body: ''}));
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto(url, {waitUntil: 'networkidle'});
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
  await context.close();
  return {url, jsBytes, cssBytes, requests};
}
