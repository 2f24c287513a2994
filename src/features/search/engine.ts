/**
 * The site's search, the same in the browser and in Node: Pagefind finds pages by their words, and
 * this module reads the reader's query first (question words dropped, spelling corrected, each word
 * widened to the site's words of the same meaning, lexicon.ts), then merges Pagefind's rankings of
 * each word and its alternatives and of all the words together (a weighted sum of Pagefind's scores), and returns the
 * best section of each page with an excerpt from that section.
 */
import {
  ALIASES_FILE,
  COMPOUNDS_FILE,
  FILTERS_FILE,
  KINDS_FILE,
  MAX_WORD_LENGTH,
  THESAURUS_FILE,
  TITLES_FILE,
  startsChunk,
  synonymsChunk,
  visibleStart,
  wordsChunk,
  type ChunkReader,
  type Compounds,
  type PageFilters,
  type PageKinds,
  type PageTitles,
  type SiteWordsByStart,
  type Synonyms,
  type WordCounts,
} from './lexicon';
import {asksAsDeveloper, baseForms, HTTP_METHODS, identifierWords, isMarked, isNumberWithPoint, isPlural, isStopWord, markedForms, oneEditAway, operationsIn, withinEdits, PHRASAL_WORDS, phrasalVerb, phrasalWords, queryWords, resourcesIn, splitWords, wordsNamingPath} from './words';

/** For the search box, which loads this module on first use (client/pagefind.ts). */
export {stillTyping} from './words';

/**
 * Weights of each ranking in the merge, tuned on tune halves only. First on queries.json's (a grid over wholeQuery
 * 0.5–1.5, thesaurus 0.5–0.8, title 1–2, wholeTitle 0.5–2); then every weight by coordinate ascent (each times 0.25 to 2,
 * two passes) on all 567 tune queries of queries.json, the readers' set and the probes: 498 to 505 in the top 3, from
 * wholeQuery 1, corrected 0.9, synonym 0.5 and thesaurus 0.5. No word the reader's word is read as weighs more than the
 * word as typed (maintainers/search.md).
 */
export const WEIGHTS = {
  /**
   * Pagefind's ranking of all the query's words together (the pages that have every word: rankingOfAllWords). The 673 tune
   * queries after 2026-12-01's reading changes: 0.5, 638 in the top 3, MRR 0.8429; 0.45, 638, 0.8436; 0.4, 639 (none lost),
   * 0.8457; 0.35 and 0.3, 638 with one in and one out, 0.8473 and 0.8479; 0.25, 637.
   */
  wholeQuery: 0.4,
  /** A word as typed, for each word of the query. */
  typed: 1,
  /** A camelCase identifier's words ("getExam": "get exam"), as an operationId is named on its page. */
  spelledOut: 0.5,
  /** The site's word one edit away from a word the site does not use: the word the reader meant. */
  corrected: 1,
  /** A base form of a word that more pages use than the word as typed ("embedded": "embed"): the same word. */
  baseForm: 1,
  /** The site's word of the same meaning in the dictionary (WordNet): it finds pages, but seldom the best one. */
  synonym: 0.125,
  /** The page title that one of the site's own aliases stands for (in the title ranking only: see Alternative). */
  alias: 1,
  /**
   * The site's word of the same meaning in the domain thesaurus (thesaurus.ts; in the title ranking only): a title that
   * says the site's word for the reader's ("make": "Create an Exam") counts as if it said the reader's (the 567 tune
   * queries, the other weights as here: 0.5, 500 in the top 3; 1, 507; 1.5, 508, but a title would then count more for a
   * synonym than for the word typed).
   */
  thesaurus: 1,
  /** A page's score grows by this share for each query word (by its best alternative) in its title… */
  title: 2,
  /** …and by this much more when every query word is in its title. */
  wholeTitle: 1.5,
  /**
   * A page's score is multiplied by 1 plus this when the query names it: the query holds every word of its title, in
   * some form or meaning, and its title at least half the query's words (tune half, without the second condition:
   * 0.5 to 1.5 all gave MRR 0.79 to 0.80 against 0.77 without it; 1 answered one more in the top 3).
   */
  namedTitle: 1,
  /**
   * Of the first results, a page's score is multiplied by 1 plus this times the share of the query's words that one of its
   * sections prints (sectionCoverage): a section that holds the whole question answers it in one place, where another page
   * mentions its words here and there (the 673 tune queries: 0.25 to 0.5 answered 618 to 620 in the top 3 against 619,
   * 0.35 the most, MRR 0.811 to 0.817 and 0.818, first place 474 to 481 and 482; 1 put 489 first, but 617 in the top 3).
   */
  section: 0.35,
  /** A page's score grows by this share when it prints a camelCase identifier of the query exactly. */
  exactIdentifier: 1,
  /**
   * A blog post's score is multiplied by this: posts write about the documentation with its words (a post on
   * how question-type pages are written uses "question" more than any question type's page), and readers ask for the pages.
   */
  post: 0.5,
  /**
   * A page for developers (the API, the SDK, the legacy API) is multiplied by this when the query has no code and no
   * developer's word (words.ts: asksAsDeveloper): a teacher's "remove student" asks for the roster, not Delete exam session
   * (the 673 tune queries: 0.9, 624 in the top 3 against 623; 0.85 and 0.8, 626, none lost, MRR 0.8215 to 0.8242 and
   * 0.8245; 0.7, 626 with one lost).
   */
  developerPage: 0.8,
  /**
   * …and any other page (a guide, a post) by this when the query does ask as a developer (the tune queries, with
   * developerPage 0.8: 0.8, 627 in the top 3 against 626, MRR 0.8269; 0.6, 627, 0.8301; 0.5 and 0.4, 627, 0.8303; none lost).
   */
  otherPage: 0.6,
};
/**
 * The first pages whose sections are read for the query's words (WEIGHTS.section): the five the search box shows, whose
 * fragments it reads for their excerpts anyway. Only their order changes.
 */
const SECTION_CANDIDATES = 5;
/** The first pages checked for an identifier printed exactly: each costs its fragment. */
const IDENTIFIER_CANDIDATES = 10;
/** How many groups of IDENTIFIER_CANDIDATES are checked in turn while none prints the identifier. */
const IDENTIFIER_ROUNDS = 2;
/**
 * The most words of a query a page title is credited for: all but one of the 163 titles have four words or fewer, filler aside,
 * so the share of a longer query in a title is counted out of four (tune sets: 4 answered one more in the top 3 than
 * no limit, 3 two more with MRR down on two sets).
 */
