/** The search page, with every result of a query (src/pages/search.tsx). */
export const SEARCH_PAGE = '/search';
export const QUERY_PARAM = 'q';

export function searchPageHref(query: string): string {
  return `${SEARCH_PAGE}?${new URLSearchParams({[QUERY_PARAM]: query.trim()})}`;
}
