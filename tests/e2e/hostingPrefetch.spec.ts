/**
 * The build served as README's Hosting section says (scripts/serve.mjs --hosting-headers: /assets/
 * immutable for a year, HTML revalidated) keeps what Firefox prefetches. Firefox throws a prefetched
 * file away when it is sent with `no-cache`, so a click downloaded again every file the idle prefetch had
 * fetched. Here a page's links are prefetched, a link is followed inside the app, and no file under
 * /assets/ is requested twice. Firefox is Debian's firefox-esr, driven over WebDriver BiDi by Puppeteer
 * (Playwright's Firefox needs its own patched build); FIREFOX_PATH names another binary.
 */
import {existsSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import puppeteer from 'puppeteer-core';
import {startStaticServer} from './staticServer';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const FROM = '/studio/';
/** A page the Studio overview links to in its sidebar. */
const TO = '/studio/release-notes';

test('Firefox keeps prefetched files under the README cache headers: a click downloads none again', async () => {
  test.skip(!existsSync(FIREFOX), `no Firefox at ${FIREFOX}`);
  test.setTimeout(120_000);
  const requests: string[] = [];
  const server = await startStaticServer({port: 0, hostingHeaders: true, onRequest: (path) => requests.push(path)});
  const origin = server.url.replace(/\/$/, '');
  const browser = await puppeteer.launch({browser: 'firefox', executablePath: FIREFOX, headless: true, protocol: 'webDriverBiDi'});
  try {
    const page = await browser.newPage();
    await page.setViewport({width: 1280, height: 800});
    await page.goto(origin + FROM, {waitUntil: 'load'});
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', {timeout: 30_000});
    // The idle prefetch has added a <link rel="prefetch"> for each file of the linked pages; wait until
    // the server has sent every one of them.
    const prefetched = await page.waitForFunction(
      () => {
        const hrefs = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname);
        return hrefs.length > 0 ? hrefs : false;
      },
      {timeout: 30_000},
    );
    const prefetchedFiles = (await prefetched.jsonValue()) as string[];
    await expect.poll(() => prefetchedFiles.filter((file) => !requests.includes(file)), {timeout: 30_000}).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // let the idle prefetch finish its queue

    const before = requests.length;
    await page.click(`nav a[href="${TO}"]`);
    await page.waitForFunction((target) => location.pathname === target && document.querySelector('h1')?.textContent !== '', {timeout: 30_000}, TO);
    await page.waitForNetworkIdle({idleTime: 500, timeout: 30_000});

    const afterClick = requests.slice(before);
    // A client-side navigation: the page itself was not requested again.
    expect(afterClick.filter((file) => !file.startsWith('/assets/'))).toEqual([]);
    // Nothing prefetched went over the network again (no second download, no revalidation).
    expect(afterClick.filter((file) => prefetchedFiles.includes(file))).toEqual([]);
    expect(prefetchedFiles.some((file) => file.startsWith('/assets/js/'))).toBe(true);
  } finally {
    await browser.close();
    server.stop();
  }
});
