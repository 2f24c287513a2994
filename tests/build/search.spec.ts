/**
 * The Pagefind index of the production build: which pages it holds, and what of them.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {PUBLISHED} from '../routeList';
import {indexFragmentIds, readIndexFragment, readIndexFragments} from '../indexFragments';
import {SEARCH_ALIASES} from '../../src/features/search/searchAliases';
import {ALIASES_FILE, COMPOUNDS_FILE, INDEX_ONLY_END, KINDS_FILE, LEXICON_DIR, visibleStart} from '../../src/features/search/lexicon';
import {HTTP_METHODS, queryWords, splitWords} from '../../src/features/search/words';
import {rankingOfAllWords} from '../../src/features/search/engine';
import readerQueries from '../search-queries.json';
import {createNodeSearch, loadNodePagefind} from '../../src/features/search/node';
import {codeSampleLanguages} from '../../src/features/search/indexOnlyWords';
import {headOf, metaDescriptionIn} from '../../src/builtSite';

const BUILD = 'build';
const PAGEFIND = path.join(BUILD, 'pagefind');

/** A page's record in the index; `content` is its own text, `indexOnly` the words it is also indexed under before it. */
type Fragment = {url: string; content: string; indexOnly: string[]; meta: {title?: string; route?: string; kind?: string}};