const TITLE_WORDS = 4;
const SYNONYMS_PER_WORD = 3;
/** The verb of an API operation that returns many of a thing ("List exam sessions"), named by the thing in the plural. */
const LIST_VERB = 'list';
/** Pagefind answers kept for the session, the oldest dropped first: a few dozen queries' words. */
const ANSWERS_KEPT = 200;
/**
 * A word is checked for a misspelling, and its synonyms searched, only when fewer pages than this use it as typed (tune half:
 * never 64.3% top 3 and MRR 0.562, always 65.7% and 0.537, below 10 pages 65.7% and 0.577).
 */
const SYNONYMS_BELOW_PAGES = 10;
const EXCERPT_WORDS = 24;
/** An excerpt opens this many words before the first of the query's words it shows, for their context. */
const EXCERPT_LEAD = 4;
/**
 * Words shorter than this are neither corrected nor widened to the dictionary's synonyms: too many
 * short words are one edit apart, and a short word is often one still being typed.
 */
const MIN_WIDENED_LENGTH = 4;
/** The shortest word searched as it is typed (prefetch): one index chunk holds every word a three-letter start starts. */
const MIN_PREFETCHED_LENGTH = 3;
/** The shortest word corrected to a site word two edits away (twoEditsFrom), and the first letters the two share. */
const MIN_TWO_EDITS_LENGTH = 7;
const SAME_START = 2;
/** The fewest letters of each of the two words a run-together word is read as ("numberline"; splitOf). */
const MIN_PART = 3;

export type PagefindResultData = {
  url: string;
  content: string;
  meta: {title?: string; route?: string};
  /** The page's elements with an id, headings among them, each at the place of its first word. */
  anchors?: {element: string; id: string; text?: string; location: number}[];
  /** The places of the words of the search whose result this is, with Pagefind's weighing of each. */
  weighted_locations?: {balanced_score: number; location: number}[];
};

export type PagefindResult = {
  id: string;
  score: number;
  /** The places of the search's words on the page. */
  words?: number[];
  data(): Promise<PagefindResultData>;
};
export type PagefindFilterCounts = Record<string, Record<string, number>>;
export type PagefindSearchOptions = {filters?: Record<string, {any: string[]}>};
export type PagefindResponse = {results: PagefindResult[]; filters: PagefindFilterCounts};

/** What this module needs of Pagefind's runtime, loaded in a browser or in Node. */
export type Pagefind = {
  search(term: string, options?: PagefindSearchOptions): Promise<PagefindResponse>;
  /** Loads the index chunks a search of the term needs, without searching (Pagefind's runtime has it; stand-ins may not). */
  preload?(term: string, options?: PagefindSearchOptions): Promise<void>;
};

export type ExcerptPart = {text: string; marked: boolean};

/** One result: a section of a page. */
export type SearchResult = {
  /** The page's route, with the section's anchor. */
  url: string;
  title: string;
  /** The section's heading; the page's title for the part above its first heading. */
  heading: string;
  anchor?: string;
  excerpt: string;
  /** The excerpt with the query's words (whole words only) marked. */
  excerptParts: ExcerptPart[];
  score: number;
};

/**
 * `signal`: the reader typed on, so this search is no longer wanted. An aborted search stops at its
 * next step (its queued Pagefind searches are skipped) and rejects, up to the moment it fetches its
 * results' fragments. Before that moment it lets a key press already waiting in the browser's queue run
 * (and abort it); from then on it completes, so the fragments it fetches are those of results the caller
 * can show (the search box shows them, see theme/SearchBar).
 */
export type SearchOptions = {
  limit?: number;
  signal?: AbortSignal;
  /**
   * Also count the pages found by filter value (the search page's counts: each is the number of results the filter
   * leaves), from the lexicon's filter values of each page. Without it, `filters` is empty.
   */
  filterCounts?: boolean;
} & PagefindSearchOptions;
export type SearchOutcome = {results: SearchResult[]; total: number; filters: PagefindFilterCounts};

/**
 * What a query word is also read as. Aliases and thesaurus words are not searched: pages are indexed
 * under them (indexOnlyWords.ts), so the word as typed finds those pages; they still count in titles and marks.
 */
type Alternative = {
  text: string;
  weight: number;
  searched: boolean;
  /** The word as the reader meant it (a correction, a commoner base form): the query is searched again with it. */
  rewrites?: boolean;
  /** Another word of the same meaning (an alias, the thesaurus, the dictionary), not a form of the word typed. */
  meaning?: boolean;
};

/** A lexicon entry; a word such as "constructor" must not reach the object's inherited properties. */
const entry = (table: Synonyms, key: string) => (Object.hasOwn(table, key) ? table[key]! : []);

/** Pagefind's headings keep a zero-width space from Docusaurus's heading anchors. */
const cleanHeading = (text: string) => text.replace(/\u200b/g, '').trim();

