/**
 * The pagination example the Developers Overview shows (examples/rest-pagination/list-all.mjs) runs against a local
 * stand-in for the REST API, written here apart from the example and reading its contract from the OpenAPI file:
 * the list path, the `limit` bounds and page size, the error bodies and Retry-After. The stand-in checks the Basic
 * credentials, hands out opaque tokens that only work when sent back unchanged with the same filters, and refuses a
 * retry that comes before Retry-After has passed. The last tests keep the page on the example file and on the contract.
 */
import crypto from 'node:crypto';
import {readFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {expect, test} from '@playwright/test';
import {listMdxFiles} from '../../scripts/content-lint.cjs';
import {readOpenApiFile} from '../../src/sidebars/apiOperations';

type Ref = {$ref: string};
type Parameter = {name: string; in: string; schema: {minimum?: number; maximum?: number; default?: number}};
type Operation = {operationId: string; summary: string; parameters?: (Parameter | Ref)[]; responses: Record<string, {content?: {'application/json': {schema: Ref}}}>};
type ErrorBody = {code: string; message: string; details?: {field: string; message: string}[]};
type Spec = {
  servers: {url: string}[];
  paths: Record<string, Record<string, Operation | (Parameter | Ref)[]>>;
  components: {
    parameters: Record<string, Parameter>;
    headers: {RetryAfter: {schema: {minimum: number}}};
    responses: Record<string, {content: {'application/json': {example: ErrorBody}}}>;
    schemas: Record<string, {allOf?: Ref[]}>;
  };
};

const spec = readOpenApiFile<Spec>();
/** Follows a local `$ref` such as `#/components/parameters/Limit`. */
const resolve = <T>(item: T | Ref): T =>
  '$ref' in (item as object) ? ((item as Ref).$ref.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec) as T) : (item as T);
const parametersOf = (routePath: string, method: string) =>
  [...((spec.paths[routePath].parameters as (Parameter | Ref)[]) ?? []), ...((spec.paths[routePath][method] as Operation).parameters ?? [])].map((p) => resolve<Parameter>(p));

/** Every GET operation named "List …", with its path. */
const LIST_OPERATIONS = Object.entries(spec.paths).flatMap(([routePath, item]) =>
  Object.entries(item)
    .filter(([method, operation]) => method === 'get' && (operation as Operation).summary?.startsWith('List '))
    .map(([, operation]) => ({routePath, operation: operation as Operation})),
);

// The list the stand-in serves, and the contract it reads for it.
const LIST_PATH = '/exam-config/{id}/exam-sessions';
const LIMIT = parametersOf(LIST_PATH, 'get').find((parameter) => parameter.name === 'limit')!.schema;
const RETRY_AFTER_SECONDS = spec.components.headers.RetryAfter.schema.minimum;
const errorExample = (response: string) => spec.components.responses[response].content['application/json'].example;

const APP = {appKey: 'app-key-demo-school', appSecret: 'secret: with spaces & symbols!'};
const EXAM_CONFIG = 'c4a8e2f6-7b1d-4f3a-8e5c-0b9d7a6f2e18';
const SESSIONS = Array.from({length: 57}, (_, index) => ({id: `session-${String(index + 1).padStart(2, '0')}`, examConfigId: EXAM_CONFIG, maturity: 'COMPLETE'}));

type Seen = {url: string; path: string; query: URLSearchParams; authorization: string; status: number; at: number};

/**
 * The REST API's side of one list. `rateLimit` answers that request (1-based) with 429 once; a retry sooner than
 * Retry-After allows gets another 429.
 */
