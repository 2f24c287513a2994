import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

/**
 * Checks the policy of every built page against its final HTML, with a tokenizer of its own (not the
 * plugin's parser): each inline script's hash must be in the page's script-src.
 */
const BUILD = 'build';
const PAGES = readdirSync(BUILD, {recursive: true})
  .map(String)
  .filter((file) => file.endsWith('.html'));

const POLICY_META = /<meta http-equiv="?Content-Security-Policy"? content="([^"]+)"\s*\/?>/gi;
/** An opening script tag (attribute values may hold `>`), its text, and the closing tag. */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test('the build has the not-found page, the search page and every sitemap page', () => {
  const sitemapPages = readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8').match(/<loc>/g)!.length;
  expect(PAGES).toContain('404.html');
  expect(PAGES).toContain(path.join('search', 'index.html'));
  expect(PAGES.length).toBeGreaterThanOrEqual(sitemapPages);
});

test('every page carries one policy, ahead of every script, that allows exactly its inline scripts by hash', () => {
  const problems: string[] = [];
  for (const page of PAGES) {
    const html = readFileSync(path.join(BUILD, page), 'utf8');
    const policies = [...html.matchAll(POLICY_META)];
    if (policies.length !== 1) {
      problems.push(`${page}: ${policies.length} policies`);
      continue;
    }
    const [policyMeta] = policies;
    if (policyMeta.index > html.search(/<script\b/i) || policyMeta.index > html.search(/<\/head>/i)) {
      problems.push(`${page}: the policy comes after a script or outside <head>`);
    }
    const directives = new Map(policyMeta[1].split(/;\s*/).map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    const scriptSources = directives.get('script-src') ?? [];
    for (const [, attributes, text] of html.matchAll(SCRIPT)) {
      if (!/\ssrc=/i.test(attributes) && !scriptSources.includes(hashSource(text))) {
        problems.push(`${page}: no hash for the inline script ${text.slice(0, 60)}…`);
      }
    }
    const allowsUnsafeCode = scriptSources.some((source) => ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'data:'].includes(source));
    if (allowsUnsafeCode || directives.get('object-src')?.join() !== "'none'" || directives.get('base-uri')?.join() !== "'self'") {
      problems.push(`${page}: the policy is too loose: ${policyMeta[1]}`);
    }
  }
  expect(problems).toEqual([]);
});
