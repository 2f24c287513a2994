/**
 * Questions whose frame names a topic their other words leave out: "who can …" asks about permissions, though no
 * word of it is "permission". Each frame's words are filler (words.ts), and the pages that answer it print its topic,
 * so the query is searched with the topic added. A frame reads the query's words in order, filler included.
 */
type Frame = {
  /** The word the pages that answer the question print. */
  topic: string;
  /** Whether the words ask the question, judged at each word in turn. */
  asks: (word: string, index: number, words: readonly string[]) => boolean;
};

const MODALS = new Set(['can', 'may', 'could', 'has', 'have', 'gets', 'is']);
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'across', 'on']);
const DETERMINERS = new Set(['my', 'our', 'the', 'this', 'your', 'a']);

/** The index past a place named after `index` ("in my school", "at our district"), or `index + 1` when none is. */
function pastPlace(words: readonly string[], index: number): number {
  let next = index + 1;
  if (!PLACE_PREPOSITIONS.has(words[next] ?? '')) return next;
  next += 1;
  while (DETERMINERS.has(words[next] ?? '')) next += 1;
  return next + 1;
}

const PERFORMED = new Set(['did', 'doing', 'performed', 'went']);
/** Doers of a "how … did" that ask how to do something ("how did I …"), not how someone performed. */
const SELF = new Set(['how', 'i', 'we', 'you']);
const OTHERS = new Set(['another', 'other', 'others']);
const COLLEAGUES = new Set(['teacher', 'teachers', 'colleague', 'colleagues', 'author', 'authors', 'staff']);
/** What others make that a reader reuses. */
const WORK = new Set(['test', 'tests', 'quiz', 'quizzes', 'exam', 'exams', 'assessment', 'assessments', 'item', 'items', 'question', 'questions', 'content', 'work', 'library']);
const MADE = new Set(['made', 'created', 'wrote', 'written', 'built', 'saved', 'authored']);
const ASKING_WHAT = new Set(['what', 'whats', 'is']);
/** The reader, or the reader's team, as the maker of work they describe ("the questions I've written"). */
const MAKERS = new Set(['i', "i've", 'ive', 'we', "we've", 'weve']);
/**
 * The most words between a colleague and their making ("another teacher at my school already made"): a place or a time,
 * not a clause of its own (the tune sets: 1, 4 and 6 answered 627, 628 and 629 in the top 3).
 */
const COLLEAGUE_TO_MADE = 6;
/** Words that may stand between the maker and the making ("I have already written"). */
const BETWEEN_MAKER_AND_MADE = new Set(['have', 'had', 'already', 'just', 'previously']);

/**
 * Whether the word at `index` says that the reader made something ("tests I made", "questions I've already written"): it
 * describes work the reader has, not what they ask to do, so it is no topic of the query (words.ts) and the work is theirs.
 */
export function describesOwnWork(words: readonly string[], index: number): boolean {
  if (!MADE.has(words[index]!)) return false;
  let before = index - 1;
  while (before >= 0 && BETWEEN_MAKER_AND_MADE.has(words[before]!)) before -= 1;
  return before >= 0 && MAKERS.has(words[before]!);
}
const CHANGED = new Set(['changed', 'changes']);
/** The words of a request to look at something, before what is asked for ("where can I see", "a list of"). */
const LOOKING = new Set(['a', 'the', 'list', 'of', 'see', 'show', 'me', 'view', 'find', 'where', 'are', 'is', 'can', 'do', 'i', 'we', 'how']);
const VERSUS = new Set(['vs', 'versus']);

