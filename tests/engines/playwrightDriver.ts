/** The engine driver for Playwright's own browsers (Chromium from the system, see scripts/browser.cjs). */
import {chromium, firefox, webkit} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from '../../scripts/browser.cjs';
import type {Engine, EngineBrowser} from './driver';

/** One browser per worker; each driver is a page in a browser context of its own. */
export async function launchPlaywright(engine: Engine): Promise<EngineBrowser> {
  const browser =
    engine === 'chromium'
      ? await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS})
      : await {webkit, firefox}[engine].launch();
  return {
    async open() {
      const context = await browser.newContext();
      const page = await context.newPage();
      return {
        client: `Playwright ${engine}`,
        load: async (url) => void (await page.goto(url, {waitUntil: 'domcontentloaded'})),
        evaluate: (fn, arg) => page.evaluate(fn as any, arg) as any,
        click: (selector) => page.locator(selector).first().click(),
        clickAt: (x, y) => page.mouse.click(x, y),
        type: (selector, text) => page.locator(selector).first().pressSequentially(text),
        press: (key) => page.keyboard.press(key),
        setViewport: (size) => page.setViewportSize(size),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
