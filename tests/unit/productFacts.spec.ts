import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {listMdxFiles, splitFrontMatter} from '../../scripts/content-lint.cjs';
import {VOCABULARY} from '../../src/data/productFacts';
import {QUESTION_TYPE_GROUPS} from '../../src/data/questionTypes';
import {CAMPFIRE_MANUAL_SCORING_LABELS, CAMPFIRE_SCORING_LABELS, MANUALLY_SCORED_QUESTION_TYPES} from '../../src/data/scoring';
import {OBJECTIVE_AUTHORITIES} from '../../src/data/lti';
import {LEGACY_ROUTE_MIGRATION} from '../../src/data/apiMigration';
import {API_ERRORS} from '../../src/data/apiErrors';
import {STATUSES} from '../../src/data/statuses';
import {CAMPFIRE_ROLES, STUDIO_ROLES} from '../../src/data/roles';
import {readOpenApiFile} from '../../src/sidebars/apiOperations';

/**
 * Guards the single source of product facts: a role, status or label a page names in prose must be one of the
 * names in src/data, and a table of roles or statuses must come from a component, not be typed into a page.
 */
const KNOWN = new Set<string>(Object.values(VOCABULARY).flat());

/** Capitalised words that sit next to "role" or "status" without being one. */
const NOT_NAMES = new Set(['Campfire', 'Studio', 'The', 'A', 'An', 'Each', 'Every', 'Their', 'Your', 'Its', 'This', 'That', 'LTI', 'API', 'REST', 'Workspace', 'Set', 'User', 'Change', 'Legacy']);

const TRIGGER = /\b(?:roles?|status(?:es)?)\b/i;
const PHRASE = String.raw`\*{0,2}([A-Z][a-z]+(?: [A-Z][a-z]+){0,2})\*{0,2}`;
// After "status" and in lists, later words may be lower case, so "In progress" is caught as a drift from "In Progress".
const LOOSE_PHRASE = String.raw`\*{0,2}([A-Z][a-z]+(?: [A-Za-z][a-z]+){0,2})\*{0,2}`;
const BEFORE_TRIGGER = new RegExp(`${PHRASE} (?:roles?|status)\\b`, 'g');
const AFTER_TRIGGER = new RegExp(`\\b(?:role|status)(?:es)? (?:is |of |to |as |shows |reads |from |=)?${PHRASE}`, 'g');
const LIST = new RegExp(`${LOOSE_PHRASE}(?:, ${LOOSE_PHRASE})+,? (?:or|and) ${LOOSE_PHRASE}`, 'g');
const TITLE_PHRASE = /^\*{0,2}[A-Z][a-z]+(?: [A-Za-z][a-z]+){0,2}\*{0,2}$/;

/** Prose sentences of an MDX page: no front matter, code, imports or JSX, tables split into rows. */
function sentences(source: string): string[] {
  const {body} = splitFrontMatter(source);
  const prose = body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '')
    .replace(/^import .*$/gm, '')
    .replace(/<[A-Z][^>]*\/>/g, '');
  return prose
    .split(/\n\s*\n/)
    .flatMap((block) => (block.trimStart().startsWith('|') ? block.split('\n') : [block.replace(/\n/g, ' ')]))
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?:;])\s+|\s+\|\s+/));
}

/** Names next to "role" or "status", or listed in a sentence about roles or statuses, that the data does not know. */
export function unknownNames(source: string): string[] {
  const unknown: string[] = [];
  for (const sentence of sentences(source)) {
    if (!TRIGGER.test(sentence)) continue;
    const candidates: string[] = [];
    const opening = sentence.replace(/^[\s|*]+/, '');
    for (const pattern of [BEFORE_TRIGGER, AFTER_TRIGGER]) {
      for (const match of opening.matchAll(pattern)) {
        // "Task status is ...": a capital at the start of a sentence is not a name.
        if (pattern === BEFORE_TRIGGER && match.index === 0 && !KNOWN.has(match[1])) continue;
        candidates.push(match[1]);
      }
    }
    for (const match of opening.matchAll(LIST)) {
      const items = match[0].split(/, | or | and /).map((item) => item.replace(/^,? ?/, '').trim());
      if (items.every((item) => TITLE_PHRASE.test(item))) candidates.push(...items.map((item) => item.replace(/\*/g, '')));
    }
    for (const candidate of candidates) {
      const words = candidate.split(' ');
      // "the Content Manager role": the name may be the last one or two words of the phrase.
      const known = words.some((_, start) => KNOWN.has(words.slice(start).join(' ')) || KNOWN.has(words.slice(0, start + 1).join(' ')));
      if (!known && !NOT_NAMES.has(words[0]) && !NOT_NAMES.has(candidate)) unknown.push(`"${candidate}" in: ${sentence.trim()}`);
    }
  }
  return unknown;
}