/** Every page in the index, by route: Pagefind's fragments are gzip files of a marker and JSON. */
function readFragments(): Map<string, Fragment> {
  const fragments = readIndexFragments<Fragment>(BUILD).map((fragment) => {
    const words = fragment.content.split(/\s+/);
    const start = visibleStart(words);
    return {...fragment, content: words.slice(start).join(' '), indexOnly: words.slice(0, start)};
  });
  return new Map(fragments.map((fragment) => [fragment.meta.route ?? fragment.url, fragment]));
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html')).map((file) => path.join(dir, file));

let index: Map<string, Fragment>;

test.beforeAll(() => {
  expect(existsSync(path.join(PAGEFIND, 'pagefind.js')), 'run `npm run build` first').toBe(true);
  index = readFragments();
});

test('the index holds every page marked for search, and says so in its entry file', () => {
  const marked = htmlFiles(BUILD).filter((file) => readFileSync(file, 'utf8').includes('data-pagefind-body'));
  const entry = JSON.parse(readFileSync(path.join(PAGEFIND, 'pagefind-entry.json'), 'utf8'));
  expect(entry.languages.en.page_count).toBe(marked.length);
  expect(index.size).toBe(marked.length);
});

test('every file of the index is whole: each gzip file inflates to its end, and the scripts compile', () => {
  // src/features/search/writeIndex.mjs writes the files itself, as Pagefind's writeFiles can leave one cut short.
  const files = readdirSync(PAGEFIND, {recursive: true, encoding: 'utf8'});
  const gzipped = files.filter((file) => /\.pf_(meta|index|filter|fragment)$/.test(file));
  expect(gzipped.length).toBeGreaterThan(100);
  for (const file of gzipped) {
    expect(() => gunzipSync(readFileSync(path.join(PAGEFIND, file))), file).not.toThrow();
  }
  // Parsed by Node as what they are: the worker a classic script, pagefind.js an ES module.
  const copies = mkdtempSync(path.join(tmpdir(), 'pagefind-scripts-'));
  for (const [file, copy] of [['pagefind-worker.js', 'worker.cjs'], ['pagefind.js', 'entry.mjs']]) {
    copyFileSync(path.join(PAGEFIND, file), path.join(copies, copy));
    expect(() => execFileSync(process.execPath, ['--check', path.join(copies, copy)], {stdio: 'pipe'}), file).not.toThrow();
  }
  rmSync(copies, {recursive: true});
});

test('indexing a build again replaces its index: no fragment of the pages indexed before is left', () => {
  // The lexicon (src/features/search/buildLexicon.ts) reads every fragment in the folder: one left over counts its page twice.
  const site = mkdtempSync(path.join(tmpdir(), 'reindexed-'));
  const pages = htmlFiles(BUILD).filter((file) => readFileSync(file, 'utf8').includes('data-pagefind-body')).slice(0, 3);
  pages.forEach((file, at) => copyFileSync(file, path.join(site, `page-${at}.html`)));
  const indexSite = () => execFileSync(process.execPath, ['src/features/search/writeIndex.mjs', site], {stdio: 'pipe'});
  indexSite();
  expect(readdirSync(path.join(site, 'pagefind', 'fragment'))).toHaveLength(3);
  rmSync(path.join(site, 'page-2.html'));
  indexSite();
  expect(readdirSync(path.join(site, 'pagefind', 'fragment'))).toHaveLength(2);
  rmSync(site, {recursive: true});
});

test('guides, API operations, blog posts and the accessibility statement are indexed; lists, tags, the home and search pages are not', () => {
  const posts = PUBLISHED.filter((route) => /^\/blog\/[^/]+$/.test(route) && !['/blog/archive', '/blog/tags', '/blog/authors'].includes(route));
  const content = PUBLISHED.filter((route) => /^\/(studio|campfire|developers)\//.test(route));
  expect(posts.length).toBeGreaterThan(0);
  // The one standalone page readers search for: school IT admins ask for "WCAG compliance".
  const statement = '/accessibility';
  expect(index.get(statement)?.meta.title).toBe('Accessibility statement');
  const missing = [...content, ...posts, statement].filter((route) => !index.has(route));
  expect(missing).toEqual([]);
  for (const route of ['/', '/markdown-page', '/search', '/blog', '/blog/archive', '/blog/tags', '/blog/tags/hello', '/blog/authors']) {
    expect(index.has(route), route).toBe(false);
  }
  const areaPage = /^\/(studio|campfire|developers)\//;
  expect([...index.keys()].filter((route) => !areaPage.test(route) && !posts.includes(route) && route !== statement)).toEqual([]);
  // Posts, and only posts, are known to search as posts, which it ranks below the documentation.
  expect([...index].filter(([, fragment]) => fragment.meta.kind === 'post').map(([route]) => route).sort()).toEqual([...posts].sort());
  const kinds = JSON.parse(readFileSync(path.join(BUILD, LEXICON_DIR, KINDS_FILE), 'utf8')) as Record<string, string>;
  expect(Object.values(kinds).filter((kind) => kind === 'post').length).toBe(posts.length);
  // The pages for developers, which search ranks lower for a query without code or a developer's word, are exactly those under /developers/.
  const routeOf = new Map(indexFragmentIds(BUILD).map((id) => [id, readIndexFragment<Fragment>(id, BUILD).meta.route]));
  const developerPages = Object.entries(kinds).filter(([, kind]) => kind === 'developer').map(([id]) => routeOf.get(id));
  expect(developerPages.sort()).toEqual([...index.keys()].filter((route) => route.startsWith('/developers/')).sort());
});

test('a result has its page title and its own route', () => {
  expect(index.get('/studio/items/item-metadata')!.meta.title).toBe('Item Metadata');
  expect(index.get('/developers/api/create-exam-session')!.meta.title).toBe('Create exam session');
  expect(index.get('/blog/welcome')!.meta.title).toMatch(/^Welcome to /);
  expect(index.get('/studio/')!.meta.title).toBe('Studio Overview');
});

test('an API operation is indexed with its summary, path, parameters and fields, without examples or the explorer', () => {
  const {content} = index.get('/developers/api/create-exam-config')!;
  expect(content).toContain('Create exam config');
  expect(content).toContain('/exam/:id/exam-config');
  expect(content).toContain('showCorrectAnswersOnComplete');
  // Example values of parameters and fields.
  expect(content).not.toContain('Algebra I, Period 2');
  expect(content).not.toContain('8b2e4c6a-1d3f-4a5b-8c7d-9e0f1a2b3c4d');
  // The code samples, once they are rendered into the page's right-hand panel at build time.
  expect(content).not.toMatch(/curl|Authorization: Basic/i);
  // The page outside the content: sidebar, breadcrumbs, table of contents, footer.
  expect(content).not.toContain('Legacy API');
  expect(content).not.toContain('Copyright');
});

test("an API operation's error body is indexed once, though the page prints it under every error status", () => {
  const page = readFileSync(path.join(BUILD, 'developers/api/delete-item/index.html'), 'utf8');
  const printed = page.split('Machine-readable error code').length - 1;
  // If the API theme's markup changes, writeIndex.mjs (withErrorSchemaOnce) stops finding the statuses: this fails.
  expect(printed, 'the page prints the error body under each error status').toBeGreaterThan(3);
  const {content} = index.get('/developers/api/delete-item')!;
  expect(content.split('Machine-readable error code').length - 1).toBe(1);
  // Each status's own description is still indexed.
  expect(content).toContain('lacks the allow-rest-api-access tag');
  expect(content).toContain('more requests than the API accepts');
});

test('table cells are indexed apart, though the built pages leave out their end tags', () => {
  // The built pages leave out optional end tags (`<td>Frog<td>✓`), which is where Pagefind separates words.
  const cells = (route: string) => {
    const html = readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
    return [...html.matchAll(/<t[dh]\b[^>]*>([^<]+)/g)].map((cell) => cell[1]!.trim()).filter((text) => /^\p{L}+$/u.test(text));
  };
  const tablePages = ['/studio/items/question-types/match-table', '/studio/content-filters'];
  for (const route of tablePages) {
    const words = new Set(index.get(route)!.content.split(/\s+/));
    const table = cells(route);
    expect(table.length, `${route} has a table`).toBeGreaterThan(4);
    expect(table.filter((cell) => !words.has(cell) && !words.has(`${cell}.`)), `cells of ${route} run together with their neighbours`).toEqual([]);
  }
});

test('every tab panel is indexed, without its print-only label', () => {
  // The roster guide's two tabs, "Manual" and "Upload CSV", and the text that follows them.
  const {content} = index.get('/campfire/classrooms/roster')!;
  expect(content).toContain('a few students or a mid-term arrival');
  expect(content).toContain('add a whole class at once');
  expect(content).toContain('The template has the same columns as the manual form');
  expect(content).not.toMatch(/\bManual\. Use this/);
});

test('guide pages are indexed without the page around them', () => {
  const {content} = index.get('/campfire/classrooms/roster')!;
  expect(content).toMatch(/^Manage the Roster\./);
  expect(content).not.toContain('Copyright');
  expect(content).not.toContain('Release notes');
});

test('search aliases live in the search lexicon only: never on the page or in its indexed text', () => {
  for (const [route, aliases] of Object.entries(SEARCH_ALIASES)) {
    const html = readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
    expect(html, route).not.toContain('Also searched as');
    const {content, meta} = index.get(route)!;
    expect(content.toLowerCase(), route).not.toContain('also searched as');
    const lexiconAliases = JSON.parse(readFileSync(path.join(BUILD, LEXICON_DIR, ALIASES_FILE), 'utf8'));
    for (const alias of aliases.map((text) => text.toLowerCase())) {
      expect(lexiconAliases[alias], alias).toContain(splitWords(meta.title!).join(' '));
    }
  }
});

test('the lexicon\'s site words, which only spelling correction reads, are words of letters: numbers are never corrected', () => {
  const words = readdirSync(path.join(BUILD, LEXICON_DIR))
    .filter((file) => file.startsWith('words-'))
    .flatMap((file) => Object.keys(JSON.parse(readFileSync(path.join(BUILD, LEXICON_DIR, file), 'utf8'))));
  expect(words).toContain('roster');
  expect(words.filter((word) => /\d/.test(word))).toEqual([]);
});

test("the lexicon's compounds are the site's words, each of two site words typed apart, and no verb with its particle", () => {
  const compounds = JSON.parse(readFileSync(path.join(BUILD, LEXICON_DIR, COMPOUNDS_FILE), 'utf8')) as Record<string, string>;
  expect(compounds['meta data']).toBe('metadata');
  expect(compounds['work space']).toBe('workspace');
  // Identifiers run together are typed apart on purpose ("exam config"), and "give away the answers" means the verb.
  expect(compounds['exam config']).toBeUndefined();
  expect(Object.values(compounds)).not.toContain('giveaway');
  for (const [parts, word] of Object.entries(compounds)) expect(parts.replace(' ', ''), parts).toBe(word);
});

test('each page is also indexed under words of the same meaning and its aliases, apart from its own text, which never holds them', () => {
  for (const [route, {indexOnly, content}] of index) {
    expect(indexOnly.at(-1), route).toMatch(new RegExp(`^${INDEX_ONLY_END}`));
    expect(content, route).not.toContain(INDEX_ONLY_END);
  }
  // "Manage the Roster" means a class; the essay page's alias is "essay".
  expect(index.get('/campfire/classrooms/roster')!.indexOnly).toEqual(expect.arrayContaining(['class', 'classroom']));
  expect(index.get('/studio/items/question-types/extended-text')!.indexOnly.join(' ')).toMatch(/\bessay\b/);
  // The built pages themselves never carry them.
  expect(readFileSync(path.join(BUILD, 'campfire/classrooms/roster/index.html'), 'utf8')).not.toContain(INDEX_ONLY_END);
});

test("an API operation is indexed under the languages of its code samples, which are not indexed themselves", async () => {
  const operations = [...index.keys()].filter((route) => route.startsWith('/developers/api/'));
  expect(operations.length).toBeGreaterThan(50);
  for (const route of operations) {
    const html = readFileSync(path.join(BUILD, route.replace(/^\//, ''), 'index.html'), 'utf8');
    expect(codeSampleLanguages(html), route).toEqual(['cURL', 'JavaScript', 'Python', 'Node.js']);
    expect(index.get(route)!.indexOnly.join(' '), route).toContain('curl javascript python node js');
  }
  // A guide shows no such tabs.
  expect(codeSampleLanguages(readFileSync(path.join(BUILD, 'developers/index.html'), 'utf8'))).toEqual([]);
  // So a request sample asked for by its language finds its operation, not the legacy pages that print curl in their text.
  const search = createNodeSearch(BUILD);
  expect((await search('curl example create item', {limit: 1}))[0]!.url).toMatch(/^\/developers\/api\/create-item\/?(#|$)/);
});

test("a page is indexed under its description, which guide pages show only to other sites; an API operation's, which it prints, once", async () => {
  const wordsOf = (text: string) => ` ${splitWords(text).join(' ')} `;
  const unprinted: string[] = [];
  const printed: string[] = [];
  for (const [route, {indexOnly, content}] of index) {
    const file = path.join(BUILD, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}/index.html`);
    const description = wordsOf(existsSync(file) ? metaDescriptionIn(headOf(readFileSync(file, 'utf8'))) : '');
    if (description.trim() === '') continue;
    const shows = wordsOf(content).includes(description);
    (shows ? printed : unprinted).push(route);
    expect(wordsOf(indexOnly.join(' ')).includes(description), `${route}: indexed under its description ${shows ? 'again' : ''}`).toBe(!shows);
  }
  expect(unprinted.filter((route) => route.startsWith('/studio/') || route.startsWith('/campfire/')).length, 'guides whose description only search sees').toBeGreaterThan(80);
  expect(printed, 'API operations print their description').toContain('/developers/api/create-item');
  // "interpret" is in View Mastery's description only: no page prints it.
  expect([...index.values()].filter(({content}) => /\binterpret\b/i.test(content))).toEqual([]);
  const pagefind = await loadNodePagefind(BUILD);
  const found = await Promise.all((await pagefind.search('interpret')).results.map(async (result) => (await result.data()).meta.route));
  expect(found).toEqual(['/campfire/assessments-and-assignments/view-mastery']);
});

test('no reader\'s word is widened to a word Pagefind finds on most pages (it would tell no page apart, at the cost of scoring them all), nor to a page\'s one-word title', async () => {
  const lexicon = path.join(BUILD, LEXICON_DIR);
  const synonyms = new Set(
    readdirSync(lexicon)
      .filter((file) => file.startsWith('synonyms-'))
      .flatMap((file) => Object.values(JSON.parse(readFileSync(path.join(lexicon, file), 'utf8')) as Record<string, string[]>).flat()),
  );
  expect(synonyms.size, 'the lexicon has synonyms').toBeGreaterThan(1000);
  const pagefind = await loadNodePagefind(BUILD);
  const widespread: string[] = [];
  for (const synonym of synonyms) {
    const found = (await pagefind.search(synonym)).results.length;
    if (found > index.size / 2) widespread.push(`${synonym} (${found} pages)`);
  }
  expect(widespread).toEqual([]);
  // Nor to a word that is a page's whole title, which names the site's thing ("Associate", a question type), not
  // the dictionary's sense of a reader's word ("colleague").
  const names = [...index.values()].map(({meta}) => meta.title?.toLowerCase() ?? '').filter((title) => /^\p{L}+$/u.test(title));
  expect(names).toContain('associate');
  expect(names.filter((name) => synonyms.has(name))).toEqual([]);
});

test('the engine finds the pages that have all the words as Pagefind does when it searches them together', async () => {
  const pagefind = await loadNodePagefind(BUILD);
  const queries = readerQueries.map(({query}) => queryWords(query)).filter((words) => words.length > 1);
  expect(queries.length, 'queries of several words').toBeGreaterThan(20);
  const differ: string[] = [];
  for (const words of queries) {
    const together = (await pagefind.search(words.join(' '))).results.map(({id}) => id).sort();
    const fromWords = [...rankingOfAllWords(await Promise.all(words.map((word) => pagefind.search(word)))).keys()].sort();
    if (together.length === 0 || JSON.stringify(together) !== JSON.stringify(fromWords)) differ.push(`${words.join(' ')}: ${together.length} pages, ${fromWords.length} from the words`);
  }
  expect(differ).toEqual([]);
});

test('no page lands with the search engine: the main bundle leaves it to the first search', () => {
  const main = readdirSync(path.join(BUILD, 'assets/js')).filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  expect(main).toHaveLength(1);
  // The engine's word rules spell the HTTP methods as one pattern (words.ts); nothing else in the site does.
  expect(readFileSync(path.join(BUILD, 'assets/js', main[0]), 'utf8')).not.toContain(HTTP_METHODS);
});
