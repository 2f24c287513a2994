import type {SearchResult} from '@site/src/features/search/engine';

/** The parameter that asks the opened page to mark the searched words (see highlightOnArrival.ts). */
export const HIGHLIGHT_PARAM = 'highlight';

/** The CSS highlight that paints the searched words on that page (client/highlightWords.css styles it). */
export const SEARCH_HIGHLIGHT = 'search-terms';

/** The address a result opens: its section of the page, asked to mark the searched words. */
export function resultHref(result: Pick<SearchResult, 'url'>, query: string): string {
  const [route, anchor] = result.url.split('#');
  return `${route}?${new URLSearchParams({[HIGHLIGHT_PARAM]: query.trim()})}${anchor ? `#${anchor}` : ''}`;
}

/** The page's route, without the section's anchor. */
export const resultRoute = (result: Pick<SearchResult, 'url'>) => result.url.split('#')[0]!;

/** A result's name: the page's title, and the section's heading when the section is not the page's top. */
export function resultName(result: Pick<SearchResult, 'title' | 'heading'>): {title: string; heading?: string} {
  return result.heading && result.heading !== result.title ? {title: result.title, heading: result.heading} : {title: result.title};
}
