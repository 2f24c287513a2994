/**
 * The docs MCP server package (packages/mcp-server), built from this production build: the SDK's own
 * client starts it over stdio, lists its tools, calls each one and checks the answers against
 * build/ (a page's Markdown is its twin) and the OpenAPI file; bad input gets an error result and
 * nothing else; `npm pack` ships only what the server needs.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {SITE_URL} from '../../src/constants';
import {DOCS_MCP_COMMAND, DOCS_MCP_GUIDE, DOCS_MCP_PACKAGE} from '../../src/features/mcp-server/command';
import {LEGACY_ROUTE_MIGRATION} from '../../src/data/apiMigration';
import {LEXICON_DIR} from '../../src/features/search/lexicon';
import {MAX_QUERY_CHARS} from '../../src/features/search/words';
import {areaOf} from '../../src/siteAreas';
import {kebabCase, OPENAPI_SPEC_PATH, readOpenApiFile} from '../../src/sidebars/apiOperations';
import {PACKAGE_DIR, PACKAGE_JSON, startDocsServer, type ToolResult} from '../mcp/mcpClient';

const BUILD = 'build';
const TOOLS = ['search_docs', 'fetch_page', 'list_pages', 'describe_api_operation', 'recommend_approach'];
const twinFiles = readdirSync(BUILD, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.md'));
const routeOfTwin = (twinPath: string) => (twinPath.endsWith('/index.md') ? twinPath.slice(0, -'index.md'.length) : twinPath.slice(0, -'.md'.length));
const TWINS = twinFiles.map((file) => ({file, route: routeOfTwin(`/${file}`)}));

type SpecOperation = {operationId: string; summary: string; parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown>};
type SpecPathItem = {parameters?: unknown[]} & Record<string, unknown>;
const SPEC = readOpenApiFile<{paths: Record<string, SpecPathItem>}>();
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const OPERATIONS = Object.entries(SPEC.paths).flatMap(([apiPath, item]) =>
  HTTP_METHODS.filter((method) => item[method]).map((method) => {
    const operation = item[method] as SpecOperation;
    return {
      ...operation,
      method: method.toUpperCase(),
      path: apiPath,
      // Parameters declared on the path apply to each of its operations.
      parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])],
    };
  }),
);

let docs: Awaited<ReturnType<typeof startDocsServer>>;
test.beforeAll(async () => {
  // The package holds a copy of a build (npm run build:mcp): checked against an older one, every answer would be stale.
  const entry = (dir: string) => readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8');
  expect(entry(path.join(PACKAGE_DIR, 'content')), 'the package holds another build than build/: run `npm run build:mcp`').toBe(entry(BUILD));
  docs = await startDocsServer();
});
test.afterAll(async () => {
  await docs?.client.close();
});

/** A clear error: an error result whose only content is one text naming the problem. */
function expectError(result: ToolResult, message: RegExp) {
  expect(result.isError, JSON.stringify(result).slice(0, 300)).toBe(true);
  expect(result.content).toHaveLength(1);
  expect(result.content[0]!.text).toMatch(message);
  expect(result.structuredContent).toBeUndefined();
}

test('the package is versioned with the site and pins its SDK', () => {
  expect(PACKAGE_JSON.name).toBe(DOCS_MCP_PACKAGE);
  const site = JSON.parse(readFileSync('package.json', 'utf8')) as {version: string; devDependencies: Record<string, string>};
  expect(PACKAGE_JSON.version).toBe(site.version);
  expect(PACKAGE_JSON.dependencies['@modelcontextprotocol/sdk']).toMatch(/^\d+\.\d+\.\d+$/);
  expect(site.devDependencies['@modelcontextprotocol/sdk']).toBe(PACKAGE_JSON.dependencies['@modelcontextprotocol/sdk']);
});

test('lists five tools, each described and with a JSON Schema for its input', async () => {
  const {tools} = await docs.client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOLS].sort());
  for (const tool of tools) {
    expect(tool.description?.length, tool.name).toBeGreaterThan(60);
    expect(tool.inputSchema.type, tool.name).toBe('object');
    expect(Object.keys(tool.inputSchema.properties ?? {}).length, tool.name).toBeGreaterThan(0);
    expect(tool.inputSchema.required?.length, tool.name).toBeGreaterThan(0);
  }
});

