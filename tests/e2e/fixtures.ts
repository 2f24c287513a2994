/**
 * Shared fixtures for browser tests: requests to third-party analytics are
 * recorded (a local stand-in answers them, tests/e2e/analyticsStandIn.mjs: the
 * machine has no internet, and tests must not report page views), every console
 * error is collected so tests can assert there are none, and Content Security
 * Policy violations are recorded.
 */
import {test as base, expect, type Page, type Request, type Response} from '@playwright/test';
import {ANALYTICS_HOSTS} from './analyticsHosts';

/** A `securitypolicyviolation` event, as the page reported it. */
export type CspViolation = {url: string; directive: string; blockedURI: string; sample: string};

type Fixtures = {
  consoleErrors: string[];
  analyticsRequests: Request[];
  cspViolations: CspViolation[];
};

export const test = base.extend<Fixtures>({
  // Automatic: every test records the page's analytics requests (which the stand-in answers), whether or not it inspects them.
  analyticsRequests: [
    async ({page}, use) => {
      const requests: Request[] = [];
      page.on('request', (request) => {
        if (ANALYTICS_HOSTS.test(request.url())) {
          requests.push(request);
        }
      });
      await use(requests);
    },
    {auto: true},
  ],
  // Reported through a binding, so violations in every document the page loads are kept.
  cspViolations: async ({page}, use) => {
    const violations: CspViolation[] = [];
    await page.exposeBinding('e2eReportCspViolation', (_source, violation: CspViolation) => violations.push(violation));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as any).e2eReportCspViolation({
          url: location.pathname,
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sample: event.sample,
        }),
      ),
    );
    await use(violations);
  },
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
 * Records the site's JavaScript responses, to tell which chunks a page has loaded so far. A test that
 * records again on the same page stops the recording before (`stop`), or every later load fetches its
 * scripts' bodies once more per recording.
 */
export function recordScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  const record = (response: Response) => {
    if (response.url().endsWith('.js') && response.url().includes('/assets/js/')) {
      bodies.push(response.text().catch(() => ''));
    }
  };
  page.on('response', record);
  /** Whether any script loaded so far contains the marker. */
  const scriptsContain = async (marker: string) => (await Promise.all(bodies)).some((body) => body.includes(marker));
  return Object.assign(scriptsContain, {stop: () => page.off('response', record)});
}

/**
 * How many elements marked by markServerElements are still the server's markup, waiting to be
 * replaced (an API page's responses, headers included, are replaced as a whole when they go live).
 */
export function staleServerElementCount(page: Page): Promise<number> {
  return page.locator('[data-from-server]').count();
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
