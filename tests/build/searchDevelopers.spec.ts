/**
 * Developers' queries over the built index, through the engine the browser and the MCP server use
 * (src/features/search/node.ts): an API operation is found by its method and path, its operationId,
 * its plain-language name, and a field of a legacy route that only its response sample shows.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {createNodeSearch} from '../../src/features/search/node';

const BUILD = 'build';

const pagesFor = async (search: ReturnType<typeof createNodeSearch>, query: string) =>
  (await search(query, {limit: 5})).map((result) => result.url.split('#')[0]);

/** Each query's first result is its route. */
async function expectFirst(cases: [query: string, route: string][]) {
  const search = createNodeSearch(BUILD);
  for (const [query, route] of cases) expect((await pagesFor(search, query))[0], query).toBe(route);
}

test.beforeAll(() => {
  expect(existsSync(path.join(BUILD, 'pagefind', 'pagefind.js')), 'run `npm run build` first').toBe(true);
});

test('an operation is found first by its method and path, in any style of path parameter, or by its method in capitals and its resource in words', async () => {
  await expectFirst([
    ['GET /exams', '/developers/api/list-exams'],
    ['get /exams', '/developers/api/list-exams'],
    ['/exams', '/developers/api/list-exams'],
    ['POST /exam-session/:id/reset', '/developers/api/reset-exam-session'],
    ['GET /workspace/{id}/keys', '/developers/api/list-workspace-keys'],
    // POST /exam-config/{id}/exam-session, though POST /exam-session/{id}/reset and four more start with the words.
    ['POST exam session', '/developers/api/create-exam-session'],
    ['POST exam', '/developers/api/create-exam'],
    ['GET exams', '/developers/api/list-exams'],
    // The fullest match first: GET /exam-session/{id}/results, before GET /exam-session/{id}, which has two of the three words.
    ['GET exam session results', '/developers/api/get-exam-session-results'],
    ['DELETE user', '/developers/api/delete-workspace-user'],
  ]);
});

test('an operation is found by its operationId, in camelCase or as its route writes it, and by its name', async () => {
  const search = createNodeSearch(BUILD);
  for (const [query, route] of [
    ['getExamSessionResults', '/developers/api/get-exam-session-results'],
    ['listWorkspaceKeys', '/developers/api/list-workspace-keys'],
    ['get-exam-session-results', '/developers/api/get-exam-session-results'],
    ['delete workspace key', '/developers/api/delete-workspace-key'],
  ]) {
    expect((await pagesFor(search, query)).slice(0, 3), query).toContain(route);
  }
});

test('parameters and fields are found, including those only a legacy response sample shows', async () => {
  const search = createNodeSearch(BUILD);
  // Each field with the pages that take it or print it; one of them answers among the first three.
  for (const [query, ...routes] of [
    // A request field of two operations, which print it alike.
    ['showCorrectAnswersOnComplete', '/developers/api/create-exam-config', '/developers/api/put-exam-config'],
    ['user_id', '/developers/api-legacy/lti-authentication'],
    // Only in the JSON sample of the legacy routes' responses.
    ['postalCode', '/developers/api-legacy/workspace'],
    ['isKey', '/developers/api-legacy/content/items'],
  ]) {
    const found = (await pagesFor(search, query!)).slice(0, 3);
    expect(found.filter((route) => routes.includes(route)), query).not.toEqual([]);
  }
});

test('a camelCase identifier puts the page that prints it exactly first, though Pagefind stems it to another field', async () => {
  const search = createNodeSearch(BUILD);
  // Pagefind indexes "examConfigIds" as "examConfigId", which the REST pages print far more often.
  expect((await pagesFor(search, 'examConfigIds'))[0]).toBe('/developers/api-legacy/assessment/exam-sessions');
});

test('a query that says "legacy" finds the legacy page of a resource first, though the REST API titles its operations with the same words', async () => {
  await expectFirst([
    ['legacy api workspace calls', '/developers/api-legacy/workspace'],
    ['legacy workspace', '/developers/api-legacy/workspace'],
    ['legacy exam config', '/developers/api-legacy/assessment/exam-config'],
  ]);
});
