/**
 * Reads the OpenAPI file and lists its operations grouped by tag, in the
 * order the file declares its tags. The sidebars and the tests both use this,
 * so the navigation can never drift from the specification.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export const OPENAPI_SPEC_PATH = 'openapi/campfire-learning.yaml';

/** Route prefix of the generated API reference (the `api` docs plugin instance). */
export const API_ROUTE_BASE_PATH = 'developers/api';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export type ApiOperation = {
  /** Page slug: the kebab-cased operationId, as docusaurus-plugin-openapi-docs names the page. */
  slug: string;
  label: string;
  /** The page's meta description: the first paragraph of the operation's description, as plain text. */
  metaDescription: string;
  method: string;
  path: string;
  tag: string;
};

export type ApiTagGroup = {tag: string; operations: ApiOperation[]};

type OpenApiDocument = {
  tags?: {name: string}[];
  paths: Record<string, Record<string, {operationId?: string; summary?: string; description?: string; tags?: string[]}>>;
};

/** Same rule as lodash.kebabCase, which the OpenAPI plugin uses for page ids. */
export function kebabCase(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])/g, ' ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .join('-');
}

/**
 * A description's first paragraph, without Markdown links and code marks. The OpenAPI plugin takes
 * the first line of the YAML text instead, which ends mid-sentence wherever the YAML wraps.
 */
export function firstParagraph(markdown: string): string {
  return markdown
    .trim()
    .split(/\n\s*\n/)[0]!
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ');
}

/** The OpenAPI file, parsed; each reader (the sidebars, the tests) names the shape it reads of it. */
export function readOpenApiFile<Document = OpenApiDocument>(siteDir = '.'): Document {
  return yaml.load(readFileSync(path.join(siteDir, OPENAPI_SPEC_PATH), 'utf8')) as Document;
}

/** Operations in the order the file lists them: the order writers chose for the sidebar. */
function listOperations(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([routePath, pathItem]) =>
    Object.entries(pathItem).flatMap(([method, operation]) => {
      if (!HTTP_METHODS.has(method) || !operation?.operationId) {
        return [];
      }
      return [
        {
          slug: kebabCase(operation.operationId),
          label: operation.summary ?? operation.operationId,
          metaDescription: firstParagraph(operation.description ?? operation.summary ?? ''),
          method,
          path: routePath,
          tag: operation.tags?.[0] ?? 'Other',
        },
      ];
    }),
  );
}

export function readApiOperations(siteDir: string = process.cwd()): ApiOperation[] {
  return listOperations(readOpenApiFile(siteDir));
}

export function readApiTagGroups(siteDir: string = process.cwd()): ApiTagGroup[] {
  const document = readOpenApiFile(siteDir);
  const operations = listOperations(document);
  const declaredOrder = (document.tags ?? []).map((tag) => tag.name);
  const tags = [...new Set([...declaredOrder, ...operations.map((op) => op.tag)])];
  return tags
    .map((tag) => ({tag, operations: operations.filter((op) => op.tag === tag)}))
    .filter((group) => group.operations.length > 0);
}
