import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {listMdxFiles} from '../../scripts/content-lint.cjs';
import {readApiOperations, readOpenApiFile} from '../../src/sidebars/apiOperations';

/** The conventions README's "Add an API operation" asks for, checked on every operation of the OpenAPI file. */
type Operation = {operationId: string; security?: unknown[]; responses: Record<string, {$ref?: string; headers?: object}>};
type Spec = {
  paths: Record<string, Record<string, Operation | unknown>>;
  components: {responses: Record<string, {headers?: Record<string, unknown>}>};
};

const spec = readOpenApiFile<Spec>();
const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, operation]) => ({path, method, ...(operation as Operation)})),
);
/** The last path segment that is not a parameter, for example "exam-session" in /exam-config/{id}/exam-session. */
const lastWord = (path: string) => path.split('/').filter((segment) => segment && !segment.startsWith('{')).pop()!;

test('lists live on plural paths and creates on singular ones', () => {
  const wrong = operations.flatMap(({operationId, method, path}) => {
    if (operationId.startsWith('list') && !lastWord(path).endsWith('s')) return [`${operationId}: ${method} ${path}`];
    if (operationId.startsWith('create') && (method !== 'post' || lastWord(path).endsWith('s'))) return [`${operationId}: ${method} ${path}`];
    return [];
  });
  expect(wrong).toEqual([]);
});

test('every operation documents the shared 403, 429 and 500 responses where they apply', () => {
  const missing = operations.flatMap(({operationId, responses, security}) => {
    const codes = Object.keys(responses);
    const authenticated = security === undefined || security.length > 0;
    const problems: string[] = [];
    if (authenticated && responses['403']?.$ref !== '#/components/responses/Forbidden') problems.push('403');
    if (responses['429']?.$ref !== '#/components/responses/TooManyRequests') problems.push('429');
    if (!codes.includes('500') && !codes.includes('503')) problems.push('500');
    return problems.map((code) => `${operationId}: ${code}`);
  });
  expect(missing).toEqual([]);
  expect(Object.keys(spec.components.responses.TooManyRequests.headers ?? {})).toContain('Retry-After');
});

test('operations whose include parameter changes the response show one example per variant', () => {
  const withInclude = operations.filter((operation) =>
    JSON.stringify((operation as {parameters?: unknown}).parameters ?? []).includes('#/components/parameters/Include'),
  );
  expect(withInclude.length).toBeGreaterThan(0);
  for (const operation of withInclude) {
    const ok = operation.responses['200'] as {content: Record<string, {examples?: Record<string, unknown>}>};
    const examples = Object.keys(ok.content['application/json'].examples ?? {});
    expect(examples, operation.operationId).toContain('Without include');
    expect(examples, operation.operationId).toContain('include=results');
  }
});

test('every operation has one success status, so a client checks for one code', () => {
  // Create exam session returns the student's open session or a new one: both are its one 200, as two examples.
  const several = operations
    .map(({operationId, responses}) => ({operationId, success: Object.keys(responses).filter((code) => code.startsWith('2'))}))
    .filter(({success}) => success.length !== 1)
    .map(({operationId, success}) => `${operationId}: ${success.join(', ') || 'none'}`);
  expect(several).toEqual([]);
});

test('a link that names an API operation uses its summary, so the reference can be searched for the words', () => {
  const summaries = new Map(readApiOperations().map((operation) => [operation.slug, operation.label]));
  // Link text that begins with a summary's first word ("Replace") or an HTTP method ("Put") names an operation.
  const verbs = new Set([...summaries.values()].map((summary) => summary.split(' ')[0]!.toLowerCase()));
  const namesAnOperation = (text: string) => [...verbs, 'put', 'post', 'patch'].includes(text.split(/\s/)[0]!.toLowerCase());
  const wrong = (listMdxFiles('docs') as string[]).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\[([^\]]+)\]\(\/developers\/api\/([a-z-]+)(?:#[^)]*)?\)/g)]
      .filter(([, text, slug]) => namesAnOperation(text!) && text!.toLowerCase() !== summaries.get(slug!)?.toLowerCase())
      .map(([link, , slug]) => `${file}: ${link} (the operation is "${summaries.get(slug!)}")`),
  );
  expect(wrong).toEqual([]);
});