const FRAMES: Frame[] = [
  // "Who can see results", "who in my school can create classes", "who has access", "what can a school admin do", "what is
  // a teacher allowed to do": who is allowed what, which the roles pages call permissions; not "what can I do with it",
  // which asks what the app is for.
  {
    topic: 'permission',
    asks: (word, index, words) => {
      const can = words.lastIndexOf('can', index);
      return (
        (word === 'who' && MODALS.has(words[pastPlace(words, index)] ?? '')) ||
        (word === 'do' && can > 0 && words[can - 1] === 'what' && !SELF.has(words[can + 1] ?? '')) ||
        (word === 'allowed' && words[index + 1] === 'to')
      );
    },
  },
  // "How my students did", "how is my class doing": how others performed, which the results pages show.
  {
    topic: 'results',
    asks: (word, index, words) => PERFORMED.has(word) && index > 1 && !SELF.has(words[index - 1]!) && words.slice(0, index - 1).includes('how'),
  },
  // "Another teacher's quiz", "tests other teachers made", "a quiz another teacher at my school already made", "a
  // colleague's test": others' work reaches the reader by being shared. Only when the others are named with their work or
  // as its makers: not when they receive it ("send questions to a colleague", "assign a colleague to review my items"),
  // are given something ("give another teacher admin rights"), or when the work is the reader's ("give another teacher
  // the tests I made").
  {
    topic: 'shared',
    asks: (word, index, words) => {
      const person = OTHERS.has(word) && COLLEAGUES.has(words[index + 1] ?? '') ? index + 1 : word.startsWith('colleague') ? index : -1;
      if (person < 0) return false;
      const after = words.slice(person + 1, person + 1 + COLLEAGUE_TO_MADE);
      const reader = after.findIndex((next) => MAKERS.has(next));
      return WORK.has(after[0] ?? '') || after.slice(0, reader < 0 ? undefined : reader).some((next) => MADE.has(next));
    },
  },
  // "The tests I made", "my saved tests": the reader's own work, which the site files under "My …" ("My Library").
  {topic: 'my', asks: (word, index, words) => (word === 'i' || word === 'my') && MADE.has(words[index + 1] ?? '')},
  // "A list of all my tests", "where can I see all my questions": every one of the reader's things, asked for to look at,
  // which the pages that list them call browsing. Not when something is done to them ("move all my questions to another
  // bank", "assign all my quizzes"): the page of that action answers.
  {
    topic: 'browse',
    asks: (word, index, words) =>
      word === 'all' && words[index + 1] === 'my' && WORK.has(words[index + 2] ?? '') && words.slice(0, index).every((before) => LOOKING.has(before)),
  },
  // "In one go", "all at once", "at the same time", "not one by one": a change to many things, which the operations pages
  // call bulk.
  {
    topic: 'bulk',
    asks: (word, index, words) => {
      const before = (count: number) => words.slice(Math.max(0, index - count), index).join(' ');
      return (word === 'once' && before(1) === 'at') || (word === 'go' && before(2) === 'in one') || (word === 'one' && before(2) === 'one by') || (word === 'time' && before(3) === 'at the same');
    },
  },
  // "The difference between an exam and an exam session", "exam vs exam config vs session, what does each mean": what
  // tells terms apart, which the terminology page defines (its aliases: definitions, glossary). Not "vs" alone ("quiz vs
  // homework" asks the teacher's pages), nor "what does … mean" alone ("what do the tiles on the home screen mean" asks
  // about the teacher's screen).
  {
    topic: 'definitions',
    asks: (word, index, words) =>
      (word === 'difference' && words[index + 1] === 'between') || (word === 'mean' && words.some((other) => VERSUS.has(other))),
  },
  // "What's new", "what is new in Studio", "what has changed": the release notes, which say "release".
  {
    topic: 'release',
    asks: (word, index, words) =>
      (word === 'new' && ASKING_WHAT.has(words[index - 1] ?? '')) || (CHANGED.has(word) && words.slice(Math.max(0, index - 2), index).includes('what')),
  },
];

/** The topics a query's words ask about without naming them, once each. */
export function impliedTopics(words: readonly string[]): string[] {
  return FRAMES.filter(({asks}) => words.some((word, index) => asks(word, index, words))).map(({topic}) => topic);
}
