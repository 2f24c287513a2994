/**
 * Words readers search with that a page's own text does not use, and the dictionary does not
 * relate to it. They live in the search lexicon only (src/features/search/buildLexicon.ts): each
 * is searched as the page's title. Pages never show them. Key: the page's route. Add only words
 * readers use for what the page documents; tests/unit/search.spec.ts checks the routes.
 */
export const SEARCH_ALIASES: Record<string, string[]> = {
  '/studio/items/question-types/extended-text': ['essay', 'essay question', 'long answer', 'written response'],
  '/studio/administration/banks/what-is-a-bank': ['question bank', 'item bank'],
  '/developers/': ['API key', 'API credentials'],
  '/developers/terminology': ['glossary', 'definitions'],
};
