/**
 * The Markdown twins, /llms.txt, /llms-full.txt and the published OpenAPI file in the production
 * build, checked against the built HTML pages they come from. Also the writers' edit links and
 * last-updated dates.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {SITE_URL} from '../../src/constants';
import {OPENAPI_SPEC_PATH} from '../../src/sidebars/apiOperations';
import {ROUTES_WITHOUT_TWIN, twinPathOf} from '../../src/features/markdown-twins/twinPath';
import {GUIDE_ROUTES, PUBLISHED, docIdOf} from '../routeList';

const BUILD = 'build';
const built = (urlPath: string) => path.join(BUILD, decodeURIComponent(urlPath));
const htmlOf = (route: string) => readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
const twinOf = (route: string) => readFileSync(built(twinPathOf(route)), 'utf8');

/** Every page of the sitemap, as a route. */
const SITEMAP_ROUTES = existsSync(path.join(BUILD, 'sitemap.xml'))
  ? [...readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  : [];
const TWINNED_ROUTES = SITEMAP_ROUTES.filter((route) => !ROUTES_WITHOUT_TWIN.includes(route));

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
const textOfHtml = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, '')).replace(/[\s\u200b]+/g, ' ').trim();
/** A twin read as text: Markdown escapes removed and whitespace collapsed, to find what the HTML shows. */
const textOfTwin = (markdown: string) => markdown.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1').replace(/\s+/g, ' ');

/** The page's content, without the navbar, sidebar and footer. */
const contentOf = (html: string) => {
  const start = html.includes('theme-doc-markdown') ? html.indexOf('theme-doc-markdown') : html.indexOf('__docusaurus_skipToContent_fallback');
  return html.slice(start, html.indexOf('<footer class="theme-layout-footer'));
};

/** The twin without its code, where HTML and imports are legitimate. */
const proseOf = (markdown: string) => markdown.replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');

test.beforeAll(() => {
  expect(existsSync(path.join(BUILD, 'llms.txt')), 'run `npm run build` first').toBe(true);
});

test('every page of the sitemap links its twin in <head>, and the twin is built', () => {
  expect(TWINNED_ROUTES.length).toBeGreaterThan(150);
  expect(TWINNED_ROUTES).toContain('/');
  const problems = TWINNED_ROUTES.flatMap((route) => {
    const link = htmlOf(route).match(/<link[^>]*rel="?alternate"?[^>]*type="?text\/markdown"?[^>]*>/)?.[0];
    const href = link?.match(/href="?([^"\s>]+)/)?.[1];
    if (href !== twinPathOf(route)) return [`${route}: head links ${href ?? 'no twin'}`];
    return existsSync(built(href)) ? [] : [`${route}: ${href} is not built`];
  });
  expect(problems).toEqual([]);
});

test('there are as many twins as pages in the sitemap; the not-found and search pages have none', () => {
  const twins = new Set(TWINNED_ROUTES.map(twinPathOf));
  expect(twins.size).toBe(TWINNED_ROUTES.length);
  expect(readFileSync(path.join(BUILD, '404.html'), 'utf8')).not.toContain('text/markdown');
  for (const route of ROUTES_WITHOUT_TWIN.filter((route) => existsSync(path.join(BUILD, route, 'index.html')))) {
    expect(htmlOf(route), route).not.toContain('text/markdown');
  }
  const llms = readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
  const listed = [...llms.matchAll(/^- \[.*\]\((\S+\.md)\)/gm)].map((match) => match[1]);
  expect(listed.length).toBe(twins.size);
});

