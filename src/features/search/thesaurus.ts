/**
 * The domain's words of the same meaning: how teachers, admins, authors and developers name what the
 * site documents in its own words. Each line is one group; a page that uses a member is also indexed under
 * the group's others (indexOnlyWords.ts), and a query word (or two-word phrase) in a group counts in titles
 * as the group's other members that the site uses (engine.ts). One line serves every page that uses any of
 * its words, so this list grows with the domain's vocabulary, never per page. Words in base form, lower case; phrases
 * without filler words, as queries are read (words.ts drops "a", "the", "in"…: "log in" is read as "log").
 */
export const THESAURUS: string[][] = [
  // Making and changing things.
  ['make', 'create', 'new', 'build', 'add', 'author', 'generate'],
  ['copy', 'duplicate', 'clone'],
  ['replace', 'overwrite'],
  ['edit', 'update', 'modify', 'change', 'author'],
  ['view', 'see', 'access', 'show', 'display'],
  // A setting is named by what it shows ("Show score on complete"); a reader who wants it off asks to hide it.
  ['hide', 'show'],
  ['delete', 'remove', 'revoke'],
  ['disable', 'deactivate', 'suspend'],
  ['reset', 'clear', 'start over', 'wipe'],
  ['retake', 'again', 'redo', 'reopen'],
  ['upload', 'import'],
  ['download', 'export'],
  ['get', 'fetch', 'retrieve'],
  ['find', 'search', 'browse', 'look'],
  ['embed', 'component', 'widget'],
  ['write', 'create', 'author'],
  // People and groups.
  ['class', 'classroom', 'roster', 'section', 'homeroom'],
  ['student', 'learner', 'pupil', 'candidate', 'kid', 'child'],
  ['teacher', 'instructor', 'educator'],
  ['admin', 'administrator'],
  ['user', 'account', 'member'],
  ['school', 'workspace', 'organization', 'district', 'tenant', 'campus'],
  // Tests and their parts.
  ['test', 'exam', 'assessment', 'quiz', 'paper'],
  ['homework', 'assignment'],
  ['give', 'assign', 'deliver', 'schedule'],
  ['question', 'item'],
  // QTI calls a question type an interaction.
  ['question type', 'interaction'],
  ['type', 'kind'],
  // An item bank is also called an item pool.
  ['bank', 'pool'],
  ['answer', 'response'],
  ['grade', 'score', 'mark', 'scoring', 'credit'],
  ['rescore', 'regrade', 'recalculate', 'remark'],
  ['result', 'report', 'score'],
  ['result', 'grade'],
  ['partial', 'custom'],
  ['passage', 'stimulus', 'reading'],
  ['translation', 'translate', 'language'],
  ['settings', 'configuration', 'config', 'preferences', 'options'],
  ['standard', 'mastery', 'objective', 'skill'],
  ['tag', 'metadata', 'label'],
  ['title', 'name'],
  ['bulk', 'batch', 'operation'],
  ['paginate', 'pagination', 'paging'],
  ['workflow', 'task', 'job'],
  // Signing in and access.
  ['login', 'signin', 'sso'],
  ['signup', 'register', 'enrol', 'enroll', 'create account'],
  ['permission', 'rights', 'access', 'role'],
  ['key', 'credential', 'token', 'secret'],
  ['license', 'licence', 'seat'],
  ['status', 'health', 'uptime'],
  ['allowlist', 'whitelist', 'safelist', 'unblock'],
  ['accessibility', 'accessible', 'screen reader', 'low vision', 'visual impairment', 'disability', 'blind'],
  ['endpoint', 'api', 'operation'],
  ['home', 'dashboard', 'overview', 'tour', 'start page', 'home page', 'landing page'],
  ['new', 'release', 'changelog'],
  ['latest', 'recent', 'release'],
  // How questions are answered.
  // A true-or-false question is a multiple choice question with two options.
  ['true false', 'multiple choice'],
  ['choose', 'select', 'selection', 'pick', 'picker'],
  ['checkbox', 'tick', 'select'],
  ['blank', 'gap', 'entry'],
  ['drag', 'drop', 'gap', 'match'],
  ['highlight', 'selectable'],
  ['voice', 'audio', 'record', 'speaking'],
  ['draw', 'drawing', 'sketch', 'pen'],
  ['image', 'picture', 'photo'],
  ['graph', 'cartesian', 'plot', 'chart'],
  ['histogram', 'bar chart', 'dot plot'],
  ['pie', 'circle'],
  ['sliding', 'slider'],
  ['sort', 'order', 'sequence', 'arrange', 'rank'],
  ['spreadsheet', 'table', 'csv'],
  ['file', 'attachment', 'document'],
  ['formula', 'equation', 'math', 'expression'],
  ['paragraph', 'essay', 'extended', 'open ended', 'free response'],
];

/**
 * Common languages of schools' students, by their English names. Not Greek, which the editor's pages use for letters, nor
 * Polish, a verb. (English too is left out: the whole site is written in it.)
 */
const LANGUAGE_NAMES = (
  'spanish french german italian portuguese chinese mandarin cantonese japanese korean arabic hindi urdu bengali ' +
  'punjabi russian ukrainian dutch welsh irish gaelic turkish hebrew vietnamese tagalog somali swahili'
).split(' ');

/**
 * Readers' words for the site's words that the site uses in another sense, so the meaning goes one way only: a reader's
 * "points" are a score, and a page that prints "score" is found by them, but the site's "point" is also a point on a
 * graph (Select Point), which no reader of "score" wants.
 */
export const READERS_WORDS: [reader: string, site: string[]][] = [
  ['points', ['score', 'scoring']],
  ['sitting', ['session', 'attempt']],
  ['invigilate', ['proctor']],
  ['invigilator', ['proctor']],
  ['headteacher', ['admin']],
  ['principal', ['admin']],
  ['mock', ['practice']],
  // The home screen's cards, as a teacher names them; a question's tiles (Gap Match) are no card.
  ['tile', ['card']],
  // A student who has finished has submitted.
  ['finish', ['submit']],
  // Another try is another attempt: pages say "try" for trying a feature out. (Not "retry": pages retry requests.)
  ['try', ['attempt', 'retake']],
  ['updates', ['release']],
  ['rename', ['update', 'title']],
  ['wizard', ['guided']],
  ['payload', ['request body']],
  // Languages by name: an item in another language is a language version of it.
  ...LANGUAGE_NAMES.map((name): [string, string[]] => [name, ['language', 'translate']]),
  // Screen readers by name.
  ['jaws', ['screen reader']],
  ['nvda', ['screen reader']],
  ['voiceover', ['screen reader']],
];

/** Each word or phrase with the words it means: a group's members each other, a reader's word its site words. */
export const MEANINGS_BY_MEMBER: readonly [member: string, meanings: string[]][] = [
  ...THESAURUS.flatMap((group) => group.map((member): [string, string[]] => [member, group.filter((other) => other !== member)])),
  ...READERS_WORDS,
];
