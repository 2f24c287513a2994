/** Firefox (Debian's firefox-esr) over WebDriver BiDi, which it speaks itself, with Puppeteer as the client. */
import puppeteer from 'puppeteer-core';
import type {EngineBrowser} from './driver';
import {firefoxPath} from './engineClient';

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
        load: async (url) => void (await page.goto(url, {waitUntil: 'domcontentloaded'})),
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