async function startStandIn({rateLimit}: {rateLimit?: number} = {}) {
  const requests: Seen[] = [];
  const tokens: string[] = [];
  // An opaque token names an offset and the filters it was issued for; it has characters a query must encode.
  const issued = new Map<string, {offset: number; filters: string}>();
  let retryNotBefore = 0;
  const route = new RegExp(`^${LIST_PATH.replace('{id}', '([^/]+)')}$`);

  const server = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://stand-in');
    const seen: Seen = {url: request.url!, path: url.pathname, query: url.searchParams, authorization: request.headers.authorization ?? '', status: 0, at: performance.now()};
    requests.push(seen);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      seen.status = status;
      response.writeHead(status, {'Content-Type': 'application/json', ...headers}).end(JSON.stringify(body));
    };
    // An early retry is refused without moving the time it may come back.
    const tooMany = (early = false) => {
      if (!early) retryNotBefore = seen.at + RETRY_AFTER_SECONDS * 1000;
      send(429, errorExample('TooManyRequests'), {'Retry-After': String(RETRY_AFTER_SECONDS)});
    };
    // A few milliseconds of timer slack are not "sooner".
    if (seen.at < retryNotBefore - 20) return tooMany(true);
    if (requests.length === rateLimit) return tooMany();

    const [scheme, encoded = ''] = seen.authorization.split(' ');
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (scheme !== 'Basic' || decoded.slice(0, colon) !== APP.appKey || decoded.slice(colon + 1) !== APP.appSecret) return send(401, errorExample('Unauthorized'));

    const match = route.exec(url.pathname);
    if (!match || match[1] !== EXAM_CONFIG) return send(404, errorExample('NotFound'));

    const limitText = url.searchParams.get('limit');
    const limit = limitText === null ? LIMIT.default! : Number(limitText);
    if (!Number.isInteger(limit) || limit < LIMIT.minimum! || limit > LIMIT.maximum!) {
      return send(400, {code: 'BAD_REQUEST', message: 'The request is not valid.', details: [{field: 'limit', message: `limit must be ${LIMIT.minimum} to ${LIMIT.maximum}.`}]});
    }
    const filters = [...url.searchParams].filter(([name]) => name !== 'nextToken' && name !== 'limit').sort().join('&');
    const token = url.searchParams.get('nextToken');
    const from = token === null ? {offset: 0, filters} : issued.get(token);
    if (!from || from.filters !== filters) return send(400, {code: 'BAD_REQUEST', message: 'nextToken is not valid for this request.', details: [{field: 'nextToken', message: 'Unknown token.'}]});

    const end = from.offset + limit;
    let nextToken: string | null = null;
    if (end < SESSIONS.length) {
      nextToken = `${crypto.randomBytes(12).toString('base64')}+/=`;
      issued.set(nextToken, {offset: end, filters});
      tokens.push(nextToken);
    }
    send(200, {items: SESSIONS.slice(from.offset, end), total: SESSIONS.length, nextToken});
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {baseUrl, requests, tokens, close: () => new Promise((done) => server.close(done))};
}

type ListAll = (routePath: string, options: {appKey: string; appSecret: string; baseUrl?: string; limit?: number; query?: Record<string, string | string[]>}) => AsyncGenerator<{id: string}>;
const loadExample = async (): Promise<{listAll: ListAll; BASE_URL: string}> =>
  import(pathToFileURL(path.resolve(__dirname, '../../examples/rest-pagination/list-all.mjs')).href);

const SESSIONS_PATH = LIST_PATH.replace('{id}', EXAM_CONFIG);

async function readAll(baseUrl: string, options: Partial<Parameters<ListAll>[1]> = {}, routePath = SESSIONS_PATH) {
  const {listAll} = await loadExample();
  const ids: string[] = [];
  for await (const record of listAll(routePath, {...APP, baseUrl, ...options})) ids.push(record.id);
  return ids;
}

test('reads every record once and in order, sending limit, the filters and each nextToken unchanged as query parameters', async () => {
  const api = await startStandIn();
  try {
    const ids = await readAll(api.baseUrl, {limit: 10, query: {maturity: 'COMPLETE', include: ['results', 'responses']}});
    expect(ids).toEqual(SESSIONS.map((session) => session.id));
    expect(api.requests.map((request) => request.status)).toEqual(Array(Math.ceil(SESSIONS.length / 10)).fill(200));
    for (const [index, request] of api.requests.entries()) {
      expect(request.path).toBe(SESSIONS_PATH);
      expect(request.query.get('limit')).toBe('10');
      expect(request.query.get('maturity')).toBe('COMPLETE');
      expect(request.query.getAll('include')).toEqual(['results', 'responses']);
      // The first request has no token; each later one sends the previous page's token back as it came.
      expect(request.query.get('nextToken')).toBe(index === 0 ? null : api.tokens[index - 1]);
    }
    expect(api.tokens.every((token) => /[+/=]/.test(token)), 'tokens need encoding in a query').toBe(true);
    // Standard HTTP Basic: the pair Base64-encoded, decoded here independently of the stand-in's check.
    expect(Buffer.from(api.requests[0].authorization.replace(/^Basic /, ''), 'base64').toString('utf8')).toBe(`${APP.appKey}:${APP.appSecret}`);
  } finally {
    await api.close();
  }
});

test("without limit it sends none and gets the API's page size; a loop left early sends no more requests", async () => {
  const api = await startStandIn();
  try {
    expect(await readAll(api.baseUrl)).toHaveLength(SESSIONS.length);
    expect(api.requests).toHaveLength(Math.ceil(SESSIONS.length / LIMIT.default!));
    expect(api.requests.every((request) => !request.query.has('limit'))).toBe(true);

    const {listAll} = await loadExample();
    const before = api.requests.length;
    for await (const record of listAll(SESSIONS_PATH, {...APP, baseUrl: api.baseUrl, limit: 5})) if (record.id === SESSIONS[2].id) break;
    expect(api.requests.length - before).toBe(1);
  } finally {
    await api.close();
  }
});

