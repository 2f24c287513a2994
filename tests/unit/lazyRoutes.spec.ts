import {gzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {readRouteTree, routeTables, splitRoutes} from '../../src/patches/docusaurus-core/lazy-routes/routeTables';
import {mergeRoutes, type MovedRoute, type TableRoute} from '../../src/patches/docusaurus-core/lazy-routes/client/mergeRoutes';
import {MAX_ROUTES_PER_TABLE, tableIdOf} from '../../src/patches/docusaurus-core/lazy-routes/tableId';

/**
 * A small site in the shape of the files Docusaurus generates (routes.js, registry.js,
 * routesChunkNames.json): a home page, blog posts at the top level, and guides nested under the
 * docs layout routes, `guides` of them per area.
 */
function generatedSite(areas: string[], guides: number) {
  const routeLines: string[] = [];
  const registry: string[] = [];
  const chunkNames: Record<string, unknown> = {};
  let hashes = 0;
  const route = (routePath: string, extra: string, component: string, routes?: string) => {
    const hash = (hashes += 1).toString(16).padStart(3, '0');
    const content = `c${hash}`;
    chunkNames[`${routePath}-${hash}`] = {__comp: component, content};
    registry.push(`  "${content}": [() => import(/* webpackChunkName: "${content}" */ "@site${routePath}.mdx"), "@site${routePath}.mdx", require.resolveWeak("@site${routePath}.mdx")]`);
    return `{\n path: '${routePath}',\n component: ComponentCreator('${routePath}', '${hash}'),${extra}${routes ? `\n routes: [${routes}]` : ''}\n}`;
  };
  for (const component of ['docRoot', 'docItem', 'blogPost', 'page']) {
    registry.push(`  "${component}": [() => import(/* webpackChunkName: "${component}" */ "@theme/${component}"), "@theme/${component}", require.resolveWeak("@theme/${component}")]`);
  }
  const posts = [1, 2, 3].map((post) => route(`/blog/post-${post}`, '\n exact: true,', 'blogPost'));
  const docs = areas.flatMap((area) =>
    Array.from({length: guides}, (_, index) => route(`/${area}/guide-${index}`, `\n exact: true,\n sidebar: "${area}"`, 'docItem')),
  );
  routeLines.push(...posts, route('/', '\n exact: true', 'page'), route('/', '', 'docRoot', route('/', '', 'docRoot', docs.join(','))));
  routeLines.push(`{\n path: '*',\n component: ComponentCreator('*'),\n}`);
  return {
    routes: `import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [\n${routeLines.join(',\n')}\n];\n`,
    registry: `export default {\n${registry.join(',\n')}};\n`,
    chunkNames,
    baseUrl: '/',
  };
}

const AREAS = ['studio', 'campfire', 'developers'];
const gzipBytes = (text: string) => gzipSync(text).length;
const MAIN_BUNDLE_FILES = ['routes.js', 'registry.js', 'routesChunkNames.js', 'tables.js'];

/** The gzip bytes of route data a reader downloads to land on the page: the main bundle's share and the page's table. */
function landingRouteBytes(site: ReturnType<typeof generatedSite>, pagePath: string) {
  const {files, tableCounts} = routeTables(site);
  const main = MAIN_BUNDLE_FILES.map((file) => gzipBytes(files.get(file)!)).reduce((sum, bytes) => sum + bytes, 0);
  const table = files.get(`table-${tableIdOf(pagePath, tableCounts)}.js`)!;
  return {main, table: gzipBytes(table), stock: gzipBytes(site.routes) + gzipBytes(site.registry) + gzipBytes(JSON.stringify(site.chunkNames))};
}

test('at ten times the pages, in new areas, a guide lands with the same route data', () => {
  const today = landingRouteBytes(generatedSite(AREAS, 40), '/studio/guide-3');
  const grownAreas = [...AREAS, ...Array.from({length: 27}, (_, index) => `area-${index}`)];
  const grown = landingRouteBytes(generatedSite(grownAreas, 40), '/studio/guide-3');
  const addedPages = 27 * 40;
  // Each new table adds its loader to the main bundle: well under a byte of gzip per page, where
  // Docusaurus's own route data, which every page loads, grows by tens of bytes per page.
  expect(grown.table).toBe(today.table);
  expect((grown.main - today.main) / addedPages).toBeLessThan(0.5);
  expect((grown.stock - today.stock) / addedPages).toBeGreaterThan(20);
});

test('a section too large for one table is spread over tables of at most the set size', () => {
  const {files, tableCounts} = routeTables(generatedSite(AREAS, 10 * MAX_ROUTES_PER_TABLE));
  expect(tableCounts.studio).toBe(10);
  for (const [file, source] of files) {
    if (file.startsWith('table-')) {
      expect(source.match(/"path":/g)!.length, file).toBeLessThanOrEqual(MAX_ROUTES_PER_TABLE + 20);
    }
  }
});

test('the main bundle keeps the layout routes, the home page and the not-found route; every page is in exactly one table', () => {
  const site = generatedSite(AREAS, 30);
  const {files, tableCounts} = routeTables(site);
  expect(files.get('routes.js')).not.toMatch(/guide-|blog\/post/);
  expect(files.get('routes.js')).toMatch(/"path":"\*"/);
  for (const area of AREAS) {
    for (let index = 0; index < 30; index += 1) {
      const pagePath = `/${area}/guide-${index}`;
      const holders = [...files].filter(([file, source]) => file.startsWith('table-') && source.includes(`"path":"${pagePath}"`));
      expect(holders.map(([file]) => file)).toEqual([`table-${tableIdOf(pagePath, tableCounts)}.js`]);
      // The page's chunk loader travels with it.
      expect(holders[0]![1]).toContain(`@site${pagePath}.mdx`);
    }
  }
});

test('tables merged in any order give back Docusaurus route tree, in its order', () => {
  const site = generatedSite(AREAS, 5);
  const tree = readRouteTree(site.routes);
  const {skeleton, moved} = splitRoutes(tree, '/');
  const bySection = new Map<string, MovedRoute[]>();
  for (const entry of moved as unknown as (MovedRoute & {route: {path: string}})[]) {
    const section = entry.route.path.split('/')[1]!;
    bySection.set(section, [...(bySection.get(section) ?? []), entry]);
  }
  for (const section of ['developers', 'blog', 'studio', 'campfire']) {
    mergeRoutes(skeleton as unknown as TableRoute[], bySection.get(section)!);
  }
  const withoutOrder = (routes: unknown): unknown =>
    JSON.parse(JSON.stringify(routes, (key, value) => (key === 'tableOrder' ? undefined : value)));
  expect(withoutOrder(skeleton)).toEqual(withoutOrder(tree));
});

test('a path as readers write it finds the table of its route', () => {
  const counts = {studio: 3};
  const table = tableIdOf('/studio/items/item-metadata', counts);
  for (const written of ['/studio/items/item-metadata/', '/studio/items/item-metadata.html', '/Studio/Items/Item-Metadata', '/studio/items/item-metadata/index']) {
    expect(tableIdOf(written, counts), written).toBe(table);
  }
  expect(tableIdOf('/studio/', counts)).toBe(tableIdOf('/studio', counts));
  expect(tableIdOf('/unknown/page', counts)).toBeUndefined();
});

test('an upgrade that changes the generated files stops the build, naming the patch', () => {
  const site = generatedSite(AREAS, 2);
  expect(() => routeTables({...site, routes: site.routes.replace('export default [', 'const routes = [')})).toThrow(/lazy route discovery/);
  expect(() => routeTables({...site, registry: site.registry.replace(/^ {2}"c001".*$/m, '')})).toThrow(/lazy route discovery.*c001/);
  expect(() => routeTables({...site, chunkNames: {}})).toThrow(/lazy route discovery.*routesChunkNames/);
});