test('each twin holds its page title and every level-two heading of the page', () => {
  const missing = TWINNED_ROUTES.flatMap((route) => {
    const html = contentOf(htmlOf(route));
    const twin = textOfTwin(twinOf(route));
    const headings = [...html.matchAll(/<h[12][\s>][\s\S]*?<\/h[12]>/g)].map((match) => textOfHtml(match[0])).filter(Boolean);
    return headings.filter((heading) => !twin.includes(heading)).map((heading) => `${route}: ${heading}`);
  });
  expect(missing).toEqual([]);
  expect(twinOf('/studio/exams/create-an-exam')).toMatch(/^> .+\n\n# Create an Exam\n/);
});

test('each twin opens with one line naming the page it comes from and the index of every page', () => {
  const wrong = TWINNED_ROUTES.filter(
    (route) => twinOf(route).split('\n')[0] !== `> Markdown of ${SITE_URL}${route} (Campfire Learning Documentation). Index of every page: ${SITE_URL}/llms.txt`,
  );
  expect(wrong).toEqual([]);
});

test('each API twin holds every parameter and field name its page shows, the method and path, and the status codes', () => {
  const apiRoutes = TWINNED_ROUTES.filter((route) => route.startsWith('/developers/api/'));
  expect(apiRoutes.length).toBeGreaterThan(40);
  const missing = apiRoutes.flatMap((route) => {
    const html = htmlOf(route);
    const twin = twinOf(route);
    const names = [...html.matchAll(/class="?openapi-schema__property"?>([^<]+)</g)].map((match) => decodeEntities(match[1]));
    const method = html.match(/class="badge[^"]*">([A-Z]+)</)?.[1];
    const endpoint = html.match(/openapi__method-endpoint-path"?>([^<]+)</)?.[1];
    const statusCodes = [...html.matchAll(/openapi-tabs__response-code-item[^>]*>(\d{3})</g)].map((match) => `Response ${match[1]}`);
    // A nested field is listed by its dotted name: `tags[].key` for `key`.
    const unlistedNames = names.filter((name) => !twin.includes(`\`${name}\``) && !twin.includes(`.${name}\``));
    const expected = [`**${method}** \`${endpoint && decodeEntities(endpoint)}\``, ...statusCodes];
    return [...unlistedNames, ...expected.filter((text) => !twin.includes(text))].map((text) => `${route}: ${text}`);
  });
  expect(missing).toEqual([]);
});

test('twins have no HTML tags, MDX imports or JSX, and no heading anchors', () => {
  const problems = TWINNED_ROUTES.flatMap((route) => {
    const prose = proseOf(twinOf(route));
    const remnants = [
      ...(prose.match(/<\/?[A-Za-z][\w-]*(\s[^>]*)?\/?>/g) ?? []),
      ...(prose.match(/^(import|export)\s.*$/gm) ?? []),
      ...(prose.match(/\{\/\*|\*\/\}/g) ?? []),
      ...(prose.match(/Direct link to/g) ?? []),
    ];
    return remnants.map((remnant) => `${route}: ${remnant}`);
  });
  expect(problems).toEqual([]);
});

test('links inside twins point to other twins or to files of the build', () => {
  const problems = TWINNED_ROUTES.flatMap((route) =>
    [...proseOf(twinOf(route)).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1])
      .filter((url) => url.startsWith(SITE_URL) || url.startsWith('/'))
      .flatMap((url) => {
        const target = new URL(url, SITE_URL).pathname;
        if (!/\.[a-z0-9]+$/i.test(target)) return [`${route}: ${url} is a page, not its twin`];
        return existsSync(built(target)) ? [] : [`${route}: ${url} is not built`];
      }),
  );
  expect(problems).toEqual([]);
});

test('llms.txt follows llmstxt.org: title, summary, guidance, instructions for agents, then the sections, and every link resolves', () => {
  const llms = readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
  expect(llms).toMatch(/^# Campfire Learning Documentation\n\n> \S.+\n\n/);
  const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  expect(sections).toEqual(['Instructions for agents', 'Studio', 'Campfire', 'Developers', 'API reference', 'Blog', 'Optional']);
  // The instructions say which API and SDK to use, how authentication works, which pages are for people and how to get Markdown.
  const instructions = llms.split('## Instructions for agents\n\n')[1]!.split('\n\n## ')[0]!;
  for (const topic of [/^- Which API: for new server code, use the REST API/m, /^- Which SDK: /m, /^- Authentication: .*HTTP Basic/m, /^- Pages for people: .*Campfire/m, /^- Pages as Markdown: add `\.md`.*npx -y @campfire-learning\/docs-mcp/m]) {
    expect(instructions).toMatch(topic);
  }
  const urls = [...llms.matchAll(/\]\((\S+?)\)|: (https:\/\/\S+)$/gm)].map((match) => match[1] ?? match[2]);
  expect(urls.length).toBeGreaterThan(150);
  const unresolved = urls.filter((url) => !url.startsWith(SITE_URL) || !existsSync(built(new URL(url).pathname)));
  expect(unresolved).toEqual([]);
  for (const route of ['/studio/exams/create-an-exam', '/developers/api/create-exam-session', '/blog/welcome']) {
    expect(llms, route).toMatch(new RegExp(`^- \\[[^\\]]+\\]\\(${SITE_URL}${twinPathOf(route)}\\): \\S`, 'm'));
  }
});

test('every published route is listed in llms.txt, with nothing to add by hand', () => {
  const llms = readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
  const unlisted = PUBLISHED.filter((route) => !ROUTES_WITHOUT_TWIN.includes(route)).filter(
    (route) => !llms.includes(`(${SITE_URL}${twinPathOf(route)})`),
  );
  expect(unlisted).toEqual([]);
});

test('llms-full.txt holds every twin', () => {
  const full = readFileSync(path.join(BUILD, 'llms-full.txt'), 'utf8');
  const missing = TWINNED_ROUTES.filter((route) => !full.includes(`Source: ${SITE_URL}${twinPathOf(route)}\n`));
  expect(missing).toEqual([]);
});

test('the OpenAPI file is published as it is in the repository', () => {
  expect(readFileSync(path.join(BUILD, OPENAPI_SPEC_PATH), 'utf8')).toBe(readFileSync(OPENAPI_SPEC_PATH, 'utf8'));
});

test('guide pages and blog posts link to their source file for editing, API pages to the OpenAPI file', () => {
  const editLink = (html: string) => html.match(/href="?(https:\/\/github\.com\/campfirelearning\/docs\/edit\/main\/[^"\s>]+)/)?.[1];
  const published = new Set(PUBLISHED);
  const wrong = GUIDE_ROUTES.filter(({route, draft}) => !draft && published.has(route) && !route.startsWith('/developers/api/')).flatMap(({route}) => {
    const href = editLink(htmlOf(route));
    const file = href?.replace('https://github.com/campfirelearning/docs/edit/main/', '');
    return file === `docs/${docIdOf(route)}.mdx` && existsSync(file) ? [] : [`${route}: ${href}`];
  });
  expect(wrong).toEqual([]);
  expect(editLink(htmlOf('/developers/api/create-exam-session'))).toBe(`https://github.com/campfirelearning/docs/edit/main/${OPENAPI_SPEC_PATH}`);
  const blogEdit = editLink(htmlOf('/blog/welcome'));
  expect(blogEdit && existsSync(blogEdit.replace('https://github.com/campfirelearning/docs/edit/main/', ''))).toBe(true);
});

test('guide pages show when they were last updated, from git', () => {
  expect(htmlOf('/studio/exams/create-an-exam')).toMatch(/Last updated[\s\S]{0,200}<time datetime="?\d{4}-\d\d-\d\d/);
});

test('every guide and API page has the page-actions menu button, closed, in its server HTML and out of search', () => {
  const docRoutes = TWINNED_ROUTES.filter((route) => /^\/(studio|campfire|developers)\//.test(route));
  expect(docRoutes.length).toBeGreaterThan(140);
  const button = /<div[^>]*data-pagefind-ignore="?all"?[^>]*>(<span[^>]*role="?status"?[^>]*><\/span>)?<button[^>]*aria-haspopup="?menu"?[^>]*aria-expanded="?false"?[^>]*>Page actions/;
  const missing = docRoutes.filter((route) => !button.test(htmlOf(route)));
  expect(missing).toEqual([]);
});
