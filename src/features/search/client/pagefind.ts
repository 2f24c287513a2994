/**
 * Loads Pagefind's browser script from the built index (build/pagefind/) on first use. The script
 * is not part of the site's bundles: the bundler leaves the import to the browser, so pages carry
 * none of it until the reader searches.
 */

/** One result's page, as Pagefind returns it (only the fields this site reads). */
export type PagefindResultData = {
  url: string;
  /** Text around the best match, HTML-escaped, with matched words in <mark>. */
  excerpt: string;
  /** The page's indexed text. */
  content: string;
  meta: {title?: string; route?: string};
};

export type PagefindResult = {id: string; data(): Promise<PagefindResultData>};

/** Filter name → value → number of matching pages. */
export type PagefindFilterCounts = Record<string, Record<string, number>>;

export type PagefindSearchOptions = {filters?: Record<string, {any: string[]}>};

export type PagefindResponse = {results: PagefindResult[]; filters: PagefindFilterCounts};

type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** Resolves to null when a newer call replaced this one before its delay ran out. */
  debouncedSearch(term: string, options?: PagefindSearchOptions, delayMs?: number): Promise<PagefindResponse | null>;
  search(term: string, options?: PagefindSearchOptions): Promise<PagefindResponse>;
  filters(): Promise<PagefindFilterCounts>;
};

let engine: Promise<Pagefind> | undefined;

export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  engine ??= (import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`) as Promise<Pagefind>).then(
    async (pagefind) => {
      await pagefind.options({baseUrl, excerptLength: 24});
      await pagefind.init();
      return pagefind;
    },
  );
  // A failed load (offline, or `npm start`, which builds no index) is retried on the next search.
  engine.catch(() => (engine = undefined));
  return engine;
}
