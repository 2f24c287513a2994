import type {Page} from '@playwright/test';
import {expect, gotoHydrated, recordScripts, markServerElements, test} from './fixtures';
import {DESKTOP, PHONE} from './viewports';

/**
 * The panel beside an API reference: code samples built at build time, in the server HTML as
 * labelled tabs, and the OpenAPI theme's request form (with postman-collection and the code
 * generators) loaded only when the reader asks to edit the request.
 */

const API_PAGE = '/developers/api/create-exam-session';
/** The languages of `themeConfig.languageTabs`, as the tabs label them, with their code class. */
const SAMPLES = [
  {label: 'cURL', codeClass: 'language-bash', firstLine: /^curl -L (-X POST )?'https:\/\/api\.example\.com\//},
  {label: 'JavaScript fetch', codeClass: 'language-javascript', firstLine: /^const myHeaders = new Headers\(\);/},
  {label: 'Python requests', codeClass: 'language-python', firstLine: /^import requests/},
  {label: 'Node.js native', codeClass: 'language-javascript', firstLine: /^(const|var) https = require\('(follow-redirects|https)'\)/},
];
// A marker found only in the explorer's chunk: postman-collection, which builds the live samples.
const EXPLORER = 'postman';

const samplesPanel = (page: Page) => page.getByRole('region', {name: 'Code samples'});

test('the four code samples are in the server HTML, as labelled tabs of <pre><code class="language-…">', async ({page}) => {
  const html = await (await page.goto(API_PAGE))!.text();
  for (const {codeClass} of SAMPLES) {
    expect(html).toMatch(new RegExp(`<pre[^>]*><code class="?${codeClass}"?>`));
  }
  await expect(samplesPanel(page).getByRole('tab')).toHaveText(SAMPLES.map(({label}) => label));
  // Highlighted at build time: Prism's token classes, on a real token type of the shell grammar.
  await expect(samplesPanel(page).locator('code.language-bash .token.function').first()).toHaveText('curl');
});

for (const [screen, viewport] of Object.entries({desktop: DESKTOP, phone: PHONE})) {
  test(`on a ${screen}, landing and scrolling to the samples loads no code generator`, async ({page}) => {
    await page.setViewportSize(viewport);
    const loaded = recordScripts(page);
    await markServerElements(page, 'pre');
    await gotoHydrated(page, API_PAGE);
    await samplesPanel(page).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(samplesPanel(page).locator('pre').first()).toHaveAttribute('data-from-server', 'true');
    expect(await loaded(EXPLORER)).toBe(false);
  });
}

test('an API page and its request form load none of crypto-js and pako that the theme does not use', async ({page}) => {
  await page.setViewportSize(PHONE);
  const loaded = recordScripts(page);
  await gotoHydrated(page, API_PAGE);
  await page.waitForLoadState('networkidle');
  // The page only ungzips its operation: no compressor.
  expect(await loaded('deflateRaw')).toBe(false);
  await page.getByRole('button', {name: 'Edit the request'}).click();
  await expect(page.getByRole('region', {name: 'Request form'}).locator('.openapi-explorer__code-block').first()).toBeVisible();
  // The store's credential keys are SHA-1 hashes (kept in session storage): SHA-1 alone, no cipher.
  expect(await loaded('SHA1')).toBe(true);
  expect(await loaded('_doCryptBlock')).toBe(false);
  expect(await loaded('deflateRaw')).toBe(false);
});

test('the endpoint heading shows the server the request form chose, from the store the form built', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, API_PAGE);
  const endpoint = page.locator('.openapi__method-endpoint-path');
  await expect(endpoint).toHaveText('/exam-config/:id/exam-session');
  await page.getByRole('button', {name: 'Edit the request'}).click();
  await expect(endpoint).toHaveText('https://api.example.com/exam-config/:id/exam-session');
});

test('tabs switch samples with a click and with the arrow keys, and each sample can be copied', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, API_PAGE);
  const tabs = samplesPanel(page).getByRole('tab');
  const visibleCode = samplesPanel(page).getByRole('tabpanel').locator('code');
  await expect(visibleCode).toHaveText(SAMPLES[0]!.firstLine);
  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(visibleCode).toHaveText(SAMPLES[2]!.firstLine);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(3)).toBeFocused();
  await expect(visibleCode).toHaveText(SAMPLES[3]!.firstLine);
  await page.keyboard.press('Home');
  await expect(tabs.nth(0)).toBeFocused();
  await samplesPanel(page).getByRole('button', {name: 'Copy cURL sample'}).click();
  await expect(samplesPanel(page).getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(SAMPLES[0]!.firstLine);
});

test('the samples built at build time are the ones the request form shows before any edit', async ({page}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, API_PAGE);
  const built: string[] = [];
  for (const [index] of SAMPLES.entries()) {
    await samplesPanel(page).getByRole('tab').nth(index).click();
    built.push((await samplesPanel(page).getByRole('tabpanel').locator('code').textContent())!);
  }
  const loaded = recordScripts(page);
  await page.getByRole('button', {name: 'Edit the request'}).click();
  const form = page.getByRole('region', {name: 'Request form'});
  await expect(form).toBeFocused();
  await expect(form.locator('.openapi-explorer__code-block').first()).toBeVisible();
  expect(await loaded(EXPLORER)).toBe(true);
  const liveTabs = form.getByRole('tablist').first().getByRole('tab');
  await expect(liveTabs).toHaveCount(SAMPLES.length);
  for (const [index] of SAMPLES.entries()) {
    await liveTabs.nth(index).click();
    const live = form.locator('.openapi-explorer__code-block code').filter({visible: true}).first();
    // Compared without whitespace: the live block draws each line as an element without a line break.
    const words = (code: string | null) => code?.replace(/\s+/g, '');
    await expect.poll(async () => words(await live.textContent())).toBe(words(built[index]!));
  }
});

test('after a client-side navigation to an API page the request form loads at once', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/developers/');
  await page.getByRole('contentinfo').getByRole('link', {name: 'API reference'}).click();
  await expect(page.locator('.openapi-right-panel__container .openapi-explorer__code-block').first()).toBeVisible();
});
