/**
 * The REST API's operations, read from the OpenAPI file the package carries: found by operationId,
 * name, method and path, or API page, and described whole, with every `$ref` resolved.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import {SITE_URL} from '../../../src/constants';
import {API_ROUTE_BASE_PATH, OPENAPI_SPEC_PATH, kebabCase} from '../../../src/sidebars/apiOperations';
import {DocsInputError} from './errors';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

export type OperationDescription = {
  operationId: string;
  name: string;
  method: string;
  path: string;
  url: string;
  page: string;
  description: string;
  authentication: string;
  parameters: {name: string; in: string; required: boolean; description: string; schema: Json}[];
  requestBody: {required: boolean; contentType: string; schema: Json; example: Json} | null;
  responses: {status: string; description: string; schema: Json; example: Json}[];
  sample: {request: string; response: {status: string; body: Json} | null};
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/** Deeper schemas are cut off: a description an assistant reads, not a validator. */
const MAX_SCHEMA_DEPTH = 12;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9{}/:]+/g, ' ').trim();
/** `/exam/:id` and `/exam/{examId}` are the same path as `/exam/{id}`. */
const pathShape = (apiPath: string) => apiPath.toLowerCase().replace(/\{[^}]*\}|:[a-z_]+/gi, '{}').replace(/\/$/, '');

export type ApiReference = {
  describe(operation: string): OperationDescription;
  operationIds: string[];
};

