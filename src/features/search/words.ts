/**
 * How search reads words, the same in the browser, in Node and at build time: splitting text into
 * words, dropping the words of a question that carry no topic, the base forms of a word, and the
 * spelling neighbours of a word (one letter added, dropped, changed or swapped).
 */

import {describesOwnWork, impliedTopics} from './questionFrames';

/** Longer queries are cut here: nobody types more, and a pasted page must not stall the engine. */
export const MAX_QUERY_CHARS = 200;
/** Words searched at most; the rest of a long query is dropped. */
export const MAX_QUERY_WORDS = 8;

/**
 * Words that frame a question rather than name its topic ("how do I …", "what is the …"). Only
 * words that no page's topic hangs on: "new", "test" or "api" stay, because pages are about them.
 */
const STOP_WORDS = new Set(
  (
    'a about after all also am an and any are as at be been before being but by can could did do does doing done ' +
    'for from get gets getting go had has have having he her here his how i if in into is it its just me my myself ' +
    'of on once one only or our ours out own please she should so some such than that the their them then there ' +
    'these they this those through to too up us very was way we were what when where which while who whom why ' +
    'will with would you your yours want wants wanted need needs needed tell each every vs versus ' +
    // A problem told as a story ("my students say…", "a kid got added…", "keep going"): what was said and to whom is not what to search.
    'say says said tried trying keep keeps going got really actually still even already know wonder wondering think hi hello thanks ' +
    'him hers himself herself themselves theirs yourself ' +
    // When it happened or should: the reader's own calendar, which no page is about ("open friday morning", "yesterday's test").
    'monday tuesday wednesday thursday friday saturday sunday morning afternoon evening tonight today tomorrow yesterday weekend overnight ' +
    // Contractions typed without the apostrophe ("whats new"); with it, the "'s" is dropped (readQuery).
    'whats hows wheres whos ' +
    'let lets able possible someone somebody anyone anybody something anything else ' +
    'via between onto within without inside instead across upon per among toward towards ' +
    // A complaint's negation frames it ("students can't sign in"): pages say what to do, not what fails.
    "can't cant cannot don't dont doesn't doesnt didn't didnt won't wont isn't isnt aren't arent i'm im " +
    "hasn't hasnt haven't havent wasn't wasnt weren't werent shouldn't shouldnt couldn't couldnt wouldn't wouldnt " +
    // The reader and others as contractions ("questions I've already written"); "ill", "well" and "id" are words, so only with the apostrophe.
    "i've ive we've weve you've youve they've theyve i'd i'll we'll you'll they'll we're you're youre they're theyre"
  ).split(' '),
);

