import {expect, gotoHydrated, test, type CspViolation} from './fixtures';

/**
 * The Content Security Policy in Chromium: analytics, highlighting, diagrams, search and the API
 * explorer work under it (the fixtures answer analytics with a gtag.js stand-in), and code injected
 * into a page does not run. Every page's own walk under the policy is in everyPage.spec.ts.
 */
const DESKTOP = {width: 1280, height: 900};
const describeViolation = ({url, directive, blockedURI, sample}: CspViolation) =>
  `${url}: ${directive} blocked ${blockedURI}${sample ? ` (${sample})` : ''}`;

test('analytics runs under the policy: the inline configuration, gtag.js and its reports', async ({page, analyticsRequests, cspViolations}) => {
  await gotoHydrated(page, '/studio/');
  // The inline configuration ran before gtag.js, and gtag.js (the stand-in) took over its queue.
  await expect
    .poll(() => analyticsRequests.map((request) => `${request.resourceType()} ${new URL(request.url()).host}${new URL(request.url()).pathname}`))
    .toEqual(
      expect.arrayContaining([
        'script www.googletagmanager.com/gtag/js',
        'fetch region1.google-analytics.com/g/collect',
        'image www.google-analytics.com/g/collect',
      ]),
    );
  expect(cspViolations.map(describeViolation)).toEqual([]);
});

test('a script injected into a served page does not run, and the browser reports it', async ({page, cspViolations}) => {
  await page.route('**/studio/', async (route) => {
    const response = await route.fetch();
    const {'content-encoding': _encoding, 'content-length': _length, ...headers} = response.headers();
    const body = (await response.text()).replace(
      '</body>',
      '<script>window.e2eInjected=1</script><img src="/img/logo.svg" alt="" onload="window.e2eInjectedHandler=1"></body>',
    );
    await route.fulfill({response, headers, body});
  });
  await gotoHydrated(page, '/studio/');
  // The page's own inline scripts ran (the start-up script hydrated it); the injected code did not.
  expect(await page.evaluate(() => [(window as any).e2eInjected, (window as any).e2eInjectedHandler])).toEqual([undefined, undefined]);
  await expect
    .poll(() => cspViolations.map(({directive, blockedURI}) => `${directive} ${blockedURI}`))
    .toEqual(['script-src-elem inline', 'script-src-attr inline']);
});

test('code highlighting and diagrams work under the policy', async ({page, cspViolations}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/developers/api-legacy/assessment/exams');
  await page.mouse.wheel(0, 400);
  const diagram = page.locator('figure.diagram svg, .docusaurus-mermaid-container svg').first();
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram).toBeVisible();
  expect((await diagram.boundingBox())!.height).toBeGreaterThan(50);
  // Highlighted code shows tokens in more than one colour (the colours are inline styles).
  const code = page.locator('article pre code').first();
  // The server's plain block is replaced by the highlighted one once its section is live: scroll to whichever is there.
  await expect(async () => code.scrollIntoViewIfNeeded({timeout: 1_000})).toPass();
  await expect
    .poll(() => code.locator('span').evaluateAll((spans) => new Set(spans.map((span) => getComputedStyle(span).color)).size))
    .toBeGreaterThan(2);
  expect(cspViolations.map(describeViolation)).toEqual([]);
});

test('search works under the policy: the navbar box and the search page', async ({page, cspViolations}) => {
  await gotoHydrated(page, '/studio/');
  // The navbar combobox loads Pagefind (its script, worker and WebAssembly) on first use.
  await page.getByRole('combobox', {name: /search/i}).fill('roster');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({timeout: 15_000});
  await gotoHydrated(page, '/search?q=exam');
  await expect(page.locator('main').getByRole('link', {name: /exam/i}).first()).toBeVisible({timeout: 15_000});
  expect(cspViolations.map(describeViolation)).toEqual([]);
});

test('the API explorer works under the policy and keeps typed credentials out of browser storage', async ({page, cspViolations}) => {
  const username = 'example-app-key-7f3a';
  const password = 'example-app-secret-91c2';
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/developers/api/create-exam');
  const panel = page.locator('.openapi-right-panel__container');
  // The request form loads on demand; the samples beside the reference are built at build time.
  await page.getByRole('button', {name: 'Edit the request'}).click();
  // The request-body editor updates the code samples (it no longer evaluates what is typed).
  await panel.getByRole('region', {name: 'Request body'}).locator('[contenteditable]').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('{"title": "Probe exam 42"}');
  await expect(panel.locator('pre', {hasText: 'curl'})).toContainText(`-d '{"title": "Probe exam 42"}'`);

  const usernameField = panel.getByPlaceholder('Username');
  const passwordField = panel.getByPlaceholder('Password');
  await usernameField.fill(username);
  await passwordField.fill(password);
  // The fields show what the explorer's state holds, so the credentials reached it (its code
  // samples mask them); with the theme's default it would also copy them to sessionStorage.
  await expect(usernameField).toHaveValue(username);
  await expect(passwordField).toHaveValue(password);
  const basicCredentials = Buffer.from(`${username}:${password}`).toString('base64');
  const stored = await page.evaluate(() => JSON.stringify([{...localStorage}, {...sessionStorage}]));
  for (const secret of [username, password, basicCredentials]) {
    expect(stored).not.toContain(secret);
  }
  expect(cspViolations.map(describeViolation)).toEqual([]);
});
