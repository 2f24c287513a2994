/**
 * The search lexicon, written beside Pagefind's index at build time (buildLexicon.ts) and fetched
 * by the browser a chunk at a time: only the chunks of the words typed.
 * - The site's words, by length, with the number of pages that use each: spelling correction
 *   looks for a word one edit away, so it needs the chunks of one length less, the same and one more.
 * - Readers' words, each with the site's words of the same meaning (from WordNet), by the word's
 *   first two letters.
 * - The site's words again, without counts, by their first two letters: whether a word is the site's at all.
 * - The site's own aliases, in one small file.
 * - The domain thesaurus (thesaurus.ts) narrowed to the site's words, in one small file.
 * - The site's compound words by their two parts typed apart ("meta data": "metadata"), in one small file.
 * - Each indexed page's title words, by Pagefind's page id, in one small file: titles rank first.
 * - The kind of each page that is not documentation (a blog post), by page id, in one small file.
 * - Each page's filter values (its audiences), by page id, in one small file: the search page's counts.
 */

/** The lexicon's folder in the built site. */
export const LEXICON_DIR = 'search-lexicon';

/** Site word → number of pages that use it. */
export type WordCounts = Record<string, number>;
/** The site's words that start with the same two letters, space-separated ("" in a chunk of none: every chunk exists). */
export type SiteWordsByStart = {words?: string};
/** Reader's word or two-word phrase → the site's words or phrases that mean the same. */
export type Synonyms = Record<string, string[]>;

/** Longer words are neither checked nor corrected: no page word is this long. */
export const MAX_WORD_LENGTH = 40;

/** Every chunk exists (an empty one where there are no words), so a search never asks for a missing file. */
export const wordsChunk = (length: number) => `words-${Math.min(Math.max(length, 1), MAX_WORD_LENGTH)}.json`;

/** The site's own aliases (src/features/search/searchAliases.ts): reader's word or phrase → the page's title. One small file. */
export const ALIASES_FILE = 'aliases.json';

/** Reader's word or phrase → the site's words of the same meaning in the domain thesaurus. One small file. */
export const THESAURUS_FILE = 'thesaurus.json';

/**
 * Two words typed apart → the site's word they make ("meta data": "metadata", "work space": "workspace"): a dictionary
 * word, or a thesaurus word, that the site prints, made of two of the site's words of three letters or more.
 */
export type Compounds = Record<string, string>;
export const COMPOUNDS_FILE = 'compounds.json';

/**
 * Pagefind's page id → the page title's words, space-separated. An API operation's title is followed by " | " and
 * the words developers type for it (its method, path and operationId words, and "api"), then its method and path
 * ("get exam | id api GET /exam/:id"): all count in title ranking, only the title's own in whether a query names it.
 */
export type PageTitles = Record<string, string>;
export const TITLES_FILE = 'titles.json';

/**
 * Pagefind's page id → the page's kind, for the pages that have one: "post" for a blog post (its meta says so:
 * theme/BlogPostItem), "developer" for a page under /developers/ (the API, the SDK, the legacy API). Other guides are not
 * listed.
 */
export type PageKinds = Record<string, string>;
export const KINDS_FILE = 'kinds.json';

/**
 * Pagefind's page id → the page's filter values by filter name ("audience": ["Teacher"]), for pages that have any: the
 * search page counts its results by filter value from it, so each count is the number of results the filter leaves
 * (Pagefind counts only the pages of one search, which has every word of the query).
 */
export type PageFilters = Record<string, Record<string, string[]>>;
export const FILTERS_FILE = 'filters.json';

const LETTER_KEYS = '_abcdefghijklmnopqrstuvwxyz';
const LETTER_PAIRS = () => [...LETTER_KEYS].flatMap((first) => [...LETTER_KEYS].map((second) => `${first}${second}`));
/** The names of every synonym chunk. */
export const synonymChunkNames = () => LETTER_PAIRS().map((key) => `synonyms-${key}.json`);
/** The names of every chunk of site words by their start. */
export const startsChunkNames = () => LETTER_PAIRS().map((key) => `starts-${key}.json`);

/** A word's first two letters, as chunks are keyed (digits and other letters fall into "_"). */
const startKey = (word: string) => word.slice(0, 2).replace(/[^a-z]/g, '_').padEnd(2, '_');

/** Synonym chunks are keyed by the first two letters. */
export function synonymsChunk(word: string): string {
  return `synonyms-${startKey(word)}.json`;
}

/**
 * The site's words (as wordsChunk has them, without counts) that start as a word does, by its first two letters: whether
 * the site prints a word at all, or a word it starts, which Pagefind's count of pages cannot tell (a word it does not
 * know is searched as the longest word it starts with: "asign" as "as"). SiteWordsByStart; a few hundred bytes.
 */
export function startsChunk(word: string): string {
  return `starts-${startKey(word)}.json`;
}

/** Reads one chunk; a chunk the build did not write (no word of that length) reads as empty. */
export type ChunkReader = (name: string) => Promise<Record<string, unknown> | null>;

/**
 * The last word of a page's index-only words (indexOnlyWords.ts), which open its indexed content:
 * excerpts and section scores start after it. A word no page prints.
 */
export const INDEX_ONLY_END = 'zzindexonlyend';

/** Where a page's visible words start in Pagefind's content split into words (Pagefind ends the block with a full stop). */
export function visibleStart(words: string[]): number {
  return words.findIndex((word) => word.startsWith(INDEX_ONLY_END)) + 1;
}
