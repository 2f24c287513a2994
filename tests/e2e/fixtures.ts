/**
 * Shared fixtures for browser tests: third-party analytics is answered
 * locally (the machine has no internet, and tests must not report page views),
 * and every console error is collected so tests can assert there are none.
 */
import {test as base, expect, type Page, type Request} from '@playwright/test';

type Fixtures = {
  consoleErrors: string[];
  analyticsRequests: Request[];
};

export const test = base.extend<Fixtures>({
  // Automatic: every test answers analytics locally, whether or not it inspects the requests.
  analyticsRequests: [
    async ({page}, use) => {
      const requests: Request[] = [];
      await page.route(/https:\/\/www\.(googletagmanager|google-analytics)\.com\//, async (route) => {
        requests.push(route.request());
        await route.fulfill({status: 204, contentType: 'text/javascript', body: ''});
      });
      await use(requests);
    },
    {auto: true},
  ],
  consoleErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export {expect};

/** Opens a page and waits until React has hydrated it, so scroll and click handlers are attached. */
export async function gotoHydrated(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return response;
}

/** Marks, before hydration, every element the selector matches, to tell later whether React replaced it. */
export async function markServerElements(page: Page, selector: string) {
  await page.addInitScript((target) => {
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelectorAll<HTMLElement>(target).forEach((element) => (element.dataset.fromServer = 'true')),
    );
  }, selector);
}

/**
 * Records, in page time from the page's start, when each selector first matches an element (named
 * by the keys), so a busy test machine cannot skew the timings; returns a reader of those times.
 */
export async function recordFirstAppearance(page: Page, selectors: Record<string, string>) {
  await page.addInitScript((targets) => {
    const times = ((window as any).e2eFirstAppearance = {} as Record<string, number>);
    new MutationObserver(() => {
      for (const [name, selector] of Object.entries(targets)) {
        times[name] ??= document.querySelector(selector) ? performance.now() : undefined!;
      }
    }).observe(document, {subtree: true, childList: true});
  }, selectors);
  return () => page.evaluate(() => (window as any).e2eFirstAppearance as Record<string, number | undefined>);
}
