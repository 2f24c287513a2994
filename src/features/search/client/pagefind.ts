/**
 * Loads the site's search on first use: Pagefind's Web Worker from the built index (build/pagefind/),
 * spoken to directly (src/patches/pagefind/workerClient.ts; Pagefind's browser script, which the
 * bundler leaves to the browser, only where the worker fails to start), so pages carry none of it until
 * the reader searches, wrapped in the engine shared with Node (src/features/search/engine.ts, also loaded
 * on first use), which fetches the lexicon's chunks (build/search-lexicon/) as the words typed need them.
 */
import type {createSearch, Pagefind, PagefindFilterCounts} from '@site/src/features/search/engine';
import {LEXICON_DIR} from '@site/src/features/search/lexicon';

type PagefindRuntime = Pagefind & {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<PagefindFilterCounts>;
};

export type SiteSearch = {
  search: ReturnType<typeof createSearch>;
  filters: () => Promise<PagefindFilterCounts>;
  /** Whether a query looks unfinished, so the search box waits longer before searching it (words.ts). */
  stillTyping: (query: string) => boolean;
};

let engine: Promise<SiteSearch> | undefined;

/** A chunk the build did not write (no site word of that length) reads as empty. */
const fetchChunk = (baseUrl: string) => async (name: string) => {
  const response = await fetch(`${baseUrl}${LEXICON_DIR}/${name}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`search: ${name} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
};

/** Pagefind's browser script, which runs the search on the main thread where its worker cannot. */
async function pagefindScript(baseUrl: string): Promise<Pagefind & {filters(): Promise<PagefindFilterCounts>}> {
  const pagefind = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as PagefindRuntime;
  await pagefind.options({baseUrl});
  await pagefind.init();
  return pagefind;
}

export function loadSearch(baseUrl: string): Promise<SiteSearch> {
  // The engine, its word rules and the worker's client load on first use, so no page lands with them.
  engine ??= import('./runtime').then(async ({createSearch, stillTyping, startPagefindWorker}) => {
    const pagefind = await startPagefindWorker(`${baseUrl}pagefind/`, baseUrl).catch(() => pagefindScript(baseUrl));
    // Read once, before any search: Pagefind's calls must not overlap (see engine.ts), and a filter
    // count read while a search loads its chunks can come back wrong. The filter index is one small file.
    const allFilters = await pagefind.filters();
    return {search: createSearch(pagefind, fetchChunk(baseUrl)), filters: async () => allFilters, stillTyping};
  });
  // A failed load (offline, or `npm start`, which builds no index) is retried on the next search.
  engine.catch(() => (engine = undefined));
  return engine;
}