export async function loadApiReference(contentDir: string): Promise<ApiReference> {
  const document = yaml.load(await readFile(path.join(contentDir, OPENAPI_SPEC_PATH), 'utf8')) as JsonObject;
  const baseUrl = String(((document.servers as JsonObject[] | undefined)?.[0]?.url as string | undefined) ?? '');

  const lookUp = (ref: string): Json => {
    const found = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json | undefined>((node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
    if (found === undefined) throw new Error(`The OpenAPI file has no ${ref}`);
    return found;
  };

  /** The value with every `$ref` replaced by what it points to; a schema that contains itself stops at its name. */
  const resolve = (value: Json, seen: string[] = [], depth = 0): Json => {
    if (Array.isArray(value)) return value.map((item) => resolve(item, seen, depth + 1));
    if (!isObject(value)) return value;
    const ref = typeof value.$ref === 'string' ? value.$ref : undefined;
    if (ref) {
      if (seen.includes(ref) || depth > MAX_SCHEMA_DEPTH) return {$ref: ref};
      return resolve(lookUp(ref), [...seen, ref], depth + 1);
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, seen, depth + 1)]));
  };

  /** An example value for a schema: its own example, else one built from its properties. */
  const sampleOf = (schema: Json, depth = 0): Json => {
    if (!isObject(schema) || depth > MAX_SCHEMA_DEPTH) return null;
    if (schema.example !== undefined) return schema.example;
    if (schema.default !== undefined) return schema.default;
    if (Array.isArray(schema.enum)) return schema.enum[0] ?? null;
    for (const combiner of ['allOf', 'oneOf', 'anyOf']) {
      const parts = schema[combiner];
      if (Array.isArray(parts) && parts.length > 0) {
        const samples = (combiner === 'allOf' ? parts : parts.slice(0, 1)).map((part) => sampleOf(part, depth + 1));
        return samples.every(isObject) ? Object.assign({}, ...samples) : (samples[0] ?? null);
      }
    }
    if (schema.type === 'array') return [sampleOf(schema.items ?? null, depth + 1)];
    if (schema.type === 'object' || isObject(schema.properties)) {
      return Object.fromEntries(Object.entries(isObject(schema.properties) ? schema.properties : {}).map(([key, property]) => [key, sampleOf(property, depth + 1)]));
    }
    if (schema.type === 'integer' || schema.type === 'number') return 0;
    if (schema.type === 'boolean') return true;
    if (schema.type === 'string') return schema.format === 'date-time' ? '2025-01-01T00:00:00Z' : 'string';
    return null;
  };

  type Entry = {operationId: string; name: string; method: string; path: string; operation: JsonObject; pathItem: JsonObject};
  const entries: Entry[] = Object.entries(document.paths as JsonObject).flatMap(([apiPath, pathItem]) =>
    isObject(pathItem)
      ? HTTP_METHODS.flatMap((method) => {
          const operation = pathItem[method];
          if (!isObject(operation) || typeof operation.operationId !== 'string') return [];
          return [{operationId: operation.operationId, name: String(operation.summary ?? operation.operationId), method, path: apiPath, operation, pathItem}];
        })
      : [],
  );

  const pageOf = (entry: Entry) => `${SITE_URL}/${API_ROUTE_BASE_PATH}/${kebabCase(entry.operationId)}`;

  function find(input: string): Entry {
    const text = input.trim();
    const asWords = words(text);
    const methodAndPath = /^(get|put|post|delete|patch|head|options)\s+(\S+)$/i.exec(text);
    const pageSlug = /\/developers\/api\/([a-z0-9-]+)\/?(?:[?#].*)?$/.exec(text)?.[1] ?? text.toLowerCase();
    const matches = entries.filter(
      (entry) =>
        entry.operationId.toLowerCase() === text.toLowerCase() ||
        words(entry.name) === asWords ||
        kebabCase(entry.operationId) === pageSlug ||
        (methodAndPath !== null &&
          entry.method === methodAndPath[1]!.toLowerCase() &&
          pathShape(entry.path) === pathShape(methodAndPath[2]!.replace(/^https?:\/\/[^/]+/, ''))),
    );
    if (matches.length === 1) return matches[0]!;
    const samePath = entries.filter((entry) => pathShape(entry.path) === pathShape(text));
    const candidates = matches.length > 1 ? matches : samePath;
    if (candidates.length > 0) {
      throw new DocsInputError(
        `"${text}" matches several operations; give one of: ${candidates.map((entry) => `${entry.operationId} (${entry.method.toUpperCase()} ${entry.path})`).join(', ')}.`,
      );
    }
    const queryWords = new Set(asWords.split(' ').filter((word) => word.length > 2));
    const near = entries
      .map((entry) => ({entry, shared: words(`${entry.name} ${entry.operationId} ${entry.path}`).split(' ').filter((word) => queryWords.has(word)).length}))
      .filter(({shared}) => shared > 0)
      .sort((a, b) => b.shared - a.shared)
      .slice(0, 5)
      .map(({entry}) => `${entry.operationId} (${entry.method.toUpperCase()} ${entry.path})`);
    throw new DocsInputError(
      `No REST API operation matches "${text}". Give an operationId, the operation's name, or a method and path such as "POST /exam".` +
        (near.length > 0 ? ` Close matches: ${near.join(', ')}.` : ''),
    );
  }

  function describe(input: string): OperationDescription {
    const entry = find(input);
    const {operation} = entry;
    const parameters = [...(Array.isArray(entry.pathItem.parameters) ? entry.pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]
      .map((parameter) => resolve(parameter))
      .filter(isObject)
      .map((parameter) => ({
        name: String(parameter.name),
        in: String(parameter.in),
        required: parameter.required === true,
        description: String(parameter.description ?? ''),
        schema: parameter.schema ?? null,
      }));
    const body = isObject(operation.requestBody) ? resolve(operation.requestBody) : null;
    const [bodyType, bodyContent] = isObject(body) && isObject(body.content) ? (Object.entries(body.content)[0] ?? []) : [];
    const requestBody =
      isObject(body) && bodyType && isObject(bodyContent)
        ? {required: body.required === true, contentType: bodyType, schema: bodyContent.schema ?? null, example: bodyContent.example ?? sampleOf(bodyContent.schema ?? null)}
        : null;
    const responses = Object.entries(isObject(operation.responses) ? operation.responses : {}).map(([status, response]) => {
      const resolved = resolve(response);
      const content = isObject(resolved) && isObject(resolved.content) ? Object.values(resolved.content)[0] : undefined;
      const schema = isObject(content) ? (content.schema ?? null) : null;
      return {
        status,
        description: isObject(resolved) ? String(resolved.description ?? '') : '',
        schema,
        example: isObject(content) ? (content.example ?? (schema ? sampleOf(schema) : null)) : null,
      };
    });
    const security = (operation.security ?? document.security) as Json;
    const needsNoCredentials = Array.isArray(security) && security.length === 0;
    const authentication = needsNoCredentials
      ? 'None: this operation needs no credentials.'
      : 'HTTP Basic with a workspace key: the app key as the user name and the app secret as the password, sent from your server only.';
    const url = `${baseUrl}${entry.path}`;
    const request = [
      `curl -X ${entry.method.toUpperCase()} '${url}'`,
      ...(needsNoCredentials ? [] : [`  -u "$APP_KEY:$APP_SECRET"`]),
      ...(requestBody ? [`  -H 'Content-Type: ${requestBody.contentType}'`, `  -d '${JSON.stringify(requestBody.example)}'`] : []),
    ].join(' \\\n');
    const success = responses.find((response) => response.status.startsWith('2'));
    return {
      operationId: entry.operationId,
      name: entry.name,
      method: entry.method.toUpperCase(),
      path: entry.path,
      url,
      page: pageOf(entry),
      description: String(operation.description ?? '').trim(),
      authentication,
      parameters,
      requestBody,
      responses,
      sample: {request, response: success ? {status: success.status, body: success.example} : null},
    };
  }

  return {describe, operationIds: entries.map((entry) => entry.operationId)};
}