export function createSearch(pagefind: Pagefind, readChunk: ChunkReader) {
  // Pagefind's searches run one at a time: while one loads its index chunks, another started at the
  // same moment could score pages without them, and the browser would then rank unlike Node.
  let queue: Promise<unknown> = Promise.resolve();
  // Pagefind's answers are kept for the session: as a reader types on, only the words that changed
  // (and the whole query) are searched again. A search under way is shared only if nothing can abort it
  // (prefetch's, started with no signal); one that a search started may be aborted with it.
  const answers = new Map<string, PagefindResponse>();
  const unabortable = new Map<string, Promise<PagefindResponse>>();
  const answerKey = (term: string, options: PagefindSearchOptions) => JSON.stringify([term, options.filters ?? {}]);
  const searchPagefind = (term: string, options: PagefindSearchOptions, signal?: AbortSignal) => {
    const key = answerKey(term, options);
    const kept = answers.get(key) ?? unabortable.get(key);
    if (kept) return Promise.resolve(kept);
    const next = queue.then(() => {
      signal?.throwIfAborted();
      return pagefind.search(term, options);
    });
    queue = next.catch(() => undefined);
    if (!signal) {
      unabortable.set(key, next);
      next.finally(() => unabortable.delete(key)).catch(() => undefined);
    }
    next.then(
      (response) => {
        answers.set(key, response);
        if (answers.size > ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
      },
      () => undefined,
    );
    return next;
  };
  // The index chunks of several terms, fetched at once as one step of the queue, so that the searches
  // queued after it do not each wait for their own chunks in turn (a rare word's synonyms: a round trip each).
  // A term's own search loads its chunks, so one term alone is preloaded only ahead of its search (`fewest`, prefetch below).
  // Terms whose chunks are loaded already are not preloaded again: each preload is a round trip to the worker.
  const preloaded = new Set<string>();
  const preloadPagefind = (terms: string[], options: PagefindSearchOptions, signal?: AbortSignal, fewest = 2) => {
    const needed = terms.filter((term) => !answers.has(answerKey(term, options)) && !preloaded.has(answerKey(term, options)));
    if (needed.length < fewest || !pagefind.preload) return;
    const next = queue.then(() => {
      signal?.throwIfAborted();
      return Promise.all(needed.map((term) => pagefind.preload!(term, options)));
    });
    queue = next.catch(() => undefined);
    return next.then(() => needed.forEach((term) => preloaded.add(answerKey(term, options))));
  };
  const chunks = new Map<string, Promise<Record<string, unknown>>>();
  const chunk = <T extends Record<string, unknown>>(name: string) => {
    if (!chunks.has(name)) {
      chunks.set(
        name,
        readChunk(name).then((value) => value ?? {}),
      );
    }
    return chunks.get(name)! as Promise<T>;
  };
  // The pages whose title holds each word form, worked out once for the session as soon as the
  // titles arrive, while Pagefind searches: a query looks up its words' forms instead of reading the
  // title of every page it scores (thousands on a large site).
  let titleIndex: Promise<Map<string, Set<string>>> | undefined;
  const pagesByTitleForm = () =>
    (titleIndex ??= chunk<PageTitles>(TITLES_FILE).then((titles) => {
      const pages = new Map<string, Set<string>>();
      for (const [id, title] of Object.entries(titles)) {
        for (const form of titleForms(title)) pages.set(form, (pages.get(form) ?? new Set()).add(id));
      }
      return pages;
    }));
  const siteWordsNear = async (length: number) =>
    Object.assign({}, ...(await Promise.all([length - 1, length, length + 1].map((near) => chunk<WordCounts>(wordsChunk(near)))))) as WordCounts;

  /**
   * A word of the query and what else to search it as first, alone or with the word after it ("log in"):
   * the site's aliases and thesaurus words.
   */
  async function alternativesOf(word: string, phrases: string[]): Promise<Alternative[]> {
    const forms = [...phrases, ...baseForms(word)];
    const [aliases, thesaurus, compounds] = await Promise.all([chunk<Synonyms>(ALIASES_FILE), chunk<Synonyms>(THESAURUS_FILE), chunk<Compounds>(COMPOUNDS_FILE)]);
    // A compound typed apart ("meta data") is the site's word, as a misspelt word is.
    const compound = phrases.map((phrase) => (Object.hasOwn(compounds, phrase) ? compounds[phrase] : undefined)).find(Boolean);
    return [
      {text: word, weight: WEIGHTS.typed, searched: true},
      ...(compound ? [{text: compound, weight: WEIGHTS.corrected, searched: true, rewrites: true}] : []),
      ...forms.flatMap((form) => entry(aliases, form)).map((title) => ({text: title, weight: WEIGHTS.alias, searched: false, meaning: true})),
      ...[...new Set(forms.flatMap((form) => entry(thesaurus, form)))].map((text) => ({text, weight: WEIGHTS.thesaurus, searched: false, meaning: true})),
    ];
  }

  /**
   * The base forms of a word few pages use that more pages use ("embedded" → "embed", "authoring" →
   * "author"): Pagefind's stemmer does not always bring a word's forms together ("embed" and "embedded"
   * stem apart), so the commoner form is searched as well. A base form starts as the word does, so its
   * index chunk is almost always the one the word's own search loaded.
   */
  async function baseFormsOf(word: string): Promise<Alternative[]> {
    const forms = baseForms(word).filter((form) => form !== word && form.length >= MIN_WIDENED_LENGTH - 1);
    if (forms.length === 0 || /\d/.test(word)) return [];
    const counts = await Promise.all([word, ...forms].map(async (form) => (await chunk<WordCounts>(wordsChunk(form.length)))[form] ?? 0));
    return forms.filter((_, index) => counts[index + 1]! > counts[0]!).map((text) => ({text, weight: WEIGHTS.baseForm, searched: true, rewrites: true}));
  }

  /** The site's word one edit from a word the site does not use, if any (the commonest). */
  async function correctionOf(word: string): Promise<Alternative[]> {
    if (word.length >= MAX_WORD_LENGTH || /\d/.test(word)) return [];
    const siteWords = await siteWordsNear(word.length);
    if (baseForms(word).some((form) => Object.hasOwn(siteWords, form)) || Object.hasOwn(siteWords, `${word}s`)) return [];
    const [correction] = [...oneEditAway(word)].filter((edit) => Object.hasOwn(siteWords, edit)).sort((a, b) => siteWords[b]! - siteWords[a]!);
    const text = correction ?? (await twoEditsFrom(word, siteWords)) ?? (await splitOf(word));
    return text ? [{text, weight: WEIGHTS.corrected, searched: true, rewrites: true}] : [];
  }

  /**
   * The site's word two edits from a long word that no site word is one edit from ("lisence": "license", its two letters
   * changed places), the commonest of those that start as the word does: a long word has few neighbours two edits away,
   * where a short one has many, and a misspelling seldom changes a word's first letters, where another word often does
   * ("moderation" is not "operation"). It reads the site-word chunks of two more lengths than `oneEditNear`, the site's
   * words one length either side, which correctionOf has read.
   */
  async function twoEditsFrom(word: string, oneEditNear: WordCounts): Promise<string | undefined> {
    if (word.length < MIN_TWO_EDITS_LENGTH) return undefined;
    const siteWords = Object.assign({}, oneEditNear, ...(await Promise.all([word.length - 2, word.length + 2].map((near) => chunk<WordCounts>(wordsChunk(near)))))) as WordCounts;
    return Object.keys(siteWords)
      .filter((site) => site.startsWith(word.slice(0, SAME_START)) && withinEdits(word, site, 2))
      .sort((a, b) => siteWords[b]! - siteWords[a]!)[0];
  }

  /**
   * Two of the site's words that a word the site does not have runs together ("numberline": "number line", "dropdown":
   * "drop down"), the pair whose rarer word the site uses most; each part has at least MIN_PART letters. It reads the
   * site-word chunks of the parts' lengths: for a long word, most of them (24 kB gzip in all today), and only for a word
   * that nothing else corrects.
   */
  async function splitOf(word: string): Promise<string | undefined> {
    const cuts = Array.from({length: Math.max(0, word.length - 2 * MIN_PART + 1)}, (_, index) => index + MIN_PART);
    const counts = await Promise.all(
      cuts.map(async (cut) => {
        const [head, tail] = [word.slice(0, cut), word.slice(cut)];
        const [heads, tails] = await Promise.all([chunk<WordCounts>(wordsChunk(head.length)), chunk<WordCounts>(wordsChunk(tail.length))]);
        return {text: `${head} ${tail}`, uses: Math.min(heads[head] ?? 0, tails[tail] ?? 0)};
      }),
    );
    return counts.filter(({uses}) => uses > 0).sort((a, b) => b.uses - a.uses)[0]?.text;
  }

  /**
   * Whether the site has the word: prints it or a form of it, or a word it starts (the reader may be typing it), or
   * indexes pages under it (thesaurus words, aliases). Pagefind's count of pages cannot tell: a word it does not know
   * is searched as the longest indexed word it starts with ("asign" as "as", on most pages), so a misspelt word could
   * look common and never be corrected. Titles and the thesaurus are fetched with every search; the site's words by
   * their first two letters (a few hundred bytes) only for a word in neither. Without that chunk, Pagefind's count decides.
   */
  async function onSite(word: string): Promise<boolean> {
    const forms = [...baseForms(word), `${word}s`];
    const [thesaurus, aliases, titleWordForms] = await Promise.all([chunk<Synonyms>(THESAURUS_FILE), chunk<Synonyms>(ALIASES_FILE), pagesByTitleForm()]);
    const aliasWords = new Set(Object.keys(aliases).flatMap(splitWords));
    if (forms.some((form) => Object.hasOwn(thesaurus, form) || titleWordForms.has(form) || aliasWords.has(form))) return true;
    const starting = (await chunk<SiteWordsByStart>(startsChunk(word))).words;
    return starting === undefined || starting.split(' ').some((site) => forms.includes(site) || site.startsWith(word));
  }

  /** The site's words of the same meaning from the dictionary (WordNet), for a word few pages use. */
  async function synonymsOf(word: string, phrases: string[]): Promise<Alternative[]> {
    const forms = [...phrases, ...baseForms(word)];
    const chunks = await Promise.all(forms.map((form) => chunk<Synonyms>(synonymsChunk(form))));
    const synonyms = [...new Set(forms.flatMap((form, index) => entry(chunks[index]!, form)))];
    return synonyms.slice(0, SYNONYMS_PER_WORD).map((text) => ({text, weight: WEIGHTS.synonym, searched: true, meaning: true}));
  }

  /**
   * A rare word's other readings, in one round of fetches: its commoner base forms, its correction, its synonyms. A word
   * the dictionary gives synonyms for is an English word the reader chose, not a misspelling, so it is not corrected:
   * "lots" is not "logs", "month" not "mouth", "mock" not "dock". A word typed for another English word ("quit" for
   * "quiz") goes uncorrected (the tune sets: one more in the top 3, none fewer).
   */
  const widenings = async (word: string, phrases: string[]) => {
    const [forms, corrections, synonyms] = await Promise.all([baseFormsOf(word), correctionOf(word), synonymsOf(word, phrases)]);
    return [forms, synonyms.length > 0 ? [] : corrections, synonyms] as const;
  };

  /**
   * Starts now what a search of the query will do first, so that it is done during the search box's typing pause rather
   * than after it: each word's own Pagefind search (at ten times today's pages, a common word's takes about 70 ms with
   * the CPU 4x slower), and for a word few pages use (fewer than SYNONYMS_BELOW_PAGES), the lexicon chunks of its other
   * readings and then their index chunks ("grade an essay": those of three synonyms of "essay"). The search box calls it
   * on each key press. A word of one or two letters is left to the search: Pagefind would read the index chunks of every
   * word it starts. So is a framing word ("how do I"), which the search drops once the query has a topic.
   */
  async function prefetch(query: string): Promise<void> {
    const words = queryWords(query);
    await Promise.all(
      words.map(async (word, index) => {
        if (word.length < MIN_PREFETCHED_LENGTH || isStopWord(word)) return;
        const answer = await searchPagefind(word, {});
        if (!mayWiden(word) || answer.results.length >= SYNONYMS_BELOW_PAGES) return;
        const alternatives = (await widenings(word, phrasesAfter(words, index))).flat();
        await preloadPagefind([word, ...alternatives.map(({text}) => text)], {}, undefined, 1);
      }),
    );
  }

  async function search(query: string, options: SearchOptions = {}): Promise<SearchOutcome> {
    const {limit = 10, filters, signal, filterCounts = false} = options;
    const words = queryWords(query);
    if (words.length === 0) {
      return {results: [], total: 0, filters: {}};
    }
    const identifiers = identifierWords(query);
    const pagefindOptions = filters ? {filters} : {};
    // Titles and page kinds are needed once the searches are done: fetched meanwhile (small files, kept for the session).
    const titlesLoading = chunk<PageTitles>(TITLES_FILE);
    const kindsLoading = chunk<PageKinds>(KINDS_FILE);
    const titleIndexLoading = pagesByTitleForm();
    // A term searched twice in one query (a one-word query is also its own whole query) is one Pagefind search.
    const searching = new Map<string, Promise<PagefindResponse>>();
    const searchOnce = (term: string) => {
      if (!searching.has(term)) searching.set(term, searchPagefind(term, pagefindOptions, signal));
      return searching.get(term)!;
    };
    const unanswered: PagefindResponse = {results: [], filters: {}};
    const searchEach = (alternatives: Alternative[]) =>
      Promise.all(alternatives.map(async (alternative) => ({alternative, response: alternative.searched ? await searchOnce(alternative.text) : unanswered})));
    // The lexicon's larger chunks are fetched only when a word needs them: the site's words to correct
    // a word no page uses, and the dictionary's synonyms of a word that few pages use as typed (each
    // synonym also costs an index chunk, and a word the site uses widely is the site's word already).
    const perWordSearches = words.map(async (word, index) => {
      const phrases = phrasesAfter(words, index);
      // Whether the site has the word is worked out while Pagefind searches it; it matters only for a word found on many pages.
      const widenable = mayWiden(word);
      const known = widenable ? onSite(word).catch(() => true) : Promise.resolve(true);
      const spelledOut = identifiers.get(word);
      const own = await searchEach([...(await alternativesOf(word, phrases)), ...(spelledOut ? [{text: spelledOut, weight: WEIGHTS.spelledOut, searched: true}] : [])]);
      // A word many pages use is the site's word: only a rarer one, or one the site does not have, may be a misspelling.
      const widens = widenable && (own[0]!.response.results.length < SYNONYMS_BELOW_PAGES || !(await known));
      if (!widens) return own;
      // The correction and the synonyms in one round of fetches and searches, not two; the synonyms
      // count only if the word, corrected or not, is still rare.
      const [forms, corrections, synonyms] = await widenings(word, phrases);
      // The searches queued after it wait for it; an abort reaches the caller through them.
      preloadPagefind([...new Set([...forms, ...corrections, ...synonyms].map(({text}) => text))].filter((text) => !searching.has(text)), pagefindOptions, signal)?.catch(() => undefined);
      const [formed, corrected, widened] = await Promise.all([searchEach(forms), searchEach(corrections), searchEach(synonyms)]);
      const pages = Math.max(...[...own, ...formed, ...corrected].map(({response}) => response.results.length));
      return [...own, ...formed, ...corrected, ...(pages < SYNONYMS_BELOW_PAGES ? widened : [])];
    });
    const filtersLoading = filterCounts ? chunk<PageFilters>(FILTERS_FILE) : Promise.resolve({} as PageFilters);
    // Each ranking is merged as soon as it and those before it are in, while Pagefind's worker runs
    // the next searches; the first failure (an abort) is thrown below, the others are caught here.
    Promise.all(perWordSearches).catch(() => undefined);

    // Each ranking gives a page its weight times Pagefind's score there (which already counts rare
    // words and words in headings higher); a word counts once, by its best alternative.
    const scores = new Map<string, number>();
    // The last ranking's result of each page: its data() is the one read (see pageData below).
    const found = new Map<string, PagefindResult>();
    const credit = (result: PagefindResult, value: number) => {
      scores.set(result.id, (scores.get(result.id) ?? 0) + value);
      found.set(result.id, result);
    };
    // (Reciprocal rank fusion, weight / (10 + rank), answered fewer tune queries: 55.7% against 65.7% in the top 3.)
    const wordAlternatives: Alternative[][] = [];
    const searchesByWord: {alternative: Alternative; response: PagefindResponse}[][] = [];
    for (const wordSearches of perWordSearches) {
      const searches = await wordSearches;
      searchesByWord.push(searches);
      wordAlternatives.push(searches.map(({alternative}) => alternative));
      const best = new Map<string, {result: PagefindResult; value: number}>();
      for (const {alternative, response} of searches) {
        response.results.forEach((result) => {
          const value = alternative.weight * result.score;
          if (value > (best.get(result.id)?.value ?? 0)) {
            best.set(result.id, {result, value});
          }
        });
      }
      for (const {result, value} of best.values()) {
        credit(result, value);
      }
    }
    // The pages that have all the words, from the words' own rankings (searched above; every such page is credited
    // already, so its result read stays that of its last ranking). Pagefind could rank them itself, searching the
    // whole query, but a search costs it time in proportion to the pages it finds: on a site ten times today's,
    // about 60 ms more per key press with the CPU 4x slower.
    const creditAllWords = async (terms: string[], weight: number) => {
      for (const [id, score] of rankingOfAllWords(await Promise.all(terms.map(searchOnce)))) scores.set(id, scores.get(id)! + weight * score);
    };
    await creditAllWords(words, WEIGHTS.wholeQuery);
    // Again with each misspelt or rare form replaced by the site's word ("mutliple choise": "multiple choice"), as the reader meant it.
    const rewritten = wordAlternatives.map((alternatives, index) => alternatives.find(({rewrites}) => rewrites)?.text ?? words[index]!);
    if (rewritten.some((word, index) => word !== words[index])) await creditAllWords(rewritten, WEIGHTS.wholeQuery * WEIGHTS.corrected);

    // Titles name what a page is for: a page whose title holds the query's words ranks above one
    // that only mentions them.
    const [titles, pagesWithTitleForm] = await Promise.all([titlesLoading, titleIndexLoading]);
    const titleOf = (id: string) => (Object.hasOwn(titles, id) ? titles[id]! : '');
    // An HTTP method typed in capitals ("POST items") is the method: it is in the title only of an operation that has it, never
    // in a title that says the word ("First post on the new docs site").
    const methodsTyped = new Set((query.match(new RegExp(`\\b(${HTTP_METHODS})\\b`, 'g')) ?? []).map((method) => method.toLowerCase()));
    const hasMethod = (id: string, method: string) =>
      operationsIn(titleOf(id)).some((operation) => operation.method === method.toUpperCase());
    // For each query word, the weight of its best alternative in the title of each page whose title holds one.
    const titleWeights = wordAlternatives.map((alternatives, index) => {
      const best = new Map<string, number>();
      if (methodsTyped.has(words[index]!)) {
        for (const id of pagesWithTitleForm.get(words[index]!) ?? []) if (scores.has(id) && hasMethod(id, words[index]!)) best.set(id, WEIGHTS.typed);
        return best;
      }
      for (const {text, weight} of alternatives) {
        // The pages found whose title holds every word of the alternative, in some form: looked up
        // from the titles' side, as the pages found can number thousands and titled ones few.
        const withWords = splitWords(text).map((word) => {
          const pages = baseForms(word).map((form) => pagesWithTitleForm.get(form) ?? new Set<string>());
          return pages.length === 1 ? pages[0]! : new Set(pages.flatMap((forms) => [...forms]));
        });
        if (withWords.length === 0) {
          for (const id of scores.keys()) best.set(id, Math.max(best.get(id) ?? 0, weight));
          continue;
        }
        const [fewest, ...others] = [...withWords].sort((a, b) => a.size - b.size);
        for (const id of fewest!) {
          if (scores.has(id) && others.every((pages) => pages.has(id))) best.set(id, Math.max(best.get(id) ?? 0, weight));
        }
      }
      return best;
    });
    // The forms of every word the query is read as: its words, their base forms, corrections and meanings, and aliases.
    const marked = markedForms(wordAlternatives.flat().map((alternative) => alternative.text));
    // A page's title as shown, without what developers type for an API operation (after " | ", lexicon.ts).
    const shownTitleWords = (id: string) =>
      splitWords(titleOf(id).split(' | ')[0]!).filter((word) => !isStopWord(word));
    // An API operation's title is named only by words of its own number: one exam session is "Get exam session", many
    // are "List exam sessions", and a plural typed ("sessions of an exam", "all users in a workspace") also names the
    // "list" of a list operation (a word of the query read as another keeps the number it was typed in). So is a legacy API
    // page's ("Exams"): both are titled with what developers type after " | " (buildLexicon.ts).
    const markedByWord = wordAlternatives.map((alternatives) => markedForms(alternatives.map(({text}) => text)));
    // The same without the words a query word is read as for its meaning (aliases, thesaurus, dictionary): the forms of the word typed.
    const typedByWord = wordAlternatives.map((alternatives) => markedForms(alternatives.filter(({meaning}) => !meaning).map(({text}) => text)));
    const namedByWord = (titleWord: string, index: number) => isMarked(titleWord, markedByWord[index]!);
    const namedInOperation = (titleWord: string, titleWords: string[]): boolean =>
      titleWord === LIST_VERB
        ? titleWords.some((other) => other !== LIST_VERB && isPlural(other) && namedInOperation(other, titleWords))
        : words.some((word, index) => isPlural(word) === isPlural(titleWord) && namedByWord(titleWord, index));
    // A page whose title holds none of the query's words keeps its score (its factor would be 1).
    for (const id of new Set(titleWeights.flatMap((best) => [...best.keys()]))) {
      const matched = titleWeights.map((best) => best.get(id) ?? 0);
      // A title holds at most four of the query's words (TITLE_WORDS), so a longer query is not a weaker claim on it.
      const counted = Math.min(words.length, TITLE_WORDS);
      const share = Math.min(1, matched.reduce((sum, weight) => sum + weight, 0) / counted);
      // The query names the page: every word of its title is one of the query's words, in some form or meaning, and
      // the title holds at least half of the query's words, of four at most ("edit an exam in my app": "Exam Editor", not
      // "Update app license"; "create exam": "Create an Exam", not "Create exam session"; "take the test again": not
      // "Exams"; "see how my class did on the unit test": "View Results").
      const titleWords = shownTitleWords(id);
      const operation = titleOf(id).includes(' | ');
      const namesPage =
        matched.filter((weight) => weight > 0).length >= counted / 2 &&
        titleWords.length > 0 &&
        titleWords.every((word) => (operation ? namedInOperation(word, titleWords) : isMarked(word, marked)));
      scores.set(
        id,
        scores.get(id)! * (1 + WEIGHTS.title * share + (matched.every((weight) => weight > 0) ? WEIGHTS.wholeTitle : 0)) * (1 + (namesPage ? WEIGHTS.namedTitle : 0)),
      );
    }
    // Documentation first: a page of another kind (a blog post) counts less. So does a page written for other readers than
    // the query's: a page for developers when the query has no code and no developer's word, any other page when it has.
    const kinds = await kindsLoading;
    const developerQuery = asksAsDeveloper(query);
    for (const [id, score] of scores) {
      const kind = Object.hasOwn(kinds, id) ? kinds[id] : undefined;
      const audience = (kind === 'developer') === developerQuery ? 1 : developerQuery ? WEIGHTS.otherPage : WEIGHTS.developerPage;
      scores.set(id, score * audience * (kind === 'post' ? WEIGHTS.post : 1));
    }
    const queryOperations = operationsIn(query);
    const queryResources = resourcesIn(query);
    // How fully the query names each operation page: a path typed names it whole; a method and resource ("POST exam
    // session") by its words that the path has (words.ts: wordsNamingPath).
    const named = new Map<string, number>();
    const namedBy = (title: string) =>
      Math.max(
        0,
        ...operationsIn(title).map(({method, path}) => {
          if (queryOperations.some((asked) => asked.path === path && (!asked.method || asked.method === method))) return Number.MAX_SAFE_INTEGER;
          return Math.max(0, ...queryResources.filter((asked) => asked.method === method).map((asked) => wordsNamingPath(asked.words, path)));
        }),
      );
    for (const id of queryOperations.length + queryResources.length > 0 ? scores.keys() : []) {
      const fully = namedBy(titleOf(id));
      if (fully > 0) named.set(id, fully);
    }
    // A path typed, or a method and resource, asks for one operation: the pages of the operations it names come first.
    const order = (a: [string, number], b: [string, number]) => (named.get(b[0]) ?? 0) - (named.get(a[0]) ?? 0) || b[1] - a[1];
    const ranked = [...scores].sort(order);
    // One data() per page: Pagefind (1.5.2) keeps one object per page and refills it with the
    // places of the result whose data() was called last, so the page's results in each ranking,
    // read together, all gave the last one's places (always in Node; in the browser, whenever the
    // fragment loaded during the search). Each call was a round trip to Pagefind's worker.
    const pagesData = new Map<string, Promise<PagefindResultData>>();
    const pageData = (id: string) => {
      if (!pagesData.has(id)) pagesData.set(id, found.get(id)!.data());
      return pagesData.get(id)!;
    };
    // The rankings were merged without yielding to the browser (each step a microtask), so a key pressed
    // meanwhile still waits in its queue: let it run, and abort this search, before any fragment is fetched.
    if (signal) await new Promise((resolve) => setTimeout(resolve, 0));
    signal?.throwIfAborted();
    // An identifier typed ("examConfigIds") is one token on the pages that print it, but Pagefind
    // stems it ("examConfigId"): of the first pages, those that print it as typed come first.
    // When none of them does, the next as many are checked: a page that prints the stem more often can push the one
    // page that prints the identifier out of the first (examConfigIds: the legacy sessions page was 11th).
    if (identifiers.size > 0) {
      let printedAsTyped = false;
      for (let start = 0; start < IDENTIFIER_CANDIDATES * IDENTIFIER_ROUNDS && !printedAsTyped; start += IDENTIFIER_CANDIDATES) {
        const candidates = ranked.slice(start, start + IDENTIFIER_CANDIDATES);
        const pages = await Promise.all(candidates.map(([id]) => pageData(id)));
        candidates.forEach((candidate, index) => {
          const printed = new Set(splitWords(pages[index]!.content));
          if (![...identifiers.keys()].some((identifier) => printed.has(identifier))) return;
          candidate[1] *= 1 + WEIGHTS.exactIdentifier;
          printedAsTyped = true;
        });
      }
      ranked.sort(order);
    }
    // Each query word's places on a page shown, in every ranking of the word that found the page (the page's data holds
    // the places of one ranking only): the section shown is the one with the most of the query's words.
    const placesOn = (id: string) => searchesByWord.map((searches) => searches.flatMap(({response}) => response.results.find((result) => result.id === id)?.words ?? []));
    const resultOf = (page: PagefindResultData, id: string, score: number) => bestSection(page, marked, score, placesOn(id), markedByWord, typedByWord);
    // Of the first pages, one whose section holds more of the query's words comes first. An HTTP method typed is left out:
    // it names an operation by its title, and the pages print "post" and "get" as words. Each page is read, and its
    // result made, as its fragment arrives, while the others download.
    const sectionWords = markedByWord.filter((_, index) => !methodsTyped.has(words[index]!));
    const made = new Map<string, SearchResult>();
    if (sectionWords.length > 1) {
      const coverageOf = sectionCoverage(sectionWords);
      await Promise.all(
        ranked.slice(0, SECTION_CANDIDATES).map(async (candidate) => {
          const page = await pageData(candidate[0]);
          candidate[1] *= 1 + WEIGHTS.section * coverageOf(page);
          made.set(candidate[0], resultOf(page, candidate[0], candidate[1]));
        }),
      );
      ranked.sort(order);
    }
    const results = await Promise.all(ranked.slice(0, limit).map(async ([id, score]) => made.get(id) ?? resultOf(await pageData(id), id, score)));
    return {results, total: ranked.length, filters: countByFilter(ranked.map(([id]) => id), await filtersLoading)};
  }

  return Object.assign(search, {prefetch});
}

/**
 * The forms of a title's words that a query's words credit it for. "Getting Started" introduces a product; it is not the
 * verb of "start an exam" or "start page when I sign in", so only "started" as typed names it (the tune sets: one more
 * in the top 3 with "start page" read as the home page; every past participle in a title kept to its own form
 * answered the same, with "share" no longer naming the Shared Library).
 */
function titleForms(title: string): string[] {
  const words = splitWords(title);
  return words.flatMap((word, index) => (word === 'started' && words[index - 1] === 'getting' ? [word] : baseForms(word)));
}

/** A word of the query with each form of the word after it ("log in"): a phrase may have synonyms of its own. */
const phrasesAfter = (words: string[], index: number) => (words[index + 1] ? baseForms(words[index + 1]!).map((form) => `${words[index]} ${form}`) : []);

/**
 * Whether a word may be corrected or widened to its synonyms: filler ("how do I", searched only while nothing else is
 * typed) and short words never are.
 */
const mayWiden = (word: string) => !isStopWord(word) && word.length >= MIN_WIDENED_LENGTH;

/**
 * The pages that have every word, as Pagefind finds them for a search of the words together (tests/build/search.spec.ts
 * checks), from its rankings of each word; each scored by the sum of its scores for the words. Pagefind scores such a
 * search otherwise (its score of a word depends on the others', as where they share a place, as the halves of
 * "exam-session" do): the engine ranked the tune half with its own scores at MRR 0.7628, with these at 0.7605, with
 * the same 118 queries in the top 3.
 */
export function rankingOfAllWords(responses: PagefindResponse[]): Map<string, number> {
  const [fewest, ...others] = [...responses].sort((a, b) => a.results.length - b.results.length);
  const scoresOf = others.map(({results}) => new Map(results.map((result) => [result.id, result.score])));
  return new Map(
    fewest!.results
      .filter(({id}) => scoresOf.every((scores) => scores.has(id)))
      .map(({id, score}) => [id, scoresOf.reduce((sum, scores) => sum + scores.get(id)!, score)]),
  );
}

/** A part of a page, from one heading to the next; the part above the first heading is titled by the page. */
type Section = {title: string; anchor?: string; start: number; end: number};

/** The page's sections, divided as Pagefind divides its results: at each heading with an id and text. */
function sectionsOf(page: PagefindResultData, title: string, hidden: number): Section[] {
  const headings = (page.anchors ?? []).filter(({element, text}) => /^h\d$/i.test(element) && /\S/.test(text ?? '')).sort((a, b) => a.location - b.location);
  const starts = [{title, start: hidden}, ...headings.map((heading) => ({title: cleanHeading(heading.text!), anchor: heading.id, start: heading.location}))];
  return starts.map((section, index) => ({...section, end: starts[index + 1]?.start ?? Number.POSITIVE_INFINITY}));
}

/**
 * The page's section that holds the most of the query's words; of those, the one whose heading holds the most, then
 * the most as typed, then the one with the best place by Pagefind's weighing in the ranking read (rarer words count
 * more), then the earlier one. Returned as a result with an excerpt from that section, where most of the words are.
 * `wordPlaces`: each query word's places on the page, in every ranking that found it there (without them, the places
 * of the ranking read); `wordForms`: each query word's forms and meanings, as marked; `typedForms`: its forms only.
 */
function bestSection(page: PagefindResultData, marked: Set<string>, score: number, wordPlaces: number[][] = [], wordForms: Set<string>[] = [], typedForms: Set<string>[] = []): SearchResult {
  // The index-only words open the content: excerpts and places count from the first visible word.
  const allWords = page.content.split(/\s+/);
  const hidden = visibleStart(allWords);
  const words = allWords.slice(hidden);
  const route = page.meta.route ?? page.url;
  const title = cleanHeading(page.meta.title ?? route);
  const sections = sectionsOf(page, title, hidden);
  const weighted = (page.weighted_locations ?? []).filter(({location}) => location >= hidden);
  // A phrasal verb of the query ("login") is two words on the page ("Sign In"), which Pagefind indexes apart: its
  // places are where the page prints it (looked for only when the query has one: it reads every word of the page).
  const phrasal = [...PHRASAL_WORDS].some((word) => marked.has(word)) ? phrasalAt(allWords) : [];
  const printedPlaces = wordForms.map((forms) => phrasal.flatMap((word, location) => (word !== undefined && forms.has(word) ? [location] : [])));
  const rankedPlaces = wordPlaces.map((word, index) => [...word, ...(printedPlaces[index] ?? [])]);
  const places = (rankedPlaces.some((word) => word.length > 0) ? rankedPlaces : [weighted.map(({location}) => location)]).map((word) =>
    word.filter((location) => location >= hidden),
  );
  const inSection = (section: Section) => (location: number) => location >= section.start && location < section.end;
  const held = (section: Section) => places.filter((word) => word.some(inSection(section))).length;
  const bestPlace = (section: Section) => Math.max(0, ...weighted.filter(({location}) => inSection(section)(location)).map(({balanced_score}) => balanced_score));
  /** How many of the query's words (each given by its forms) the section's heading prints. */
  const inHeading = (section: Section, formsByWord: Set<string>[]) => {
    const said = splitWords(section.title);
    // Read only for a query with a phrasal verb, as the page's words are (`phrasal`): otherwise none can match.
    const saidPhrasal = phrasal.length > 0 ? phrasalWords(said) : [];
    return formsByWord.filter((forms) => said.some((word) => isMarked(word, forms)) || saidPhrasal.some((word) => forms.has(word))).length;
  };
  // Of two headings with as many of the query's words, the one that prints more of them as typed ("remove a student from my
  // class": Remove a Student, not Move a Student to Another Classroom, whose "classroom" is only the meaning of "class").
  const ranks = sections.map((section) => [held(section), inHeading(section, wordForms), inHeading(section, typedForms), bestPlace(section)]);
  const before = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]! || a[3]! - b[3]!;
  let best = 0;
  ranks.forEach((rank, index) => {
    if (before(rank, ranks[best]!) > 0) best = index;
  });
  const section = sections[best]!;
  const start = section.start - hidden;
  const end = Math.min(words.length, section.end - hidden);
  // The excerpt opens a little before the place from which it holds the most of the query's words.
  const sectionPlaces = places.map((word) => word.filter(inSection(section)).map((location) => location - hidden));
  const wordsFrom = (at: number) => sectionPlaces.filter((word) => word.some((place) => place >= at && place < at + EXCERPT_WORDS - EXCERPT_LEAD)).length;
  const opening = [...new Set(sectionPlaces.flat())].sort((a, b) => a - b).reduce<number | undefined>((chosen, at) => (chosen === undefined || wordsFrom(at) > wordsFrom(chosen) ? at : chosen), undefined);
  const from = Math.max(start, Math.min((opening ?? start) - EXCERPT_LEAD, end - EXCERPT_WORDS));
  const excerptWords = words.slice(from, Math.min(end, from + EXCERPT_WORDS));
  // A phrasal verb searched is marked in both its words ("Sign In"), or in the one that holds both ("sign-in").
  const phrasalMarked = (at: number) => {
    const here = phrasal[hidden + from + at];
    const before = phrasal[hidden + from + at - 1];
    return (here !== undefined && marked.has(here)) || (at > 0 && before !== undefined && marked.has(before) && splitWords(excerptWords[at - 1]!).length === 1);
  };
  const excerptParts = excerptWords.flatMap((word, index): ExcerptPart[] => [
    ...(index > 0 ? [{text: ' ', marked: false}] : []),
    {text: word, marked: isMarked(word, marked) || phrasalMarked(index)},
  ]);
  return {
    url: section.anchor ? `${route}#${section.anchor}` : route,
    title,
    heading: section.title,
    ...(section.anchor ? {anchor: section.anchor} : {}),
    excerpt: excerptWords.join(' '),
    excerptParts: mergeParts(excerptParts),
    score,
  };
}

