import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {DRAFTS, PUBLISHED} from '../routeList';
import {API_ROUTE_BASE_PATH, readApiOperations} from '../../src/sidebars/apiOperations';

const BUILD = 'build';
const htmlOf = (route: string) =>
  route === '/' ? path.join(BUILD, 'index.html') : path.join(BUILD, route.replace(/^\//, '').replace(/\/$/, ''), 'index.html');

test.beforeAll(() => {
  expect(existsSync(path.join(BUILD, 'index.html')), 'run `npm run build` first').toBe(true);
});

test('every route of the list is in the production build', () => {
  const missing = PUBLISHED.filter((route) => !existsSync(htmlOf(route)));
  expect(missing).toEqual([]);
});

test('draft pages are not published', () => {
  const present = DRAFTS.filter((route) => existsSync(htmlOf(route)));
  expect(present).toEqual([]);
  const sitemap = readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
  expect(DRAFTS.filter((route) => sitemap.includes(`${route}<`))).toEqual([]);
});

test('draft pages are absent from the sidebars of the build', () => {
  const studioPage = readFileSync(htmlOf('/studio/'), 'utf8');
  for (const route of DRAFTS) {
    expect(studioPage, route).not.toContain(`href="${route}"`);
  }
});

test('the blog has exactly two author pages', () => {
  const authors = readdirSync(path.join(BUILD, 'blog/authors'), {withFileTypes: true}).filter(
    (entry) => entry.isDirectory() && existsSync(path.join(BUILD, 'blog/authors', entry.name, 'index.html')),
  );
  expect(authors).toHaveLength(2);
});

test('the terminology page renders without a sidebar, guide pages with one', () => {
  expect(readFileSync(htmlOf('/developers/terminology'), 'utf8')).not.toContain('theme-doc-sidebar-container');
  expect(readFileSync(htmlOf('/developers/'), 'utf8')).toContain('theme-doc-sidebar-container');
  expect(readFileSync(htmlOf('/developers/api/create-exam-session'), 'utf8')).toContain('theme-doc-sidebar-container');
});

test('the not-found page is built', () => {
  expect(existsSync(path.join(BUILD, '404.html'))).toBe(true);
});

/** The page's meta description, which search engines and link previews show. */
function metaDescription(route: string): string | undefined {
  const match = /<meta data-rh=true name=description content=(?:"([^"]*)"|([^ >]+))/.exec(readFileSync(htmlOf(route), 'utf8'));
  return match ? (match[1] ?? match[2])!.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&') : undefined;
}

test('every guide and API page has a meta description of whole sentences; an API page’s is its description’s first paragraph', () => {
  const operations = new Map(readApiOperations().map((operation) => [`/${API_ROUTE_BASE_PATH}/${operation.slug}`, operation]));
  const pages = PUBLISHED.filter((route) => /^\/(studio|campfire|developers)\//.test(route));
  const cut = pages.filter((route) => !/[.!?)]$/.test(metaDescription(route) ?? ''));
  expect(cut.map((route) => `${route}: ${metaDescription(route)}`)).toEqual([]);
  const apiPages = pages.filter((route) => operations.has(route));
  expect(apiPages.length).toBeGreaterThan(40);
  for (const route of apiPages) {
    expect(metaDescription(route), route).toBe(operations.get(route)!.metaDescription);
  }
  expect(metaDescription('/blog')).toMatch(/^Posts from the team that writes the Campfire Learning documentation/);
});
