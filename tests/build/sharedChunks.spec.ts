import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

/**
 * Editing one page grows no other page: the scripts every page loads (the entry chunks, with the
 * route and chunk maps) hold no page's own content, only its route and the content hash of its chunk,
 * whose length does not change with an edit. So a page's text lives in its own chunks, and the page
 * budgets of the other pages (tests/e2e/everyPage.spec.ts) cannot be tipped over by it.
 * Checked on the built site: a sentence of each published page's body is in one of the site's scripts
 * (its own chunk), and in none of the scripts that every page loads.
 */
const BUILD = 'build';
const JS_DIR = path.join(BUILD, 'assets/js');
const htmlOf = (route: string) => path.join(BUILD, route.replace(/^\/|\/$/g, ''), 'index.html');
const routes = () => [...readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const scriptsOf = (html: string) => new Set([...html.matchAll(/\/assets\/js\/([\w.~-]+\.js)/g)].map((match) => match[1]));

/** A run of plain words from the page's article body: text a compiled MDX chunk holds verbatim. */
function bodySentence(html: string) {
  const article = html.match(/<article[\s\S]*?<\/article>/)?.[0] ?? '';
  const runs = [...article.matchAll(/>([^<>]+)</g)].map((match) => match[1].trim()).filter((text) => /^[A-Za-z][\w ,.;:()-]{39,}$/.test(text));
  return runs[0]?.slice(0, 60);
}

test('no page\'s own text is in the scripts every page loads', () => {
  expect(existsSync(path.join(BUILD, 'index.html')), 'run `npm run build` first').toBe(true);
  const pages = routes().map((route) => ({route, html: readFileSync(htmlOf(route), 'utf8')}));
  const everyPageLoads = pages.map(({html}) => scriptsOf(html)).reduce((shared, scripts) => new Set([...shared].filter((name) => scripts.has(name))));
  // At least the runtime and the main bundle, which carry the route and chunk maps.
  expect([...everyPageLoads].filter((name) => /^(runtime~main|main)\./.test(name))).toHaveLength(2);
  const sharedText = [...everyPageLoads].map((name) => readFileSync(path.join(JS_DIR, name), 'utf8'));
  const ownText = readdirSync(JS_DIR)
    .filter((name) => name.endsWith('.js') && !everyPageLoads.has(name))
    .map((name) => readFileSync(path.join(JS_DIR, name), 'utf8'));
  const sampled = pages.map((page) => ({...page, sentence: bodySentence(page.html)})).filter((page) => page.sentence);
  // Nearly every page has a plain sentence (171 of 175 when written); far fewer means the extraction broke.
  expect(sampled.length).toBeGreaterThan(pages.length * 0.75);
  const misplaced = sampled
    .filter(({sentence}) => sharedText.some((text) => text.includes(sentence!)) || !ownText.some((text) => text.includes(sentence!)))
    .map(({route, sentence}) => `${route}: "${sentence}"`);
  expect(misplaced, 'in a script every page loads, or in no page chunk').toEqual([]);
});
