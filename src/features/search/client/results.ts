import type {PagefindResultData} from './pagefind';

/** The parameter that asks the opened page to mark the searched words (see highlightOnArrival.ts). */
export const HIGHLIGHT_PARAM = 'highlight';

/** The CSS highlight that paints the searched words on that page (client/highlightWords.css styles it). */
export const SEARCH_HIGHLIGHT = 'search-terms';

/**
 * The address a result opens: the page's own route (Pagefind's URL is the folder of the built file,
 * always with a trailing slash) with the searched words to mark.
 */
export function resultHref(data: PagefindResultData, query: string): string {
  return `${data.meta.route ?? data.url}?${new URLSearchParams({[HIGHLIGHT_PARAM]: query.trim()})}`;
}

export function resultTitle(data: PagefindResultData): string {
  return data.meta.title ?? data.url;
}

/** Where a result's page sits, shown beside its title. */
export function sectionOf(route: string): string {
  const sections: [prefix: string, label: string][] = [
    ['/developers/api/', 'API reference'],
    ['/developers/', 'Developers'],
    ['/studio/', 'Studio'],
    ['/campfire/', 'Campfire'],
    ['/blog/', 'Blog'],
  ];
  return sections.find(([prefix]) => route.startsWith(prefix))?.[1] ?? 'Documentation';
}

export type ExcerptPart = {text: string; marked: boolean};

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);

/** Splits Pagefind's excerpt into plain text and matched words, so it renders as text, never as HTML. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>');
      return {text: decodeEntities(marked ? part.slice('<mark>'.length, -'</mark>'.length) : part), marked};
    });
}
