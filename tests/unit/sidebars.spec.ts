import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import sidebars from '../../sidebars';
import apiSidebars from '../../src/sidebars/api';
import {kebabCase, readApiOperations, readOpenApiFile} from '../../src/sidebars/apiOperations';
import type {SidebarItemConfig} from '../../src/sidebars/developers';
import {docPath} from '../../src/docRoutes.cjs';
import {QUESTION_TYPE_GROUPS} from '../../src/data/questionTypes';
import {API_ROUTES, GUIDE_ROUTES, ROUTES, docIdOf} from '../routeList';

type Leaf = {kind: 'doc' | 'link'; target: string; category: string[]};

/** Every doc and link of a sidebar, with the category labels above it. */
function leaves(items: SidebarItemConfig[], category: string[] = []): Leaf[] {
  return items.flatMap((item): Leaf[] => {
    if (typeof item === 'string') {
      return [{kind: 'doc', target: item, category}];
    }
    const entry = item as Record<string, any>;
    if (entry.type === 'doc') {
      return [{kind: 'doc', target: entry.id, category}];
    }
    if (entry.type === 'link') {
      return [{kind: 'link', target: entry.href, category}];
    }
    if (entry.type === 'category') {
      const link = entry.link?.type === 'doc' ? [{kind: 'doc' as const, target: entry.link.id, category}] : [];
      return [...link, ...leaves(entry.items, [...category, entry.label])];
    }
    throw new Error(`Unexpected sidebar item ${JSON.stringify(item)}`);
  });
}

const SIDEBAR_OF_AREA = {studio: 'studio', campfire: 'campfire', developers: 'developers'} as const;
const mainLeaves = Object.fromEntries(
  Object.entries(sidebars).map(([id, items]) => [id, leaves(items as SidebarItemConfig[])]),
);

test('there are exactly three sidebars: studio, campfire and developers', () => {
  expect(Object.keys(sidebars).sort()).toEqual(['campfire', 'developers', 'studio']);
});

test('every hand-written doc route (drafts included) is in its area sidebar exactly once', () => {
  for (const {route} of GUIDE_ROUTES) {
    if (route === '/developers/terminology') {
      continue;
    }
    const area = route.split('/')[1] as keyof typeof SIDEBAR_OF_AREA;
    const id = docIdOf(route);
    const hits = mainLeaves[SIDEBAR_OF_AREA[area]].filter((leaf) => leaf.kind === 'doc' && leaf.target === id);
    expect(hits, `${route} in the ${area} sidebar`).toHaveLength(1);
    expect(existsSync(`docs/${id}.mdx`), `docs/${id}.mdx exists`).toBe(true);
  }
});

test('the terminology page is in no sidebar', () => {
  const all = Object.values(mainLeaves).flat();
  expect(all.some((leaf) => leaf.target === 'developers/terminology')).toBe(false);
});

test('sidebars reference no doc outside the route list', () => {
  const known = new Set([...GUIDE_ROUTES.map((entry) => docIdOf(entry.route)), 'studio/items/question-types/index']);
  const docs = Object.values(mainLeaves)
    .flat()
    .filter((leaf) => leaf.kind === 'doc');
  expect(docs.filter((leaf) => !known.has(leaf.target))).toEqual([]);
});

test('question types: 35 slugs, grouped, matching the route list', () => {
  const slugs = QUESTION_TYPE_GROUPS.flatMap((group) => group.types.map((type) => type.slug));
  const listed = ROUTES.filter((entry) => entry.route.startsWith('/studio/items/question-types/')).map((entry) =>
    entry.route.split('/').pop(),
  );
  expect(slugs).toHaveLength(35);
  expect(new Set(slugs).size).toBe(35);
  expect([...slugs].sort()).toEqual([...listed].sort());
  const inSidebar = mainLeaves.studio.filter((leaf) => leaf.category.includes('Question types'));
  expect(inSidebar.map((leaf) => leaf.target.split('/').pop()).sort()).toEqual([...slugs].sort());
});

test('the OpenAPI file has exactly the operations of the route list, with their tags', () => {
  const operations = readApiOperations();
  const expected = API_ROUTES.map((entry) => [entry.route.split('/').pop(), entry.tag]).sort();
  expect(operations.map((operation) => [operation.slug, operation.tag]).sort()).toEqual(expected);
});

test('developers sidebar groups every API operation under its tag', () => {
  const apiLinks = mainLeaves.developers.filter((leaf) => leaf.target.startsWith('/developers/api/'));
  for (const operation of readApiOperations()) {
    const leaf = apiLinks.find((candidate) => candidate.target === `/developers/api/${operation.slug}`);
    expect(leaf?.category, operation.slug).toEqual(['API reference', operation.tag]);
  }
});

test('the API reference sidebar mirrors the developers sidebar', () => {
  const mirror = leaves(apiSidebars.developers as SidebarItemConfig[]);
  const asTargets = (list: Leaf[], toPath: (leaf: Leaf) => string) =>
    list.map((leaf) => [leaf.category.join(' / '), toPath(leaf)]);
  expect(asTargets(mirror, (leaf) => (leaf.kind === 'doc' ? `/developers/api/${leaf.target}` : leaf.target))).toEqual(
    asTargets(mainLeaves.developers, (leaf) => (leaf.kind === 'doc' ? docPath(leaf.target) : leaf.target)),
  );
});

test('API page slugs follow the OpenAPI plugin’s own kebabCase, digits included', () => {
  // The plugin names each page with lodash's kebabCase; resolve the copy the plugin itself loads.
  const pluginDir = path.dirname(require.resolve('docusaurus-plugin-openapi-docs/package.json'));
  const pluginKebabCase: (value: string) => string = require(require.resolve('lodash/kebabCase', {paths: [pluginDir]}));
  const specification = readOpenApiFile<{paths: Record<string, Record<string, {operationId?: string}>>}>();
  const operationIds = Object.values(specification.paths).flatMap((pathItem) => Object.values(pathItem).flatMap((operation) => operation?.operationId ?? []));
  expect(operationIds.length).toBeGreaterThan(10);
  const ids = [...operationIds, 'Copy1', 'v2Api', 'getHTTPResponse', 'API2Go', 'abc123def', 'XMLHttp2Request'];
  for (const id of ids) {
    expect(kebabCase(id), id).toBe(pluginKebabCase(id));
  }
});
