import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './scripts/browser.cjs';
import type {Engine} from './tests/engines/driver';
import {ANALYTICS_RESOLVER_RULES} from './tests/e2e/analyticsHosts';
import {ANALYTICS_PORT, E2E_PORT} from './tests/e2e/ports';

const needsBrowser = process.env.PLAYWRIGHT_STAGE !== 'unit';
/** The development-server stage and the engine suite start their own servers and need no served build. */
const servesBuild = needsBrowser && !['dev', 'engines'].includes(process.env.PLAYWRIGHT_STAGE ?? '');
/**
 * Chromium's headless build where the system has it (scripts/browser.cjs says why), resolving Google's analytics
 * hosts to the local stand-in and accepting its self-signed certificate (tests/e2e/analyticsStandIn.mjs says why).
 */
const browser = {
  browserName: 'chromium' as const,
  launchOptions: needsBrowser ? {executablePath: findChromium({headlessShell: true}), args: [...CHROMIUM_ARGS, ANALYTICS_RESOLVER_RULES]} : {},
  ignoreHTTPSErrors: true,
};
/**
 * A trace snapshots the page at every action, which costs about a seventh of the CPU of a page check.
 * On CI a failed test is retried once and that retry records the trace; locally a failure keeps its own.
 */
const trace = process.env.CI ? ('on-first-retry' as const) : ('retain-on-failure' as const);

export default defineConfig<{engine: Engine}>({
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  timeout: 30_000,
  // On CI three workers keep both cores busy, and a page that renders a whole API operation after a click can hold
  // its main thread for seconds (at a 10x CPU slowdown a sidebar click and its URL check took up to 5 s).
  expect: {timeout: process.env.CI ? 10_000 : 5_000},
  projects: [
    // Node-only checks of configuration, sidebars and content. No browser, no build.
    {name: 'unit', testDir: './tests/unit'},
    // Checks of the production build output on disk (route parity).
    {name: 'build', testDir: './tests/build'},
    // The served production build in real Chromium.
    {
      name: 'e2e',
      testDir: './tests/e2e',
      use: {baseURL: `http://localhost:${E2E_PORT}`, ...browser, trace},
    },
    // The same smoke suite in each engine (tests/engines/driver.ts says which client drives which).
    // In Chromium the sitemap sweep is left out: tests/e2e/everyPage.spec.ts already loads every page there,
    // checking hydration, console errors and policy violations.
    ...(['chromium', 'webkit', 'firefox'] as const).map((engine) => ({
      name: `engines-${engine}`,
      testDir: './tests/engines',
      use: {engine},
      grepInvert: engine === 'chromium' ? /every sitemap page/ : undefined,
    })),
    // The writer's development server (`docusaurus start`), which the tests start themselves.
    {name: 'dev', testDir: './tests/dev', use: {...browser, trace}},
  ],
  webServer: servesBuild
    ? [
        {
          command: `node scripts/serve.mjs --port ${E2E_PORT}`,
          url: `http://localhost:${E2E_PORT}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 30_000,
        },
        {command: `node tests/e2e/analyticsStandIn.mjs --port ${ANALYTICS_PORT}`, port: ANALYTICS_PORT, reuseExistingServer: !process.env.CI},
      ]
    : undefined,
});
