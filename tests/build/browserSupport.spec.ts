/**
 * Everything a page can load parses in the oldest browsers of the support policy (README: Browser
 * support): Safari 15 on iPadOS 15, Chrome 100 and Firefox 115. Each script and stylesheet a page can
 * load (every file of build/assets/, which holds the chunks loaded on demand too, and the Pagefind
 * files search loads) and each inline script and style of the built pages is parsed,
 * not searched as text, so a lookbehind inside a string or a comment does not count and one inside a
 * `new RegExp("…")` does.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {parse, type Node} from 'acorn';
import {full as walkFull} from 'acorn-walk';
import postcss from 'postcss';
import {findPolicySyntax} from './policySyntax';

const BUILD = 'build';
/** Pagefind's files that the search box loads (src/plugins/search/client/pagefind.ts); not its UI bundles. */
const PAGEFIND_LOADED = ['pagefind.js', 'pagefind-worker.js'].map((file) => path.join(BUILD, 'pagefind', file));

function filesUnder(directory: string, extensions: string[]): string[] {
  return readdirSync(directory, {recursive: true, encoding: 'utf8'})
    .filter((file) => extensions.includes(path.extname(file)))
    .map((file) => path.join(directory, file));
}

/** The inline <script> (JavaScript only, not JSON-LD) and <style> contents of every built page, each once. */
function inlineCode() {
  const scripts = new Map<string, string>();
  const styles = new Map<string, string>();
  for (const page of filesUnder(BUILD, ['.html'])) {
    const html = readFileSync(page, 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (!/\bsrc=/.test(attributes) && !/type="?application\/(ld\+)?json/.test(attributes) && body.trim()) {
        scripts.set(body, page);
      }
    }
    for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
      styles.set(body, page);
    }
  }
  return {scripts, styles};
}

/** What in a script the policy's browsers cannot parse (acorn at ES2022 already rejects later syntax). */
function unsupportedInScript(code: string): string[] {
  let tree: Node;
  try {
    tree = parse(code, {ecmaVersion: 2022, sourceType: 'script'});
  } catch {
    try {
      tree = parse(code, {ecmaVersion: 2022, sourceType: 'module'});
    } catch (error) {
      return [`not ES2022: ${(error as Error).message}`];
    }
  }
  return findPolicySyntax(tree, walkFull);
}

/**
 * Selectors newer than the policy's browsers (Safari 15.0, Chrome 100, Firefox 115). A browser that does
 * not know one drops the whole rule, so such a selector must stand in a rule of its own (an enhancement
 * the old browser skips), never in a list with selectors the old browser would otherwise apply.
 */
const NEWER_SELECTORS = /:(has|focus-visible|dir|user-invalid|user-valid|popover-open|modal|open|state)\b|:nth-(last-)?child\([^)]*\bof\b/;

/** What in a stylesheet the policy's browsers cannot parse or would drop, found with PostCSS's parser. */
function unsupportedInStylesheet(css: string, filename: string): string[] {
  const found: string[] = [];
  const root = postcss.parse(css, {from: filename});
  root.walkAtRules((atRule) => {
    if (atRule.name === 'media' && /[<>=]/.test(atRule.params.replace(/\/\*[\s\S]*?\*\//g, ''))) {
      found.push(`a media query in range syntax (Safari 16.4): @media ${atRule.params}`);
    } else if (atRule.name === 'layer') {
      found.push('@layer (Safari 15.4)');
    } else if (atRule.name === 'container') {
      found.push('@container (Safari 16)');
    }
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'rule') {
      found.push(`a nested style rule (Safari 16.5): ${rule.selector}`);
    }
    const newer = rule.selectors.filter((selector) => NEWER_SELECTORS.test(selector));
    if (newer.length && newer.length < rule.selectors.length) {
      found.push(`a newer selector that would drop its whole rule: ${newer.join(', ')}`);
    }
  });
  return found;
}

test('every script a page loads parses in the oldest supported browsers', () => {
  const problems: string[] = [];
  for (const file of [...filesUnder(path.join(BUILD, 'assets'), ['.js', '.mjs']), ...PAGEFIND_LOADED]) {
    problems.push(...unsupportedInScript(readFileSync(file, 'utf8')).map((problem) => `${file}: ${problem}`));
  }
  for (const [code, page] of inlineCode().scripts) {
    problems.push(...unsupportedInScript(code).map((problem) => `inline script of ${page}: ${problem}`));
  }
  expect([...new Set(problems)]).toEqual([]);
});

test('every stylesheet a page loads parses in the oldest supported browsers', () => {
  const problems: string[] = [];
  const rootStylesheets = readdirSync(BUILD).filter((file) => file.endsWith('.css')).map((file) => path.join(BUILD, file)); // static/noscript.css
  for (const file of [...filesUnder(path.join(BUILD, 'assets'), ['.css']), ...rootStylesheets]) {
    problems.push(...unsupportedInStylesheet(readFileSync(file, 'utf8'), file).map((problem) => `${file}: ${problem}`));
  }
  for (const [css, page] of inlineCode().styles) {
    problems.push(...unsupportedInStylesheet(css, page).map((problem) => `inline style of ${page}: ${problem}`));
  }
  expect([...new Set(problems)]).toEqual([]);
});

test('the checks find what they look for, and only that', () => {
  expect(unsupportedInScript('const a = /(?<=\\$)\\d+/;')).toHaveLength(1);
  expect(unsupportedInScript('const b = new RegExp("(?<!x)y", "g");')).toHaveLength(1);
  expect(unsupportedInScript('const c = RegExp(`(?<=a)b`);')).toHaveLength(1);
  expect(unsupportedInScript('const words = "a|b"; const c2 = new RegExp(`(?<![\\p{L}])(?:${words})`, "giu");')).toHaveLength(1);
  expect(unsupportedInScript('const c3 = new RegExp("(?<!" + "x)" + suffix);')).toHaveLength(1);
  expect(unsupportedInScript('class D { static { this.e = 1; } }')).toHaveLength(1);
  expect(unsupportedInScript('const f = /x/v;')).toHaveLength(1);
  // A named group, an escaped bracket, a character class and a string are not lookbehind.
  expect(unsupportedInScript('const g = /(?<year>\\d{4})\\(?<=[(?<=]/; const h = "(?<=x)"; const i = new RegExp(h);')).toEqual([]);
  expect(unsupportedInStylesheet('@media (width<=996px){a{color:red}}', 'a.css')).toHaveLength(1);
  expect(unsupportedInStylesheet('@media (min-width:480px) and (max-width:996px){a{color:red}}', 'b.css')).toEqual([]);
  expect(unsupportedInStylesheet('@layer base{a{color:red}}', 'c.css')).toHaveLength(1);
  expect(unsupportedInStylesheet('nav, main :not(:has(p)){display:none}', 'd.css')).toHaveLength(1);
  expect(unsupportedInStylesheet('td:has(>code){min-width:9rem}', 'e.css')).toEqual([]);
});