test('fetch_page returns each page as its twin, by path, URL or twin URL', async () => {
  for (const {file, route} of TWINS) {
    const twin = readFileSync(path.join(BUILD, file), 'utf8');
    const result = await docs.call('fetch_page', {url: route});
    expect(result.isError, route).toBeFalsy();
    expect(result.content[0]!.text, route).toBe(twin);
  }
  const guide = '/studio/exams/create-an-exam';
  const twin = readFileSync(path.join(BUILD, `${guide}.md`), 'utf8');
  for (const address of [`${SITE_URL}${guide}#before-you-begin`, `${SITE_URL}${guide}.md`, `studio/exams/create-an-exam/`, `${guide}?highlight=exam`]) {
    expect((await docs.call('fetch_page', {url: address})).content[0]!.text, address).toBe(twin);
  }
});

test('list_pages lists every twin of an area, and only those', async () => {
  for (const area of ['Studio', 'Campfire', 'Developers', 'API reference', 'Blog']) {
    const result = await docs.call('list_pages', {area});
    const listed = (result.structuredContent!.pages as {url: string; title: string}[]).map(({url}) => new URL(url).pathname).sort();
    const expected = TWINS.map(({route}) => route).filter((route) => areaOf(route) === area).sort();
    expect(listed, area).toEqual(expected);
    expect(listed.length, area).toBeGreaterThan(0);
  }
  const api = await docs.call('list_pages', {area: 'API reference'});
  expect(api.content[0]!.text).toContain(`[Create exam session](${SITE_URL}/developers/api/create-exam-session)`);
});

test('search_docs returns titles, section headings, URLs and excerpts, and filters by area and audience', async () => {
  const result = await docs.call('search_docs', {query: 'manual scoring essay', limit: 5});
  const results = result.structuredContent!.results as {title: string; heading: string; url: string; excerpt: string}[];
  expect(results.length).toBeGreaterThan(0);
  expect(results.length).toBeLessThanOrEqual(5);
  for (const hit of results) {
    expect(hit.url.startsWith(`${SITE_URL}/`)).toBe(true);
    expect(TWINS.some(({route}) => route === new URL(hit.url).pathname), hit.url).toBe(true);
    expect(hit.title.length).toBeGreaterThan(0);
    expect(hit.excerpt).not.toMatch(/<mark>|&amp;/);
  }
  expect(results.some((hit) => hit.heading !== '' && new URL(hit.url).hash !== '')).toBe(true);
  expect(result.content[0]!.text).toContain(results[0]!.url);

  // Excerpts are plain text: "<= 100" as the page shows it, not Pagefind's HTML-escaped "&lt;= 100".
  const limits = await docs.call('search_docs', {query: 'limit possible values', area: 'API reference', limit: 20});
  const excerpts = (limits.structuredContent!.results as {excerpt: string}[]).map(({excerpt}) => excerpt).join('\n');
  expect(excerpts).toContain('<=');
  expect(excerpts).not.toMatch(/&(lt|gt|amp|quot);/);

  const apiOnly = await docs.call('search_docs', {query: 'exam session', area: 'API reference'});
  const apiUrls = (apiOnly.structuredContent!.results as {url: string}[]).map(({url}) => new URL(url).pathname);
  expect(apiUrls.length).toBeGreaterThan(0);
  expect(apiUrls.every((route) => route.startsWith('/developers/api/'))).toBe(true);

  const teachers = await docs.call('search_docs', {query: 'exam', audience: 'Teacher'});
  const teacherUrls = (teachers.structuredContent!.results as {url: string}[]).map(({url}) => new URL(url).pathname);
  expect(teacherUrls.length).toBeGreaterThan(0);
  for (const route of teacherUrls) {
    const twin = readFileSync(path.join(BUILD, `${route.replace(/\/$/, '/index')}.md`), 'utf8');
    expect(twin, route).toMatch(/^For: .*Teacher/m);
  }
});

