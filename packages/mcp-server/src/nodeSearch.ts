/**
 * The search the server runs: the site's own Pagefind index, searched in Node with Pagefind's own
 * browser engine (pagefind.mjs, shipped in the index), so a query ranks the same pages in the
 * same order as the site's search box. The engine fetches its index files; here `fetch` reads
 * them from the index folder and refuses every other address, so nothing goes over the network.
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {excerptParts, type ExcerptPart} from '../../../src/plugins/search/client/results';

export type NodeSearchHit = {
  /** The page's route, e.g. `/studio/exams/create-an-exam`. */
  url: string;
  title: string;
  /** The section heading of the best match, or '' when it is the page's opening. */
  heading: string;
  /** The heading's fragment, with its `#`, or ''. */
  anchor: string;
  /** Plain text around the best match. */
  excerpt: string;
  score: number;
};

export type NodeSearch = (query: string, options: {limit: number}) => Promise<NodeSearchHit[]>;

type SubResult = {title: string; url: string; excerpt: string; weighted_locations: {balanced_score: number}[]};
type ResultData = {url: string; excerpt: string; meta: {title?: string; route?: string}; sub_results?: SubResult[]};
type PagefindEngine = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{results: {score: number; data(): Promise<ResultData>}[]}>;
};

/** An address that names no real host: the engine's requests are answered from the index folder. */
const INDEX_BASE_URL = 'https://pagefind.invalid/pagefind/';
/** The excerpt length the site's search box asks for (src/plugins/search/client/pagefind.ts). */
const EXCERPT_WORDS = 24;

const plainText = (parts: ExcerptPart[]) => parts.map((part) => part.text).join('');

function serveIndexFrom(indexDir: string): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const base = new URL(INDEX_BASE_URL);
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) {
      throw new Error(`docs-mcp reads nothing from the network (asked for ${url.href})`);
    }
    const file = path.resolve(indexDir, decodeURIComponent(url.pathname.slice(base.pathname.length)));
    if (!file.startsWith(indexDir + path.sep)) {
      throw new Error(`docs-mcp: ${url.pathname} is outside the search index`);
    }
    return new Response(await readFile(file));
  };
}

/** Builds the search over `buildDir`/pagefind (the site's build/, or the package's content/). */
export function createNodeSearch(buildDir: string): NodeSearch {
  const indexDir = path.resolve(buildDir, 'pagefind');
  let engine: Promise<PagefindEngine> | undefined;
  const load = async () => {
    globalThis.fetch = serveIndexFrom(indexDir);
    // The package ships the engine as pagefind.mjs; a site build has it as pagefind.js.
    const enginePath = [path.join(indexDir, 'pagefind.mjs'), path.join(indexDir, 'pagefind.js')].find((file) => existsSync(file))!;
    const pagefind = (await import(pathToFileURL(enginePath).href)) as PagefindEngine;
    await pagefind.options({basePath: INDEX_BASE_URL, excerptLength: EXCERPT_WORDS});
    await pagefind.init();
    return pagefind;
  };
  return async (query, {limit}) => {
    engine ??= load();
    const {results} = await (await engine).search(query);
    return Promise.all(
      results.slice(0, limit).map(async (result) => {
        const data = await result.data();
        const route = data.meta.route ?? new URL(data.url).pathname;
        const title = data.meta.title ?? route;
        // Pagefind lists a page's sections in page order; the best is the one whose matches score most.
        // The page's opening has no anchor: a match there names no section.
        const strength = (sub: SubResult) => sub.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);
        const best = data.sub_results?.reduce<SubResult | undefined>((top, sub) => (!top || strength(sub) > strength(top) ? sub : top), undefined);
        const inSection = best !== undefined && best.url.includes('#');
        return {
          url: route,
          title,
          heading: inSection ? best.title.replace(/[\s\u200b]+$/, '') : '',
          anchor: inSection ? best.url.slice(best.url.indexOf('#')) : '',
          excerpt: plainText(excerptParts(inSection ? best.excerpt : data.excerpt)),
          score: result.score,
        };
      }),
    );
  };
}