/** Lower-case words of letters and digits; "exam_config" and "user_id" stay whole, as pages print them. */
export function splitWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:[_'’][\p{L}\p{N}]+)*/gu) ?? [];
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/**
 * Words that frame a request before the words given, and otherwise name what the reader wants: "show me how to …" and
 * "show us" frame, "show results" asks for the site's view and display; "a list of all my tests" asks for the tests,
 * "list exam sessions" for the API's list operation.
 */
const FRAMING_BEFORE = new Map([['show', new Set(['me', 'us'])], ['list', new Set(['of'])]]);

/**
 * A span of time the reader places something in ("this term", "last week", "next year"), which is no page's topic: "what
 * has changed in Campfire this term" put the glossary (terminology) above the release notes. "Term" alone stays the
 * glossary's word and "year" a grade's; "last" and "next" stay, as in "last attempt" (the tune sets: dropping them
 * too answered one fewer, "find questions I wrote last year").
 */
const TIME_SPANS = new Set(['day', 'week', 'weekend', 'month', 'term', 'semester', 'year', 'quarter', 'morning', 'night']);
const TIME_DEIXIS = new Set(['this', 'last', 'next']);
const namesATime = (words: readonly string[], index: number) => TIME_SPANS.has(words[index]!) && TIME_DEIXIS.has(words[index - 1] ?? '');

/**
 * "Multiple" that counts the things after it ("a reading passage with multiple questions", "assign a test to multiple
 * classes") names no topic: as a word, it names the Multiple Choice and Multiple Selections questions, which such a query
 * does not ask about. It still names them before the words of an answer ("choose multiple answers", "multiple choice").
 * ("Several" names no page: dropped too, it only took a word from "one reading text shared by several questions".)
 */
const COUNTING = new Set(['multiple']);
const ANSWER_WORDS = new Set(['answers', 'choices', 'selections', 'options', 'responses']);
const countsThings = (words: readonly string[], index: number) => {
  const next = words[index + 1] ?? '';
  return COUNTING.has(words[index]!) && isPlural(next) && !ANSWER_WORDS.has(next);
};

/**
 * "Style" between two topic words likens one to the other ("a spreadsheet style answer", "essay style question"): the first
 * word names the topic, and "style" would find the SDK's stylesheet options. Where it is the topic ("style the exam player",
 * "custom style for the player") it stays.
 */
const likens = (words: readonly string[], index: number) =>
  words[index] === 'style' && [words[index - 1], words[index + 1]].every((word) => word !== undefined && !isStopWord(word));

/**
 * The reader's own product ("in my app", "on our platform", "our LMS"): where a developer puts Campfire, which no page is
 * about by that name ("app" would find the App licenses operations). It says the reader asks as a developer.
 */
const OWN_PRODUCTS = new Set(['app', 'apps', 'platform', 'product', 'lms', 'website', 'portal', 'application']);
const OWNERS = new Set(['my', 'our']);
const namesOwnProduct = (words: readonly string[], index: number) => OWN_PRODUCTS.has(words[index]!) && OWNERS.has(words[index - 1] ?? '');

/** The HTTP methods of the API, as a regular expression's alternatives ("GET|POST|…"). */
export const HTTP_METHODS = 'GET|POST|PUT|PATCH|DELETE';
/** An HTTP method alone: filler in a question ("get a key"), but part of an operation in "GET /exams". */
const HTTP_METHOD = new RegExp(`^(${HTTP_METHODS})$`, 'i');
/** A word in camelCase, kebab-case or snake_case ("getExam", "get-exam", "user_id"), punctuation around it aside. */
const IDENTIFIER = /^\W*[\p{L}\p{N}]+([-_][\p{L}\p{N}]+)+\W*$|\p{Ll}\p{Lu}/u;

/** A fraction or a date ("3/4", "10/12"), which has a slash but is no path. */
const NUMBERS_APART = /^\W*\d+\/\d+\W*$/;
/**
 * A decimal or a fraction ("0.5", "1/2"): one word, as Pagefind indexes it ("05", "12"), not two digits that name nothing.
 * A reader who types one is asking about that number ("typed 0.5 instead of 1/2").
 */
const NUMBER_WITH_POINT = /^\W*(\d+(?:[./]\d+)+)\W*$/;
export const isNumberWithPoint = (word: string) => NUMBER_WITH_POINT.test(word);

/**
 * Whether a piece of a query (text between spaces) is code a developer typed: a path ("/exams"; not NUMBERS_APART),
 * an identifier in camelCase, kebab-case or snake_case ("getExam", "get-exam", "user_id") but not hyphenated prose
 * ("co-teacher"), or an HTTP method in upper case or before a path ("GET", "post /items"). Its words are never filler.
 */
function isCode(piece: string, next = ''): boolean {
  return (
    (piece.includes('/') && !NUMBERS_APART.test(piece)) ||
    (IDENTIFIER.test(piece) && !isHyphenatedEnglish(piece)) ||
    (HTTP_METHOD.test(piece) && (piece === piece.toUpperCase() || next.startsWith('/')))
  );
}

/** Prefixes English joins to a word with a hyphen ("co-teacher", "multi-school", "re-enable"). */
const HYPHENATED_PREFIXES = new Set(['co', 're', 'pre', 'multi', 'non', 'self', 'semi', 'sub', 'un', 'mid', 'anti', 'e']);

/** Particles and links of hyphenated prose ("drop-in", "in-progress", "drag-and-drop", "read-only"), which slugs lack. */
const HYPHENATED_LINKS = new Set(['in', 'on', 'up', 'out', 'off', 'and', 'to', 'of', 'by', 'only']);

/**
 * A hyphenated word of prose, not a slug a developer typed: a prefix and a word ("co-teacher"), or words joined by a
 * particle or link ("in-progress", "drag-and-drop"). A teacher's "co-teacher" must not read as a developer's query.
 */
function isHyphenatedEnglish(piece: string): boolean {
  // An underscore, or a capital past the first letter ("Retry-After", "exam_config"), is code's.
  if (/[_\p{Lu}]/u.test(piece.replace(/^\W+|\W+$/g, '').slice(1))) return false;
  const parts = splitWords(piece);
  return (parts.length === 2 && HYPHENATED_PREFIXES.has(parts[0]!)) || parts.some((part) => HYPHENATED_LINKS.has(part));
}

/**
 * Verbs whose particle makes their meaning ("log in", "sign up", "set up"), as one word: the particle is filler
 * alone, and "sign" alone is what a server does to a launch. A query reads the pair as this word, and pages are
 * indexed under it wherever they print the pair (phrasalWords), so "log in" finds the pages that say "sign in".
 */
const PHRASAL_VERBS: Record<string, Record<string, string>> = {
  log: {in: 'login', on: 'login', out: 'logout', off: 'logout'},
  sign: {in: 'login', on: 'login', out: 'logout', up: 'signup'},
  set: {up: 'setup'},
  page: {through: 'paginate'},
};

const PARTICLES = new Set(Object.values(PHRASAL_VERBS).flatMap((particles) => Object.keys(particles)));
/** The one words phrasal verbs are read as ("login", "setup"). */
export const PHRASAL_WORDS = new Set(Object.values(PHRASAL_VERBS).flatMap((particles) => Object.values(particles)));

/** The one word for a verb in any form ("signed", "logging") and the word after it, if they are a phrasal verb. */
export function phrasalVerb(verb: string, particle: string | undefined): string | undefined {
  if (particle === undefined || !PARTICLES.has(particle)) return undefined;
  const base = baseForms(verb).find((form) => Object.hasOwn(PHRASAL_VERBS, form));
  return base !== undefined && Object.hasOwn(PHRASAL_VERBS[base]!, particle) ? PHRASAL_VERBS[base]![particle] : undefined;
}

/** The phrasal verbs in a text's words, as one word each, once for each time it is printed. */
export function phrasalWords(words: string[]): string[] {
  return words.flatMap((word, index) => phrasalVerb(word, words[index + 1]) ?? []);
}

type QueryWord = {word: string; code: boolean};

/** The query's words, and those of them that name a topic: not filler, a framing verb or a letter alone (except in code: isCode). */
function readQuery(query: string): {words: QueryWord[]; topical: QueryWord[]} {
  const pieces = query.slice(0, MAX_QUERY_CHARS).split(/\s+/);
  const split = pieces.flatMap((piece, index) => {
    const number = piece.match(NUMBER_WITH_POINT)?.[1];
    if (number) return [{word: number, code: false}];
    // A phone's curly apostrophe is the keyboard's straight one ("can’t" is "can't").
    return splitWords(piece).map((word) => ({word: word.replace(/’/g, "'").replace(/'s$/, ''), code: isCode(piece, pieces[index + 1])}));
  });
  // A phrasal verb is one word, its particle gone with it.
  const words = split.flatMap(({word, code}, index) =>
    index > 0 && phrasalVerb(split[index - 1]!.word, word) !== undefined ? [] : [{word: phrasalVerb(word, split[index + 1]?.word) ?? word, code}],
  );
  const plain = words.map(({word}) => word);
  const framing = ({word}: QueryWord, index: number) =>
    isStopWord(word) || (FRAMING_BEFORE.get(word)?.has(words[index + 1]?.word ?? '') ?? false) || describesOwnWork(plain, index) || namesATime(plain, index) || countsThings(plain, index) || likens(plain, index) || namesOwnProduct(plain, index);
  // A letter alone names no topic (and, as a word still being typed, Pagefind would read the index
  // chunks of every word starting with it).
  const topical = words.filter((word, index) => word.code || (!framing(word, index) && word.word.length > 1));
  // A question's frame may name a topic its words leave out ("who can …": permissions; questionFrames.ts).
  return {words, topical: [...topical, ...impliedTopics(plain).map((word) => ({word, code: false}))]};
}

/**
 * Words only a developer's question has: the API, the SDK and what a program sends or signs. Words developers share with
 * other readers are not among them: "response", "key", "code", "field", "id", "delete", and "rest" ("the rest of"),
 * "request" (Studio's Media Request), "integration" (Campfire's integrations), "component", "header" and "embed" (an image
 * in a question).
 */
const DEVELOPER_WORDS = new Set(
  ('api apis endpoint endpoints json payload token tokens sdk webhook webhooks oauth lti hmac curl http https schema ' +
    'parameter parameters param params iframe javascript js typescript developer developers programmatic programmatically ' +
    'script signature signing launch launches legacy v2 server backend').split(' '),
);
/**
 * A developer's "old" API or component is the legacy one ("old hmac request signing for embedded components"). Only in a
 * developer's query: a teacher's "reuse old questions" asks for questions. ("Previous" is not among them: "previous attempt".)
 */
const OLD = new Set(['old', 'older', 'v1']);
/** An HTTP status a developer quotes ("401", "409"). */
const HTTP_STATUS = /^[45]\d\d$/;

/** Whether a query asks as a developer does: it has code (a path, an identifier, an HTTP method in capitals) or a developer's word. */
export function asksAsDeveloper(query: string): boolean {
  return hasDeveloperWord(readQuery(query).words);
}
function hasDeveloperWord(words: QueryWord[]): boolean {
  const plain = words.map(({word}) => word);
  return words.some(({word, code}, index) => code || DEVELOPER_WORDS.has(word) || HTTP_STATUS.test(word) || namesOwnProduct(plain, index));
}

/**
 * The words of a query worth searching: at most MAX_QUERY_WORDS, without question and filler
 * words or single letters (except in code: isCode), unless the query has nothing else (then "how to" is searched as typed).
 */
export function queryWords(query: string): string[] {
  const {words, topical} = readQuery(query);
  const developer = hasDeveloperWord(words);
  return [...new Set((topical.length > 0 ? topical : words).map(({word}) => (developer && OLD.has(word) ? 'legacy' : word)))].slice(0, MAX_QUERY_WORDS);
}

/** Whether a query names a topic: a word that is neither filler nor a letter alone ("how do I a" does not). */
export function hasTopic(query: string): boolean {
  return readQuery(query).topical.some(({word}) => !isStopWord(word) && word.length > 1);
}

/**
 * Whether the reader is likely mid-question or mid-word, so the search box waits longer before
 * searching: the query has no topic yet ("how do I"), or it ends in a word of one or two letters
 * ("add st"), which Pagefind would read the index chunks of every word it starts for. A final
 * stop word ("sign in") is dropped from the search, so it costs nothing and is no reason to wait.
 */
export function stillTyping(query: string): boolean {
  const lastWord = query.match(/(?:^|\s)(\S{1,2})$/)?.[1]?.toLowerCase();
  return !hasTopic(query) || (lastWord !== undefined && !isStopWord(lastWord));
}

/**
 * The words of each camelCase identifier in a query, by the identifier as queryWords gives it:
 * "getExamSessionResults" → getexamsessionresults: "get exam session results". An operationId
 * is written so, and its operation's page names it in words.
 */
export function identifierWords(query: string): Map<string, string> {
  const identifiers = query.slice(0, MAX_QUERY_CHARS).match(/[\p{L}\p{N}]*\p{Ll}\p{Lu}[\p{L}\p{N}]*/gu) ?? [];
  return new Map(identifiers.map((identifier) => [identifier.toLowerCase(), identifier.replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2').toLowerCase()]));
}

/**
 * The forms a word may take in a dictionary or on a page: itself and what remains after removing a
 * regular English ending ("classes" → "class", "scored" → "score", "copies" → "copy").
 */
export function baseForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => form.length > 2 && !forms.includes(form) && forms.push(form);
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  // A doubled last consonant is single in the base form: "embedded" → "embed", "mapping" → "map"
  // (not f, l, s or z, which base forms double themselves: "called", "passed").
  const undouble = (stem: string) => (/([bdgkmnprtv])\1$/.test(stem) ? add(stem.slice(0, -1)) : undefined);
  // A z doubled before -es or -ed is single in "quiz" ("quizzes", "quizzed"); where it is not ("buzzes"), the extra form names nothing.
  if (/zz(es|ed)$/.test(word)) add(word.slice(0, -3));
  if (word.endsWith('ed')) {
    add(word.slice(0, -2));
    add(word.slice(0, -1));
    undouble(word.slice(0, -2));
  }
  if (word.endsWith('ing')) {
    add(word.slice(0, -3));
    add(`${word.slice(0, -3)}e`);
    undouble(word.slice(0, -3));
  }
  if (word.endsWith('er')) add(word.slice(0, -2));
  // A doer is named from the verb with "-or" as with "-er": "editor" → "edit", "creator" → "create".
  if (word.endsWith('or') && word.length > 5) {
    add(word.slice(0, -2));
    if (word.endsWith('ator')) add(`${word.slice(0, -2)}e`);
  }
  // The site spells American English: a British spelling is read as the American one ("organisation", "colour").
  forms.forEach((form) => add(americanSpelling(form)));
  return forms;
}

/** British endings and their American spelling; "-our" only after two letters or more, so not in "four", "tour" or "hours". */
const AMERICAN_ENDINGS: [british: RegExp, american: string][] = [
  [/isation(s?)$/, 'ization$1'],
  [/is(e|es|ed|ing)$/, 'iz$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/(..)our(s|ed|ing)?$/, '$1or$2'],
  [/tre(s?)$/, 'ter$1'],
  [/ogue(s?)$/, 'og$1'],
];

/** The American spelling of a British one ("organisation": "organization"), else the word itself. */
function americanSpelling(word: string): string {
  const ending = AMERICAN_ENDINGS.find(([british]) => british.test(word));
  return ending ? word.replace(ending[0], ending[1]) : word;
}

/** Whether a word reads as an English plural: it ends in "s" after a letter other than "s" ("sessions", "keys"; not "class"). */
export const isPlural = (word: string) => word.length > 3 && /[^su]s$/.test(word);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one edit from `word`: a letter dropped, added, changed, or two neighbours swapped. */
export function oneEditAway(word: string): Set<string> {
  const edits = new Set<string>();
  for (let at = 0; at <= word.length; at += 1) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (tail) {
      edits.add(head + tail.slice(1));
      if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    }
    for (const letter of LETTERS) {
      edits.add(head + letter + tail);
      if (tail) edits.add(head + letter + tail.slice(1));
    }
  }
  edits.delete(word);
  return edits;
}

/**
 * Whether two words are at most `most` edits apart (a letter dropped, added or changed, or two neighbours swapped), without
 * working out the distance past it: each row of the table stops the count once every cell is over.
 */
export function withinEdits(word: string, other: string, most: number): boolean {
  if (Math.abs(word.length - other.length) > most) return false;
  let before: number[] = [];
  let previous = Array.from({length: other.length + 1}, (_, index) => index);
  for (let row = 1; row <= word.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= other.length; column += 1) {
      const changed = word[row - 1] === other[column - 1] ? 0 : 1;
      let cost = Math.min(previous[column]! + 1, current[column - 1]! + 1, previous[column - 1]! + changed);
      if (row > 1 && column > 1 && word[row - 1] === other[column - 2] && word[row - 2] === other[column - 1]) cost = Math.min(cost, before[column - 2]! + 1);
      current.push(cost);
    }
    if (Math.min(...current) > most) return false;
    [before, previous] = [previous, current];
  }
  return previous[other.length]! <= most;
}

/** Every form of every searched word: a page's word is marked when one of its own forms is among them. */
export function markedForms(texts: string[]): Set<string> {
  return new Set(texts.flatMap((text) => (isNumberWithPoint(text) ? [text] : splitWords(text).flatMap(baseForms))));
}

/** Whether a word as printed (punctuation and all) is a searched word: whole words only, never a part ("0.5", not its "5"). */
export const isMarked = (printed: string, marked: Set<string>) => {
  const number = printed.match(NUMBER_WITH_POINT)?.[1];
  return number ? marked.has(number) : splitWords(printed).some((word) => baseForms(word).some((form) => marked.has(form)));
};

/** An API operation as developers write it: "GET /exams", "/exam/{id}/config"; the method may be left out. */
export type Operation = {method?: string; path: string};

/** Path parameters read alike in any style ("{id}", ":examId"); case and a closing slash or full stop do not count. */
const normalPath = (path: string) =>
  path
    .toLowerCase()
    .replace(/[.,;:)]+$/, '')
    .replace(/\{[^}/]*\}|:[\w-]+/g, '{}')
    .replace(/(.)\/$/, '$1');

/** A path, with the method before it if any. */
const OPERATION = new RegExp(`(?:\\b(${HTTP_METHODS})\\s+)?(\\/\\S*)`, 'gi');

/** A method in capitals and the words after it, up to the next path or method ("POST exam session"). */
const METHOD_AND_WORDS = new RegExp(`\\b(${HTTP_METHODS})((?:\\s+(?!(?:${HTTP_METHODS})\\b)[A-Za-z][\\w-]*){1,4})`, 'g');

/**
 * The operations a query names by method and resource, as developers write them without a path ("POST exam session",
 * "DELETE user", "GET exam session results"): the method, and the words after it.
 */
export function resourcesIn(query: string): {method: string; words: string[]}[] {
  return [...query.slice(0, MAX_QUERY_CHARS).matchAll(METHOD_AND_WORDS)].map(([, method, words]) => ({method: method!, words: splitWords(words!)}));
}

/**
 * How many of the words asked name the operation at a path: none unless they hold its last named part ("/exam-config/{}/exam-session":
 * "exam session"); then each asked word the path has counts ("exam session results" names "/exam-session/{}/results" by 3 and
 * "/exam-session/{}" by 2).
 */
export function wordsNamingPath(asked: string[], path: string): number {
  const parts = path.split('/').filter((part) => part && part !== '{}').map(splitWords);
  const last = parts[parts.length - 1] ?? [];
  const holdsLast = last.length > 0 && asked.some((_, at) => last.every((word, index) => asked[at + index] === word));
  const pathWords = new Set(parts.flat());
  return holdsLast ? new Set(asked.filter((word) => pathWords.has(word))).size : 0;
}

/** The operations (a path, with the method before it if any) written in a text. */
export function operationsIn(text: string): Operation[] {
  return [...text.slice(0, MAX_QUERY_CHARS).matchAll(OPERATION)].map(([, method, path]) => ({
    ...(method ? {method: method.toUpperCase()} : {}),
    path: normalPath(path!),
  }));
}
