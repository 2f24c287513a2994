import {existsSync, readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {listMdxFiles} from '../../scripts/content-lint.cjs';
import {statementsOf} from './pageStatements';
import {PUBLISHED_FIGURES} from '../../src/data/publishedFigures';
import {UNSOURCED, type UnsourcedDetail} from '../../src/data/productFacts';

/**
 * No invented numbers: every number, limit, default or duration a page states in its prose must be one the
 * published site gives (src/data/publishedFigures.ts) or one listed in UNSOURCED (src/data/productFacts.ts) for
 * that page. The patterns below find such statements; add one when a new way of stating a figure turns up.
 */

const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|thousand';
/** A number in digits ("25", "1,000", "0.5") or in words ("five"). Vague amounts ("several", "a few") are not figures. */
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)*|(?:${NUMBER_WORDS}))`;
/** A number in digits other than 0: "adds 0 points" says a thing is not scored, it sets no figure. */
const DIGITS = String.raw`(?:[1-9]\d*(?:[.,]\d+)*|0[.,]\d+)`;
/** "5", "5 to 10", "five or six": a number or a range of them. */
const AMOUNT = String.raw`${NUMBER}(?:\s?(?:to|or|-|–)\s?${NUMBER})?`;

type Pattern = {kind: string; pattern: RegExp; /** An example's content may use it freely (a rubric worth 4 points). */ illustrative?: boolean};

export const PATTERNS: Pattern[] = [
  {kind: 'duration', pattern: new RegExp(String.raw`\b${AMOUNT}[\s-](?:second|minute|hour|day|week|month|year|ms|millisecond)s?\b`, 'gi')},
  {kind: 'size', pattern: new RegExp(String.raw`\b${AMOUNT}\s?(?:KB|kB|MB|GB|MiB|GiB|bytes|characters)\b`, 'gi')},
  {
    kind: 'bound',
    pattern: new RegExp(
      String.raw`\b(?:up to|at most|at least|no more than|no fewer than|more than|fewer than|less than|as many as|maximum of|minimum of|limit of|limited to|capped at|within)\s(?!one\b)${NUMBER}\b`,
      'gi',
    ),
  },
  // "defaults to 25", "the default is", "Draft by default"; not the noun in "bank defaults are filled in".
  {kind: 'default', pattern: /\b(?:defaults to|default (?:is|value)|by default|(?:is|are) the default)\b/gi},
  {kind: 'percentage', pattern: new RegExp(String.raw`\b${AMOUNT}\s?(?:%|percent\b|per cent\b)`, 'gi')},
  // "2x" as a size, not "5x + 6" in an expression.
  {kind: 'multiplier', pattern: new RegExp(String.raw`\b(?:\d+(?:\.\d+)?[x×]|${NUMBER} times)(?=\W|$)(?!\s*[+\-=^²])`, 'gi')},
  // "3 requests per minute"; not "one call per record".
  {
    kind: 'rate',
    pattern: new RegExp(String.raw`\b${AMOUNT} (?:requests?|calls?|launches|attempts?|retries|tries|times) (?:per|a|an|every) (?:second|minute|hour|day|week)\b`, 'gi'),
  },
  // "two or three per school": a quota; "one row per student" describes a layout, not a limit.
  {
    kind: 'quota',
    pattern: new RegExp(String.raw`\b(?!one\b)${AMOUNT}(?: [a-z]+)? per (?:workspace|school|district|bank|classroom|class|teacher|student|user|key)\b`, 'gi'),
  },
  {
    kind: 'allowance',
    pattern: new RegExp(
      String.raw`\b${AMOUNT} (?:files|attempts|retakes|retries|requests|sessions|launches|seats|licen[cs]es|tokens|users|administrators|classrooms|banks|workspaces|keys)\b`,
      'gi',
    ),
  },
  {
    kind: 'count',
    pattern: new RegExp(String.raw`\b${DIGITS}(?:\s?(?:to|or|-|–)\s?${DIGITS})? (?:items|questions|points?|students|rows|columns|options|answers|words)\b`, 'gi'),
    illustrative: true,
  },
];

/** A sentence that works through an example: its counts are the example's, not the product's. */
const EXAMPLE = /\b(?:for example|for instance|e\.g\.|example|suppose|say|such as|worth|imagine|might)\b/i;
/** Sections where counts of points, items and rows are the workings of an example. */
const EXAMPLE_SECTION = /example|scoring|rubric|prompt/i;

/** Quoted text is the content of an example (a prompt, a task's description), not a claim about the product. */
const withoutQuotes = (sentence: string) => sentence.replace(/"[^"]*"|“[^”]*”/g, '""');

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

const published = PUBLISHED_FIGURES.map((entry) => normalise(entry.figure));

function listedAsUnsourced(file: string, sentence: string, unsourced: readonly UnsourcedDetail[]): boolean {
  const said = normalise(sentence);
  return unsourced.some(
    (entry) =>
      'pages' in entry &&
      entry.pages.includes(file) &&
      entry.statements.some((statement) => said.includes(normalise(statement)) || normalise(statement).includes(said)),
  );
}

/** The sentences of a page that state a figure neither the published figures nor UNSOURCED account for. */
export function unaccountedFigures(file: string, source: string, unsourced: readonly UnsourcedDetail[] = UNSOURCED): string[] {
  const found: string[] = [];
  for (const {text, heading, example} of statementsOf(source)) {
    if (example) continue;
    const claim = withoutQuotes(text);
    const figures = new Set<string>();
    for (const {pattern, illustrative} of PATTERNS) {
      if (illustrative && (EXAMPLE.test(claim) || EXAMPLE_SECTION.test(heading))) continue;
      for (const match of claim.matchAll(pattern)) {
        const figure = normalise(match[0]);
        if (!published.some((entry) => claim.toLowerCase().includes(entry) && (entry.includes(figure) || figure.includes(entry)))) figures.add(match[0]);
      }
    }
    if (figures.size > 0 && !listedAsUnsourced(file, text, unsourced)) found.push(`${file}: "${[...figures].join('", "')}" in: ${text}`);
  }
  return found;
}

const PAGES = [...listMdxFiles('docs'), ...listMdxFiles('blog')] as string[];

test('pages state no number, limit, default or duration that is neither published nor listed in UNSOURCED', () => {
  const failures = PAGES.flatMap((file) => unaccountedFigures(file, readFileSync(file, 'utf8')));
  expect(failures).toEqual([]);
});

test('every UNSOURCED detail is still stated, in its words, on each page it names', () => {
  const stale: string[] = [];
  for (const entry of UNSOURCED) {
    if (!('pages' in entry)) continue;
    for (const page of entry.pages) {
      const said = statementsOf(readFileSync(page, 'utf8')).map((statement) => normalise(statement.text)).join(' ');
      if (!entry.statements.some((statement) => said.includes(normalise(statement)))) stale.push(`${page}: ${entry.detail}`);
    }
  }
  expect(stale).toEqual([]);
});

test('every UNSOURCED detail held in data, the OpenAPI file or doc folders names places that exist', () => {
  const missing = UNSOURCED.flatMap((entry) => ('heldIn' in entry ? entry.heldIn.filter((place) => !existsSync(place)).map((place) => `${place}: ${entry.detail}`) : []));
  expect(missing).toEqual([]);
});

test('the check finds invented figures in every form and lets examples, published and listed figures through', () => {
  const page = (text: string) => `---\ntitle: T\n---\n\n${text}\n`;
  const found = (text: string, unsourced: UnsourcedDetail[] = []) => unaccountedFigures('docs/x.mdx', page(text), unsourced);
  const invented = {
    'Launch timestamps may differ by up to five minutes.': ['up to five', 'five minutes'],
    'The LTI clock allows a five-minute skew.': ['five-minute'],
    'Each upload takes up to 20 files of 50 MB.': ['up to 20', '50 MB', '20 files'],
    'The page size defaults to 25.': ['defaults to'],
    'A student may make 3 attempts.': ['3 attempts'],
    'Results are kept for 30 days.': ['30 days'],
    'Mastered starts at 80%.': ['80%'],
    'Retry at most 3 times per minute.': ['at most 3', '3 times'],
    'Grades pass back within ten minutes.': ['within ten', 'ten minutes'],
  };
  for (const [sentence, figures] of Object.entries(invented)) {
    expect(found(sentence), sentence).toHaveLength(1);
    for (const figure of figures) expect(found(sentence)[0], sentence).toContain(`"${figure}"`);
  }
  // Examples, quoted content, existence and published figures are not claims to check.
  expect(found('For example, a question worth 4 points with four bars gives each bar 1 point.')).toEqual([]);
  expect(found('Describe the task: "Write 12 items in 30 minutes."')).toEqual([]);
  expect(found('Every item has at least one question.')).toEqual([]);
  expect(found('Keep two or three Administrators per school.')).toEqual([expect.stringContaining('"two or three Administrators per school"')]);
  expect(found('The grid has one row per student.')).toEqual([]);
  expect(found('Ask for include data rather than one call per record.')).toEqual([]);
  expect(found('| Type | Example description |\n| --- | --- |\n| Task | Write 12 items, at least 4 at DOK 3. |')).toEqual([]);
  expect(found('Example: the key is `>` for gap 1 and `<` for gap 2, so `>` and `>` earns 1 point.')).toEqual([]);
  expect(found('Check that the bank defaults are filled in.')).toEqual([]);
  expect(found('The token is valid for 8 hours.')).toEqual([]);
  expect(found('Code blocks are not prose:\n\n```js\nconst skewSeconds = 300; // 5 minutes\n```')).toEqual([]);
  // A listed figure passes on its page only.
  const listed = [{detail: 'skew', pages: ['docs/x.mdx'], statements: ['differ by up to five minutes']}];
  expect(found('Launch timestamps may differ by up to five minutes.', listed)).toEqual([]);
  expect(unaccountedFigures('docs/y.mdx', page('Launch timestamps may differ by up to five minutes.'), listed)).toHaveLength(1);
});