/** A Markdown table whose first header cell is one of these: the header row, then the separator row. */
const FACT_TABLE_HEADER = /^\|\s*(?:Status|Role|Permission|Capability|Label|Scoring Rule|Scoring Method)\s*\|.*\n\|\s*:?-{3}/m;

test('pages name only the roles, statuses and labels in src/data', () => {
  const failures = listMdxFiles('docs').flatMap((file: string) =>
    unknownNames(readFileSync(file, 'utf8')).map((problem) => `${file}: ${problem}`),
  );
  expect(failures).toEqual([]);
});

test('tables of roles, permissions, statuses and labels are rendered from src/data, not typed into pages', () => {
  const typed = listMdxFiles('docs').filter((file: string) => FACT_TABLE_HEADER.test(readFileSync(file, 'utf8')));
  expect(typed).toEqual([]);
});

const LIST_SEPARATOR = String.raw`(?:\*{0,2}\s*(?:,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+)\*{0,2})`;
/** Each kind of status of more than one name, and each product's roles, with the pattern of the names typed as a list in their order. */
const FACT_LISTS = [
  ...Object.entries(STATUSES).map(([kind, statuses]) => ({kind, names: statuses.map(({name}) => name)})),
  {kind: 'campfireRoles', names: CAMPFIRE_ROLES.map(({name}) => name)},
  {kind: 'studioRoles', names: STUDIO_ROLES.map(({name}) => name)},
]
  .filter(({names}) => names.length > 1)
  .map(({kind, names}) => ({kind, pattern: new RegExp(names.map((name) => `\\b${name}\\b`).join(LIST_SEPARATOR))}));

/**
 * Every name of one kind of status or of a product's roles typed as a list ("Draft, Review or Published"), which
 * <StatusNames kind="…" /> or <RoleNames product="…" /> renders from the data. A sentence that tells the order they
 * come in ("moves from Queued to Running") is prose, not a list.
 */
export function typedFactLists(source: string): string[] {
  return sentences(source).flatMap((sentence) =>
    FACT_LISTS.filter(({pattern}) => pattern.test(sentence)).map(({kind}) => `${kind}: ${sentence.trim()}`),
  );
}

test('a whole list of one kind of status, or of a product\'s roles, is rendered from the data, not typed into a page', () => {
  const failures = listMdxFiles('docs').flatMap((file: string) => typedFactLists(readFileSync(file, 'utf8')).map((list) => `${file}: ${list}`));
  expect(failures).toEqual([]);
});

/** "Scoring mode", "Scoring panel": every capitalised "Scoring …" name must be a scoring label of the data. */
export function unknownScoringLabels(source: string): string[] {
  return sentences(source).flatMap((sentence) =>
    [...sentence.matchAll(/(?<!Needs )\bScoring [A-Za-z]+/g)].map((match) => match[0]).filter((label) => !KNOWN.has(label)),
  );
}

test('scoring labels are the names in src/data (Scoring Configuration, Scoring Rule, Scoring Method)', () => {
  const failures = listMdxFiles('docs').flatMap((file: string) => unknownScoringLabels(readFileSync(file, 'utf8')).map((label) => `${file}: ${label}`));
  expect(failures).toEqual([]);
});