test('describe_api_operation matches the OpenAPI file for every operation, by id, name and method and path', async () => {
  for (const operation of OPERATIONS) {
    const result = await docs.call('describe_api_operation', {operation: operation.operationId});
    expect(result.isError, operation.operationId).toBeFalsy();
    const described = result.structuredContent as {
      operationId: string;
      method: string;
      path: string;
      page: string;
      parameters: {name: string}[];
      requestBody: unknown;
      responses: {status: string; schema: unknown}[];
      sample: {request: string; response: unknown};
    };
    expect(described.operationId).toBe(operation.operationId);
    expect(`${described.method} ${described.path}`).toBe(`${operation.method} ${operation.path}`);
    expect(described.page).toBe(`${SITE_URL}/developers/api/${kebabCase(operation.operationId)}`);
    expect(described.responses.map(({status}) => status)).toEqual(Object.keys(operation.responses));
    expect(described.parameters.length, operation.operationId).toBe(operation.parameters.length);
    expect(described.requestBody !== null, operation.operationId).toBe(operation.requestBody !== undefined);
    expect(described.sample.request).toContain(`curl -X ${operation.method} '`);
    expect(JSON.stringify(described)).not.toContain('"$ref":"#/components/parameters');
    for (const alias of [operation.summary, `${operation.method.toLowerCase()} ${operation.path}`, `${SITE_URL}/developers/api/${kebabCase(operation.operationId)}`]) {
      const byAlias = await docs.call('describe_api_operation', {operation: alias});
      expect((byAlias.structuredContent as {operationId?: string} | undefined)?.operationId, alias).toBe(operation.operationId);
    }
  }
  const legacyStyle = await docs.call('describe_api_operation', {operation: 'POST /exam-config/:examConfigId/exam-session'});
  expect((legacyStyle.structuredContent as {operationId: string}).operationId).toBe('createExamSession');
});

test('recommend_approach quotes the Developers pages and maps legacy routes to REST operations', async () => {
  const overview = readFileSync(path.join(BUILD, 'developers/index.md'), 'utf8');
  const recommendation = overview.split('\n').find((line) => line.startsWith('The REST API is the recommended surface'))!;
  expect(recommendation).toBeDefined();
  const result = await docs.call('recommend_approach', {task: 'list the exams of a workspace with POST /api/exams'});
  const answer = result.content[0]!.text;
  expect(answer).toContain(recommendation);
  expect(answer).toContain('`@campfirelearning/sdk-js`');
  const row = LEGACY_ROUTE_MIGRATION.find((migration) => migration.legacy === 'POST /api/exams')!;
  expect(answer).toContain(`Legacy \`${row.legacy}\``);
  expect(answer).toContain(`${SITE_URL}/developers/api/${kebabCase(row.operationId)}`);
  expect(answer).toMatch(new RegExp(`\\]\\(${SITE_URL}/developers/[^)]+\\)`));
});

test('bad input gets a clear error and nothing else', async () => {
  const cases: [tool: string, args: unknown, message: RegExp][] = [
    ['fetch_page', {url: '../../package.json'}, /contains "\.\."/],
    ['fetch_page', {url: '/studio/%2e%2e/%2e%2e/package.json'}, /contains "\.\."/],
    ['fetch_page', {url: '/etc/passwd'}, /No page at "\/etc\/passwd"/],
    ['fetch_page', {url: 'C:\\Windows\\win.ini'}, /not a site path|another site|not a valid URL/],
    ['fetch_page', {url: 'file:///etc/passwd'}, /another site|not a valid URL/],
    ['fetch_page', {url: 'https://example.com/studio/'}, /another site/],
    ['fetch_page', {url: 'https://docs.campfirelearning.com.example.com/studio/'}, /another site/],
    ['fetch_page', {url: '/studio/no-such-page'}, /No page at/],
    ['fetch_page', {url: 42}, /Input validation error.*url/],
    ['fetch_page', {}, /Input validation error.*url/],
    ['search_docs', {query: 'exam '.repeat(2000)}, new RegExp(`limited to ${MAX_QUERY_CHARS} characters`)],
    ['search_docs', {query: 'x'.repeat(MAX_QUERY_CHARS + 1)}, /limited to/],
    ['search_docs', {query: ['exam']}, /Input validation error.*query/],
    ['search_docs', {query: 'exam', area: 'Elsewhere'}, /Input validation error.*area/],
    ['search_docs', {query: 'exam', limit: 1000}, /Input validation error.*limit/],
    ['search_docs', {query: '   '}, /Give some words/],
    ['list_pages', {area: '../'}, /Input validation error.*area/],
    ['describe_api_operation', {operation: 'GET /no/such/path'}, /No REST API operation matches/],
    ['describe_api_operation', {operation: 'x'.repeat(10_000)}, /Input validation error.*operation/],
    ['describe_api_operation', {operation: {id: 'createExam'}}, /Input validation error.*operation/],
    ['recommend_approach', {task: 'y'.repeat(10_000)}, /limited to/],
    ['no_such_tool', {}, /no_such_tool not found/],
  ];
  for (const [tool, args, message] of cases) {
    expectError(await docs.call(tool, args), message);
  }
});