test('on 429 it waits the Retry-After seconds, then repeats the same request', async () => {
  test.setTimeout(15_000 + RETRY_AFTER_SECONDS * 1000);
  const api = await startStandIn({rateLimit: 2});
  try {
    const ids = await readAll(api.baseUrl, {limit: 20, query: {maturity: 'COMPLETE'}});
    expect(ids).toEqual(SESSIONS.map((session) => session.id));
    // Three pages and one refused request: no retry came early, none was dropped.
    expect(api.requests.map((request) => request.status)).toEqual([200, 429, 200, 200]);
    const [, limited, retried] = api.requests;
    expect(retried.url).toBe(limited.url);
    expect(retried.query.get('nextToken')).toBe(api.tokens[0]);
    expect(retried.at - limited.at).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS * 1000 - 20);
  } finally {
    await api.close();
  }
});

test('other error statuses throw with the status, the code, the message and the details of the error body', async () => {
  const api = await startStandIn();
  try {
    const unauthorized = errorExample('Unauthorized');
    const wrongSecret = readAll(api.baseUrl, {appSecret: 'not-the-secret'});
    await expect(wrongSecret).rejects.toMatchObject({status: 401, code: unauthorized.code});
    await expect(readAll(api.baseUrl, {appSecret: 'not-the-secret'})).rejects.toThrow(unauthorized.message);

    const notFound = errorExample('NotFound');
    const otherConfig = LIST_PATH.replace('{id}', 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d');
    await expect(readAll(api.baseUrl, {}, otherConfig)).rejects.toMatchObject({status: 404, code: notFound.code});
    await expect(readAll(api.baseUrl, {}, otherConfig)).rejects.toThrow(notFound.message);

    await expect(readAll(api.baseUrl, {limit: LIMIT.maximum! + 1})).rejects.toMatchObject({status: 400, code: 'BAD_REQUEST', details: [{field: 'limit'}]});
    expect(api.requests.every((request) => request.status >= 400)).toBe(true);
  } finally {
    await api.close();
  }
});

test('every List operation of the OpenAPI file is paged the way the page says: limit and nextToken in, items, total and nextToken out', () => {
  expect(LIST_OPERATIONS.map(({routePath}) => routePath)).toContain(LIST_PATH);
  for (const {routePath, operation} of LIST_OPERATIONS) {
    const names = parametersOf(routePath, 'get').filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    expect(names, operation.operationId).toEqual(expect.arrayContaining(['limit', 'nextToken']));
    const list = resolve<{allOf?: Ref[]}>(operation.responses['200'].content!['application/json'].schema);
    expect(list.allOf?.map((part) => part.$ref), operation.operationId).toContain('#/components/schemas/PaginatedList');
  }
  // No other operation takes a nextToken.
  const paged = Object.entries(spec.paths).flatMap(([routePath, item]) =>
    Object.keys(item)
      .filter((method) => method !== 'parameters' && parametersOf(routePath, method).some((parameter) => parameter.name === 'nextToken'))
      .map((method) => `${method} ${routePath}`),
  );
  expect(paged.sort()).toEqual(LIST_OPERATIONS.map(({routePath}) => `get ${routePath}`).sort());
});

const OVERVIEW = 'docs/developers/index.mdx';

test('the Developers Overview shows the example file itself, calls it on a list path, and links the section', async () => {
  const source = readFileSync(OVERVIEW, 'utf8');
  const imported = source.match(/^import (\w+) from '@site\/examples\/rest-pagination\/list-all\.mjs\?raw';$/m);
  expect(imported, 'the page imports the example file').not.toBeNull();
  expect(source).toContain(`<CodeBlock language="js" title="list-all.mjs">{${imported![1]}}</CodeBlock>`);
  // The usage snippet calls a list operation's path, with placeholders for its ids.
  const called = source.match(/listAll\('([^']+)'/);
  expect(called, 'the page shows a call').not.toBeNull();
  const template = called![1].replace(/\{\{\w+\}\}/g, '{id}');
  expect(LIST_OPERATIONS.map(({routePath}) => routePath)).toContain(template);
  // The other sections send readers to this one rather than repeating it.
  expect(source).toContain('## Page Through Lists');
  expect(source.match(/\]\(#page-through-lists\)/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  // No page keeps its own copy of the helper.
  const copies = (listMdxFiles('docs') as string[]).filter((file) => /function\*\s*listAll|async function\* /.test(readFileSync(file, 'utf8')));
  expect(copies).toEqual([]);
  const {BASE_URL} = await loadExample();
  expect(BASE_URL).toBe(spec.servers[0].url);
});
