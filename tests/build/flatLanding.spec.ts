import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

/**
 * What keeps a reader's landing JavaScript flat as the site grows (the growth bench's 1.05x budget,
 * scripts/bench/growth.mjs): the scripts every page loads, the runtime and the main bundle, name no page
 * of the site on their own account. A page path in them must be a link someone wrote in the site's code
 * (the footer, the home page's cards), not an entry per page that a plugin or the bundler generated: a
 * route table, a chunk map or a doc list that came back would name nearly every page.
 */
const BUILD = 'build';
const JS_DIR = path.join(BUILD, 'assets/js');

/** The site's own code: the configuration and every script under src/. */
function sourceText(): string {
  const scripts = readdirSync('src', {recursive: true})
    .map(String)
    .filter((file) => /\.(tsx?|js)$/.test(file))
    .map((file) => readFileSync(path.join('src', file), 'utf8'));
  return [readFileSync('docusaurus.config.ts', 'utf8'), ...scripts].join('\n');
}

test('the runtime and the main bundle name no page but the links written in the site\'s code', () => {
  expect(existsSync(path.join(BUILD, 'sitemap.xml')), 'run `npm run build` first').toBe(true);
  const everyPage = readdirSync(JS_DIR)
    .filter((name) => /^(main|runtime~main)\.[0-9a-f]{8}\.js$/.test(name))
    .map((name) => readFileSync(path.join(JS_DIR, name), 'utf8'));
  expect(everyPage).toHaveLength(2);
  const pages = [...readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname.replace(/\/$/, ''))
    // Pages below a section's root: a section's root is a route prefix the skeleton keeps.
    .filter((pagePath) => pagePath.split('/').length > 2);
  expect(pages.length).toBeGreaterThan(100);
  const named = pages.filter((pagePath) => everyPage.some((script) => script.includes(`"${pagePath}`)));
  const code = sourceText();
  expect(named.filter((pagePath) => !code.includes(pagePath))).toEqual([]);
  expect(named.length).toBeLessThan(pages.length / 10);
});
