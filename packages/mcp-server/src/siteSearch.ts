/**
 * The site's own search (src/features/search/node.ts: the engine the search box runs, over the
 * Pagefind index and search lexicon the package carries), as the server's tools use it: each hit's
 * route and section anchor apart. The engine reads its index with fetch; every address that is not
 * a file of the package is refused first, so a search can never reach the network.
 */
import {createNodeSearch} from '../../../src/features/search/node';

export type SearchHit = {
  /** The page's route, e.g. `/studio/exams/create-an-exam`. */
  route: string;
  /** The best section's fragment with its `#`, or '' for the top of the page. */
  anchor: string;
  title: string;
  /** The best section's heading; the page's title for the part above its first heading. */
  heading: string;
  excerpt: string;
};

export type SiteSearch = (query: string, options: {limit: number}) => Promise<SearchHit[]>;

/** Pagefind keeps a page's text HTML-escaped; the tools answer in plain text. */
const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};
const plainText = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);

function refuseNetwork(): void {
  globalThis.fetch = async (input) => {
    throw new Error(`docs-mcp reads nothing from the network (asked for ${input instanceof Request ? input.url : String(input)})`);
  };
}

export function createSiteSearch(contentDir: string): SiteSearch {
  // Before the engine wraps fetch: what it falls back to for addresses other than files is this refusal.
  refuseNetwork();
  const search = createNodeSearch(contentDir);
  return async (query, {limit}) =>
    (await search(query, {limit})).map(({url, anchor, title, heading, excerpt}) => ({
      route: url.split('#')[0]!,
      anchor: anchor ? `#${anchor}` : '',
      title,
      heading: plainText(heading),
      excerpt: plainText(excerpt),
    }));
}
