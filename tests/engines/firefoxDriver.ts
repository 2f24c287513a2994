/** Firefox (Debian's firefox-esr) over WebDriver BiDi, which it speaks itself, with Puppeteer as the client. */
import puppeteer from 'puppeteer-core';
import type {EngineDriver} from './driver';
import {firefoxPath} from './engineClient';

export async function launchFirefoxBidi(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({browser: 'firefox', executablePath: firefoxPath(), headless: true, protocol: 'webDriverBiDi'});
  const page = await browser.newPage();
  return {
    client: 'Firefox ESR, WebDriver BiDi, Puppeteer',
    load: async (url) => void (await page.goto(url, {waitUntil: 'domcontentloaded'})),
    evaluate: (fn, arg) => page.evaluate(fn as any, arg) as any,
    click: (selector) => page.click(selector),
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key),
    setViewport: (size) => page.setViewport(size),
    close: () => browser.close(),
  };
}
