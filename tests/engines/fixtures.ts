/**
 * The engine smoke suite's fixtures: the build served with the probe and a browser of the project's
 * engine (one of each per worker), a driver of its own for each test in that browser (a fresh context
 * or WebDriver session, driver.ts), and `site`, the few page helpers the tests share. Every test
 * ends by checking that the page it left logged no script error and no policy violation.
 */
import {test as base, expect} from '@playwright/test';
import {launchEngine, openDriver, type Engine, type EngineBrowser, type EngineDriver, type Size} from './driver';
import {startProbeServer} from './probeServer';
import {DESKTOP} from '../e2e/viewports';

export {expect};

export class Site {
  constructor(
    readonly driver: EngineDriver,
    private readonly origin: string,
  ) {}

  /** Loads a site path and waits until React has hydrated it. */
  async open(path: string) {
    await this.driver.load(this.origin + path);
    await this.driver.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const hydrated = () => document.documentElement.dataset.hasHydrated === 'true';
          const observer = new MutationObserver(() => hydrated() && finish());
          const timer = setTimeout(() => finish(), 5_000);
          const finish = () => {
            observer.disconnect();
            clearTimeout(timer);
            resolve();
          };
          observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
          if (hydrated()) {
            finish();
          }
        }),
      undefined,
    );
    await this.waitFor(() => document.documentElement.dataset.hasHydrated === 'true', undefined, `${path} to hydrate`, 30_000);
  }

  /** Polls a page function until it returns a truthy value, and returns that value. */
  async waitFor<Result, Arg>(fn: (arg: Arg) => Result, arg: Arg, what: string, timeout = 10_000): Promise<Awaited<Result>> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const result = await this.driver.evaluate(fn, arg);
      if (result) {
        return result;
      }
      if (Date.now() > deadline) {
        const at = await this.driver.evaluate(() => location.href, undefined);
        throw new Error(`Timed out after ${timeout} ms waiting for ${what} (at ${at})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Script errors and policy violations the probe recorded in the current document, or null without a probe. */
  problems() {
    return this.driver.evaluate(() => {
      const probe = (window as any).__engineProbe as {errors: string[]; violations: string[]} | undefined;
      return probe ? [...probe.errors, ...probe.violations] : null;
    }, undefined);
  }

  /** Marks the first element matching the selector whose text matches, so the driver can click it by a selector. */
  async mark(selector: string, text: string | RegExp = /./) {
    const source = typeof text === 'string' ? `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : text.source;
    const found = await this.driver.evaluate(
      ([target, pattern]) => {
        document.querySelectorAll('[data-engine-mark]').forEach((element) => element.removeAttribute('data-engine-mark'));
        const element = [...document.querySelectorAll(target)].find((candidate) => new RegExp(pattern).test(candidate.textContent!.trim()));
        element?.setAttribute('data-engine-mark', '');
        return !!element;
      },
      [selector, source] as const,
    );
    if (!found) {
      throw new Error(`No ${selector} with text ${text}`);
    }
    return '[data-engine-mark]';
  }

  /** Clicks the first element matching the selector whose text matches. */
  async clickText(selector: string, text: string | RegExp) {
    await this.driver.click(await this.mark(selector, text));
  }

  /** Whether the first element matching the selector is rendered with a size. */
  isVisible(selector: string) {
    return this.driver.evaluate((target) => {
      const box = document.querySelector(target)?.getBoundingClientRect();
      return !!box && box.width > 0 && box.height > 0;
    }, selector);
  }

  /** The text of the focused element. */
  focusedText() {
    return this.driver.evaluate(() => document.activeElement?.textContent?.trim() ?? '', undefined);
  }
}

export const test = base.extend<{site: Site; pageSize: Size}, {engine: Engine; origin: string; engineBrowser: EngineBrowser}>({
  engine: ['chromium', {option: true, scope: 'worker'}],
  origin: [
    async ({}, use) => {
      const server = await startProbeServer();
      await use(server.url);
      await server.stop();
    },
    {scope: 'worker'},
  ],
  engineBrowser: [
    async ({engine}, use) => {
      const browser = await launchEngine(engine);
      await use(browser);
      await browser.close();
    },
    {scope: 'worker'},
  ],
  pageSize: [DESKTOP, {option: true}],
  site: async ({engineBrowser, origin, pageSize}, use, testInfo) => {
    const driver = await openDriver(engineBrowser, pageSize);
    testInfo.annotations.push({type: 'client', description: driver.client});
    const site = new Site(driver, origin);
    try {
      await use(site);
      if (testInfo.status === testInfo.expectedStatus) {
        expect((await site.problems()) ?? [], 'script errors and policy violations of the last page').toEqual([]);
      }
    } finally {
      await driver.close();
    }
  },
});
