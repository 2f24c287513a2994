/**
 * Words a page is indexed under but never shows: the other members of each thesaurus group whose
 * words the page uses (thesaurus.ts), the page's own aliases (searchAliases.ts), its description
 * (the summary its writer put in its front matter, which guide pages show only to other sites), and the languages of
 * an API page's code samples, which are not indexed themselves. They go into
 * the HTML handed to Pagefind only (never into the built page), in one block at the start of the
 * indexed content that ends with INDEX_ONLY_END, which the engine skips when it makes excerpts.
 * So a reader's word finds the pages that use another word of the same meaning in one Pagefind
 * search, which reads one index chunk, instead of one search (and one chunk) per alternative.
 */
import {INDEX_ONLY_END} from './lexicon';
import {SEARCH_ALIASES} from './searchAliases';
import {MEANINGS_BY_MEMBER} from './thesaurus';
import {baseForms, isStopWord, phrasalWords, splitWords} from './words';

/**
 * Pagefind's weight of index-only words: a page that only means a reader's word counts half as much
 * as one that uses it (the weight the thesaurus had when its words were searched one by one)…
 */
const BODY_WEIGHT = 0.5;
/** …and words meaning the title's words half as much as the title's own (Pagefind weighs an h1 at 7). */
const TITLE_WEIGHT = 3.5;
/**
 * A body word is repeated once for each time the page uses another word of its meaning, up to this
 * many: a page about a reader's word ranks above one that mentions it once, as when each word of the
 * same meaning was a search of its own (Pagefind's ranking saturates after a few uses).
 */
const MAX_REPEATS = 3;
/**
 * …and a page's description as much as its text: a writer's summary of what the page is for, often in other words than
 * the page's (the 673 tune queries: 0.75 to 2 answered 621 to 622 in the top 3 against 620, 1 the most with MRR 0.818 to
 * 0.819; 2, 621 with MRR 0.821). Leaving out a description the page prints: indexed twice, 620.
 */
const DESCRIPTION_WEIGHT = 1;

export type IndexOnlyWords = {title: string[]; body: string[]; description: string[]; samples: string[]};

/** The thesaurus's phrases: the only word pairs of a page worth counting. */
const PHRASES = new Set(MEANINGS_BY_MEMBER.flat(2).filter((member) => member.includes(' ')));

/** Each thesaurus word → how often `words` use another word of its meaning (a phrase where its words follow each other). */
function meanings(words: string[]): Map<string, number> {
  const uses = new Map<string, number>();
  for (const form of words.flatMap(baseForms)) uses.set(form, (uses.get(form) ?? 0) + 1);
  // A phrase is used where its words follow each other, filler aside ("true or false" is "true false").
  const topical = words.filter((word) => !isStopWord(word)).map(baseForms);
  for (let at = 1; at < topical.length; at += 1) {
    for (const first of topical[at - 1]!) {
      for (const second of topical[at]!) {
        const phrase = `${first} ${second}`;
        if (PHRASES.has(phrase)) uses.set(phrase, (uses.get(phrase) ?? 0) + 1);
      }
    }
  }
  const usesOf = (member: string) => uses.get(member) ?? 0;
  const meant = new Map<string, number>();
  for (const [member, meanings] of MEANINGS_BY_MEMBER) {
    const others = meanings.reduce((sum, other) => sum + usesOf(other), 0);
    splitWords(member).forEach((word) => meant.set(word, (meant.get(word) ?? 0) + others));
  }
  return meant;
}

/**
 * The words to index a page under as well: by its title, the words that mean its title's words and
 * its aliases (which stand for the title); by its body, the words that mean its words, repeated by how often;
 * its description's words, unless the page prints the description (an API operation's is its opening paragraph); and the
 * languages of its code samples (codeSampleLanguages).
 */
export function indexOnlyWords(title: string, content: string, route: string | undefined, description = '', sampleLanguages: string[] = []): IndexOnlyWords {
  const aliases = route !== undefined && Object.hasOwn(SEARCH_ALIASES, route) ? SEARCH_ALIASES[route]! : [];
  const titleWords = [...indexedUnder(splitWords(title))].filter(([, count]) => count > 0).map(([word]) => word);
  const contentWords = splitWords(content);
  const descriptionWords = splitWords(description);
  return {
    title: [...new Set([...titleWords, ...aliases.flatMap(splitWords)])],
    body: [...indexedUnder(contentWords)].flatMap(([word, count]) => Array<string>(Math.min(count, MAX_REPEATS)).fill(word)),
    description: ` ${contentWords.join(' ')} `.includes(` ${descriptionWords.join(' ')} `) ? [] : descriptionWords,
    samples: sampleLanguages.flatMap(splitWords),
  };
}

/**
 * The words a text is indexed under, with how often: those that mean its words, and each phrasal verb it prints ("sign
 * in") as the one word a query reads it as ("login", words.ts), which Pagefind cannot see in two words; its meanings too.
 */
function indexedUnder(words: string[]): Map<string, number> {
  const phrasal = phrasalWords(words);
  const counts = meanings([...words, ...phrasal]);
  for (const word of phrasal) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * The languages of an API operation's code samples ("cURL", "Python"), as much as the words a page means: every operation
 * page shows a sample in each, but the samples are not indexed (writeIndex.mjs), so "curl create item" found the legacy
 * pages, which print curl in their text, and not Create item. Their libraries ("fetch", "requests") are left out: a
 * reader's "fetch a student's score" is no JavaScript (the tune sets: weight 1, MRR 0.8445 against 0.8455; 0.5, unchanged,
 * and "node.js example" kept to the guides).
 */
const SAMPLES_WEIGHT = BODY_WEIGHT;
/** The tab list of an API page's code samples (src/patches/openapi-theme/codeSamples/CodeSamples.tsx), as built. */
const SAMPLE_TABS = /<div role="?tablist"? aria-label="Code samples"[^>]*>(.*?)<\/div>/;

/** The languages of the code samples a built page shows, from their tabs' labels ("Python requests": "Python"). */
export function codeSampleLanguages(html: string): string[] {
  const tabs = SAMPLE_TABS.exec(html)?.[1] ?? '';
  return [...tabs.matchAll(/<button[^>]*>([^<\s]*)/g)].map((match) => match[1]!);
}

/** The opening tag of the element Pagefind indexes (theme/: data-pagefind-body). */
const INDEXED_ELEMENT = /<[a-z]+\b[^>]*\bdata-pagefind-body\b[^>]*>/i;

/** `html` with `words` indexed at the start of its indexed element, weighted as words of the same meaning. */
export function withIndexOnlyWords(html: string, {title, body, description, samples}: IndexOnlyWords): string {
  const block = (words: string[], weight: number) => (words.length > 0 ? `<div data-pagefind-weight="${weight}">${words.join(' ')}</div>` : '');
  return html.replace(
    INDEXED_ELEMENT,
    (tag) => `${tag}${block(title, TITLE_WEIGHT)}${block(body, BODY_WEIGHT)}${block(description, DESCRIPTION_WEIGHT)}${block(samples, SAMPLES_WEIGHT)}<div>${INDEX_ONLY_END}</div>`,
  );
}
