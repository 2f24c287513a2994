/**
 * Words readers search with that a page's own text does not use. Each entry's words are indexed
 * with the page (weighted like its title) and shown at its end under "Also searched as", so search
 * finds the page and the reader can see why. Key: the page's route. Add only words readers use for
 * what the page documents, never claims about the product; tests/unit/search.spec.ts checks the routes.
 */
export const SEARCH_ALIASES: Record<string, string[]> = {
  '/studio/items/question-types/extended-text': ['essay', 'essay question', 'long answer', 'written response'],
  '/studio/administration/banks/what-is-a-bank': ['question bank', 'item bank'],
  '/developers/': ['API key', 'API credentials'],
  '/developers/terminology': ['glossary', 'definitions'],
};