/**
 * For a query, the largest share of its words that one section of a page prints, each word in any of its forms or meanings
 * (`wordForms`, as marked). Read from the page's words, not Pagefind's places: a word found by its meaning is indexed at
 * the page's start (indexOnlyWords.ts), not where the page prints the site's word for it. Prepared once per query, then
 * applied to each page.
 */
export function sectionCoverage(wordForms: Set<string>[]): (page: PagefindResultData) => number {
  const queryWordsByForm = new Map<string, number[]>();
  wordForms.forEach((forms, index) => forms.forEach((form) => queryWordsByForm.set(form, [...(queryWordsByForm.get(form) ?? []), index])));
  // The page's words that start as a form does, found by the browser's regular expression engine rather than word by word:
  // a word's base forms keep its letters up to a last e or y ("created": "create", "flies": "fly"). Each word found is then
  // read as the query's words are. In lower case and ASCII classes: with the "u" and "i" flags and Unicode letter classes
  // the search bench's results took 30 to 45 ms longer (CPU 4x slower), with these about 12 ms (the site writes English).
  // Read word by word, each with its base forms, also 30 to 45 ms. Forms are words (splitWords), so none needs escaping; a
  // number with a point or slash ("0.5") is not a word of a section's text, and is left out.
  const starts = [...new Set([...queryWordsByForm.keys()].filter((form) => !isNumberWithPoint(form)).map((form) => form.replace(/[ey]$/, '')))].filter((start) => start.length > 1);
  const startingAsForms = new RegExp(`(?:^|[^a-z0-9_'’])((?:${starts.join('|')})[a-z0-9]*(?:[_'’][a-z0-9]+)*)`, 'g');
  // A page prints the same words often, and the first pages share many: each is read once.
  const queryWordsByPrinted = new Map<string, number[]>();
  const queryWordsIn = (printed: string) => {
    if (!queryWordsByPrinted.has(printed)) {
      queryWordsByPrinted.set(printed, [...new Set(splitWords(printed).flatMap(baseForms).flatMap((form) => queryWordsByForm.get(form) ?? []))]);
    }
    return queryWordsByPrinted.get(printed)!;
  };
  return (page) => {
    if (starts.length === 0) return 0;
    const printed = page.content.split(/\s+/);
    let most = 0;
    for (const section of sectionsOf(page, '', visibleStart(printed))) {
      const held = new Set<number>();
      for (const [, word] of printed.slice(section.start, section.end).join(' ').toLowerCase().matchAll(startingAsForms)) queryWordsIn(word!).forEach((index) => held.add(index));
      most = Math.max(most, held.size);
    }
    return most / wordForms.length;
  };
}

/** The phrasal verb (as one word, words.ts) printed from each of a page's words: "Sign In" at "Sign", "sign-in" at itself. */
function phrasalAt(printed: string[]): (string | undefined)[] {
  const split = printed.map(splitWords);
  return split.map(([verb, particle], index) => (verb === undefined ? undefined : phrasalVerb(verb, particle ?? split[index + 1]?.[0])));
}

/** The pages of each filter value, of those given. */
function countByFilter(ids: string[], filters: PageFilters): PagefindFilterCounts {
  const counts: PagefindFilterCounts = {};
  for (const id of ids) {
    for (const [name, values] of Object.entries(Object.hasOwn(filters, id) ? filters[id]! : {})) {
      counts[name] ??= {};
      for (const value of values) counts[name][value] = (counts[name][value] ?? 0) + 1;
    }
  }
  return counts;
}

/** Joins neighbouring unmarked parts, so an excerpt renders as a few text nodes. */
function mergeParts(parts: ExcerptPart[]): ExcerptPart[] {
  const merged: ExcerptPart[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last && !last.marked && !part.marked) {
      last.text += part.text;
    } else {
      merged.push({...part});
    }
  }
  return merged;
}
