/** Firefox (Debian's firefox-esr) over WebDriver BiDi, which it speaks itself, with Puppeteer as the client. */
import puppeteer, {TimeoutError, type Page} from 'puppeteer-core';
import type {EngineBrowser} from './driver';
import {firefoxPath} from './engineClient';

/** The part of a Puppeteer page that loading a URL uses. */
type Navigable = Pick<Page, 'goto' | 'evaluate'>;

/** Whether the page's document is the one at `url` and parsed, asked with a deadline of its own. */
async function documentReady(page: Navigable, url: string): Promise<boolean> {
  const state = page.evaluate(() => ({href: location.href, readyState: document.readyState})).catch(() => null);
  const deadline = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000));
  const found = await Promise.race([state, deadline]);
  return found !== null && found.href === url && found.readyState !== 'loading';
}

/**
 * Loads `url` and waits for its DOM. Two of the last session's clean runs failed on a Firefox goto that
 * timed out (30 s) on a page that loads in a second; the cause was not found. Puppeteer follows a navigation
 * by its id in Firefox's events, and an event can carry another navigation's id (puppeteer/puppeteer#13041),
 * so goto can wait out its time on a page that has loaded; a machine that stalls would time out too. So when
 * goto times out, a document that is the one asked for and parsed is taken, and otherwise the navigation is
 * tried once more. Each case is logged, to tell the two apart next time.
 */
export async function loadInFirefox(page: Navigable, url: string, log: (message: string) => void = console.warn): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(url, {waitUntil: 'domcontentloaded'});
      return;
    } catch (error) {
      if (!(error instanceof TimeoutError)) throw error;
      if (await documentReady(page, url)) {
        log(`Firefox: goto(${url}) timed out, but the document had loaded; going on.`);
        return;
      }
      if (attempt === 2) throw error;
      log(`Firefox: goto(${url}) timed out before the document loaded; trying once more.`);
    }
  }
}

/**
 * One Firefox per worker (starting one takes seconds); each driver is a page in a user context of its
 * own, which keeps its cookies, storage and cache apart from every other context's.
 */
export async function launchFirefoxBidi(): Promise<EngineBrowser> {
  // No network events: the smoke tests use none, and Firefox's remote agent builds each one in the
  // parent process's main thread (a quarter of the page sweep cost 60-68 CPU-s with them, 48 without).
  const browser = await puppeteer.launch({browser: 'firefox', executablePath: firefoxPath(), headless: true, protocol: 'webDriverBiDi', networkEnabled: false});
  return {
    async open() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return {
        client: 'Firefox ESR, WebDriver BiDi, Puppeteer',
        load: (url) => loadInFirefox(page, url),
        evaluate: (fn, arg) => page.evaluate(fn as any, arg) as any,
        click: (selector) => page.click(selector),
        clickAt: (x, y) => page.mouse.click(x, y),
        type: (selector, text) => page.type(selector, text),
        press: (key) => page.keyboard.press(key),
        setViewport: (size) => page.setViewport(size),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