test('the check catches a status, role or label that drifted from the data', () => {
  expect(unknownScoringLabels('Open the Scoring panel and set the **Scoring mode**.')).toEqual(['Scoring panel', 'Scoring mode']);
  expect(unknownScoringLabels('Open the Scoring Configuration and set the Scoring Rule.')).toEqual([]);
  expect(unknownNames('The task moves to the status **Blocked** when it waits.')).toHaveLength(1);
  expect(unknownNames('Give coaches the Coach role.')).toHaveLength(1);
  expect(unknownNames('Each operation is Queued, Running, Paused or Failed, as its status shows.')).toEqual([
    expect.stringContaining('"Paused"'),
  ]);
  expect(unknownNames('An administrator gives a teacher the Content Manager role.')).toEqual([]);
  expect(unknownNames('Each row shows a status (In progress, Idle or Submitted).')).toEqual([expect.stringContaining('"In progress"')]);
  expect(FACT_TABLE_HEADER.test('| Status | Meaning |\n| --- | --- |\n| Open | Open |')).toBe(true);
  expect(typedFactLists('Maturity: Draft, Review or Published.')).toEqual([expect.stringMatching(/^itemMaturity: /)]);
  expect(typedFactLists('Its status (Scheduled, Open, Closed) shows on the card.')).toEqual([expect.stringMatching(/^assignment: /)]);
  expect(typedFactLists('The Status column moves from Queued to Running to Completed, or to Failed.')).toEqual([]);
  expect(typedFactLists('Choose **Standard User**, **Content Manager** or **Administrator**.')).toEqual([expect.stringMatching(/^campfireRoles: /)]);
});

test('scoring and authority data point at things that exist', () => {
  const slugs = new Set(QUESTION_TYPE_GROUPS.flatMap((group) => group.types.map((type) => type.slug)));
  for (const slug of MANUALLY_SCORED_QUESTION_TYPES) expect(slugs.has(slug), slug).toBe(true);
  expect(slugs.has('short-text')).toBe(true);
  expect(MANUALLY_SCORED_QUESTION_TYPES).not.toContain('short-text');
  // Every label of the published Manual Scoring page is paired with a Studio question type that exists.
  expect(CAMPFIRE_SCORING_LABELS.map((entry) => entry.label).sort()).toEqual([...CAMPFIRE_MANUAL_SCORING_LABELS].sort());
  for (const entry of CAMPFIRE_SCORING_LABELS) expect(slugs.has(entry.studioType), entry.label).toBe(true);
  expect(OBJECTIVE_AUTHORITIES.map((authority) => authority.id)).toEqual(['tea', 'fdoe', 'mo-doe', 'oh-doe']);
});

/** The OpenAPI file, read once for the tests below, and each of its operations with its method and path. */
type Response = {$ref?: string; content?: {'application/json'?: {example?: {code?: string}}}};
type Operation = {operationId?: string; responses?: Record<string, Response>};
const openApi = readOpenApiFile<{
  paths: Record<string, Record<string, Operation>>;
  components: {responses: Record<string, Response>};
}>();
const operations = Object.entries(openApi.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, operation]) => typeof operation === 'object' && operation?.operationId)
    .map(([method, operation]) => ({route: `${method.toUpperCase()} ${path}`, ...operation})),
);

test('every legacy route in the migration table is documented and replaced by an operation that exists', () => {
  const routes = new Map(operations.map((operation) => [operation.operationId!, operation.route]));
  for (const route of LEGACY_ROUTE_MIGRATION) {
    expect(readFileSync(`docs/developers/${route.legacyPage}.mdx`, 'utf8'), route.legacy).toContain(route.legacy);
    if (route.operationId !== null) expect(routes.get(route.operationId), route.legacy).toBe(route.rest);
  }
});

test('the error table has every error status the API returns, each with the code the OpenAPI file gives it', () => {
  const codeOf = (response: Response) => {
    const shared = response.$ref ? openApi.components.responses[response.$ref.split('/').pop()!]! : response;
    return shared.content?.['application/json']?.example?.code;
  };
  const returned = new Map<number, Set<string | undefined>>();
  for (const operation of operations) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (Number(status) < 400) continue;
      returned.set(Number(status), new Set([...(returned.get(Number(status)) ?? []), codeOf(response)]));
    }
  }
  expect(API_ERRORS.map((error) => error.status)).toEqual([...returned.keys()].sort((a, b) => a - b));
  for (const error of API_ERRORS) expect([...returned.get(error.status)!], String(error.status)).toEqual([error.code]);
});