test('the AI tools page and the package README give the command and configuration of this package', () => {
  const guide = readFileSync(path.join(BUILD, `${DOCS_MCP_GUIDE}.md`), 'utf8');
  const readme = readFileSync(path.join(PACKAGE_DIR, 'README.md'), 'utf8');
  expect(guide).toContain(DOCS_MCP_COMMAND);
  expect(readme).toContain(DOCS_MCP_COMMAND);
  expect(readme).toContain(`${SITE_URL}${DOCS_MCP_GUIDE}`);
  // Claude Code, Cursor and VS Code, each with a configuration that starts this package.
  expect(guide).toContain(`claude mcp add campfire-docs -- ${DOCS_MCP_COMMAND}`);
  const configs = [...guide.matchAll(/```json[^\n]*\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1]!) as Record<string, Record<string, {command: string; args: string[]}>>);
  expect(configs.map((config) => Object.keys(config)[0])).toEqual(['mcpServers', 'servers']);
  for (const config of configs) {
    const server = Object.values(Object.values(config)[0]!)[0]!;
    expect(`${server.command} ${server.args.join(' ')}`).toBe(DOCS_MCP_COMMAND);
  }
  // The installed command named for working offline is the package's bin.
  expect(guide).toContain(`\`${Object.keys(PACKAGE_JSON.bin)[0]}\``);
});

test('npm pack ships the server, the twins, the search index and the OpenAPI file, and nothing else', () => {
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {cwd: PACKAGE_DIR, encoding: 'utf8'})) as {
    name: string;
    version: string;
    files: {path: string}[];
  }[];
  expect(packed!.name).toBe(PACKAGE_JSON.name);
  const files = packed!.files.map((file) => file.path);
  const needed = (file: string) =>
    file === 'package.json' ||
    file === 'README.md' ||
    /^dist\/.+\.js$/.test(file) ||
    /^content\/.+\.md$/.test(file) ||
    file === 'content/llms.txt' ||
    file === `content/${OPENAPI_SPEC_PATH}` ||
    /^content\/pagefind\/(pagefind\.js|pagefind-entry\.json|[^/]+\.pf_meta|wasm\.[a-z]+\.pagefind|(index|fragment|filter)\/[^/]+)$/.test(file) ||
    new RegExp(`^content/${LEXICON_DIR}/[a-z0-9_-]+\\.json$`).test(file);
  expect(files.filter((file) => !needed(file))).toEqual([]);
  for (const {file} of TWINS) expect(files, file).toContain(`content/${file}`);
  for (const file of ['README.md', 'content/pagefind/pagefind.js', 'content/pagefind/pagefind-entry.json', `content/${LEXICON_DIR}/aliases.json`, `content/${OPENAPI_SPEC_PATH}`, 'content/llms.txt']) {
    expect(files).toContain(file);
  }
  expect(files).toContain(Object.values(PACKAGE_JSON.bin)[0]);
  // Only the server's own modules and the site modules it imports: no tests, no theme code.
  expect(files.filter((file) => file.startsWith('dist/') && !/^dist\/(packages\/mcp-server\/src|src\/(constants|siteAreas|data|sidebars|features\/(search|markdown-twins)))\b/.test(file))).toEqual([]);
});

test('the packed package runs from its own files, away from the repository', async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-mcp-'));
  try {
    execFileSync('npm', ['pack', '--pack-destination', dir, '--ignore-scripts'], {cwd: PACKAGE_DIR, stdio: 'ignore'});
    const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'))!;
    execFileSync('tar', ['-xzf', tarball], {cwd: dir});
    // Its dependencies from this repository's node_modules (the versions it pins); everything else from the tarball.
    const unpacked = await startDocsServer({
      command: process.execPath,
      args: [path.join(dir, 'package', Object.values(PACKAGE_JSON.bin)[0]!)],
      cwd: dir,
      env: {PATH: process.env.PATH ?? '', NODE_PATH: path.resolve('node_modules')},
    });
    try {
      const page = await unpacked.call('fetch_page', {url: '/studio/exams/create-an-exam'});
      expect(page.content[0]!.text).toBe(readFileSync(path.join(BUILD, 'studio/exams/create-an-exam.md'), 'utf8'));
      const found = await unpacked.call('search_docs', {query: 'create an exam', limit: 3});
      expect((found.structuredContent!.results as unknown[]).length).toBe(3);
      const operation = await unpacked.call('describe_api_operation', {operation: 'listExams'});
      expect((operation.structuredContent as {path: string}).path).toBe('/exams');
    } finally {
      await unpacked.client.close();
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
