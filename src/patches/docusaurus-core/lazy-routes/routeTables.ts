/**
 * Writes the route tables the browser loads as the reader moves (see ./index.ts), from the three
 * files Docusaurus generates for its client: the route tree (routes.js), the chunk loaders of every
 * route (registry.js) and the chunks of each route (routesChunkNames.json).
 *
 * The main bundle keeps the skeleton: the layout routes that nest pages (docs, API reference), the
 * home page (the theme looks it up in the route tree) and the not-found route. Every other page
 * route moves, with its chunk loaders and chunk names, into the table of its section (./tableId.ts).
 * Each route keeps its position among its siblings (`tableOrder`), so a table merged in later
 * leaves the router matching in Docusaurus's order.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {MAX_ROUTES_PER_TABLE, sectionOf, tableIdOf} from './tableId';

/** How an error names the patch's rows (src/patches/manifest.ts), one per generated file. */
const patch = (file: 'routes' | 'registry' | 'routesChunkNames') => `Patch "lazy route discovery: ${file}" (src/patches/manifest.ts)`;

type Creator = {creatorPath: string; creatorHash: string};
type Route = {path: string; component: Creator; exact?: boolean; routes?: Route[]; [prop: string]: unknown};
type ChunkNames = Record<string, unknown>;

/** The route tree of routes.js, with each `ComponentCreator(path, hash)` call kept as its arguments. */
export function readRouteTree(source: string): Route[] {
  const body = source.replace(/^import .*$/gm, '');
  if (!/^\s*export default \[/m.test(body) || /^import /m.test(body)) {
    throw new Error(`${patch('routes')}: routes.js no longer has the shape this patch reads (imports, then "export default [").`);
  }
  const evaluate = new Function('ComponentCreator', body.replace(/^\s*export default/m, 'return'));
  return evaluate((creatorPath: string, creatorHash: string): Creator => ({creatorPath, creatorHash})) as Route[];
}

/** registry.js's entries by chunk name, each as its line of source (a loader, a module name, a weak require). */
export function readRegistry(source: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const match of source.matchAll(/^ {2}"([^"]+)": (\[\(\) => import\(.*\)\]),?(?:\};)?$/gm)) {
    entries.set(match[1]!, match[2]!);
  }
  return entries;
}

/** The chunk names a route's chunk-name record mentions. */
function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (value && typeof value === 'object') {
    return Object.values(value).flatMap(chunkNamesIn);
  }
  return [];
}

function serialise(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(serialise).join(',')}]`;
  }
  if (value && typeof value === 'object') {
    if ('creatorPath' in value) {
      const {creatorPath, creatorHash} = value as Creator;
      return `ComponentCreator(${JSON.stringify(creatorPath)},${JSON.stringify(creatorHash)})`;
    }
    return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${serialise(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A moved route and its parent, as the original positions (`tableOrder`) of each route above it. */
type Moved = {parent: number[]; route: Route};

/** Splits the tree into the skeleton and the moved page routes, each with where it goes back. */
export function splitRoutes(tree: Route[], baseUrl: string): {skeleton: Route[]; moved: Moved[]} {
  const moved: Moved[] = [];
  const split = (routes: Route[], parent: number[]): Route[] => {
    const kept: Route[] = [];
    routes.forEach((route, order) => {
      const placed = {...route, tableOrder: order};
      if (route.routes) {
        kept.push({...placed, routes: split(route.routes, [...parent, order])});
      } else if (route.path === baseUrl || route.path === '*') {
        kept.push(placed);
      } else {
        moved.push({parent, route: placed});
      }
    });
    return kept;
  };
  return {skeleton: split(tree, []), moved};
}

export type RouteTables = {
  /** File name to source, all in one folder. */
  files: Map<string, string>;
  /** Tables per section, as the browser's table lookup needs them. */
  tableCounts: Record<string, number>;
};

/** The generated modules: the skeleton and its registry and chunk names, the table index and each table. */
export function routeTables(input: {routes: string; registry: string; chunkNames: ChunkNames; baseUrl: string}): RouteTables {
  const registry = readRegistry(input.registry);
  const {skeleton, moved} = splitRoutes(readRouteTree(input.routes), input.baseUrl);
  const chunkNamesOf = (route: Route): [string, unknown] => {
    const key = `${route.component.creatorPath}-${route.component.creatorHash}`;
    if (!(key in input.chunkNames)) {
      throw new Error(`${patch('routesChunkNames')}: route ${key} has no entry in routesChunkNames.json.`);
    }
    return [key, input.chunkNames[key]];
  };
  const registryOf = (chunkNames: [string, unknown][]) =>
    [...new Set(chunkNames.flatMap(([, names]) => chunkNamesIn(names)))].map((name) => {
      const entry = registry.get(name);
      if (!entry) {
        throw new Error(`${patch('registry')}: chunk ${name} has no entry in registry.js.`);
      }
      return `${JSON.stringify(name)}:${entry}`;
    });

  const sectionSizes = new Map<string, number>();
  for (const {route} of moved) {
    const section = sectionOf(route.path);
    sectionSizes.set(section, (sectionSizes.get(section) ?? 0) + 1);
  }
  const tableCounts = Object.fromEntries([...sectionSizes].map(([section, size]) => [section, Math.ceil(size / MAX_ROUTES_PER_TABLE)]));
  const tables = new Map<string, Moved[]>();
  for (const entry of moved) {
    const id = tableIdOf(entry.route.path, tableCounts)!;
    tables.set(id, [...(tables.get(id) ?? []), entry]);
  }

  const skeletonRoutes: Route[] = [];
  const collect = (routes: Route[]) => routes.forEach((route) => (skeletonRoutes.push(route), collect(route.routes ?? [])));
  collect(skeleton);
  // The not-found route loads its component by itself, without chunk names.
  const skeletonChunkNames = skeletonRoutes.filter((route) => route.path !== '*').map(chunkNamesOf);

  const files = new Map<string, string>();
  const header = '// Generated by src/patches/docusaurus-core/lazy-routes at build time: do not edit.\n';
  files.set('routes.js', `${header}import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default ${serialise(skeleton)};\n`);
  files.set('registry.js', `${header}export default {${registryOf(skeletonChunkNames).join(',\n')}};\n`);
  files.set('routesChunkNames.js', `${header}export default ${JSON.stringify(Object.fromEntries(skeletonChunkNames))};\n`);
  const fileOf = (id: string) => `table-${id || 'home'}.js`;
  const loaders = [...tables.keys()].map(
    (id) => `${JSON.stringify(id)}:()=>import(/* webpackChunkName: "routes-${id || 'home'}" */ './${fileOf(id)}')`,
  );
  files.set('tables.js', `${header}export const tableCounts = ${JSON.stringify(tableCounts)};\nexport const tableLoaders = {${loaders.join(',\n')}};\n`);
  for (const [id, entries] of tables) {
    const chunkNames = entries.map(({route}) => chunkNamesOf(route));
    files.set(
      fileOf(id),
      `${header}import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from './registry.js';
import routesChunkNames from './routesChunkNames.js';
Object.assign(registry, {${registryOf(chunkNames).join(',\n')}});
Object.assign(routesChunkNames, ${JSON.stringify(Object.fromEntries(chunkNames))});
export default ${serialise(entries)};
`,
    );
  }
  return {files, tableCounts};
}

/** Reads Docusaurus's generated files and writes the tables into `<generated files>/lazy-routes/`. */
export function writeRouteTables(generatedFilesDir: string, baseUrl: string): string {
  const read = (file: string) => readFileSync(path.join(generatedFilesDir, file), 'utf8');
  const {files} = routeTables({
    routes: read('routes.js'),
    registry: read('registry.js'),
    chunkNames: JSON.parse(read('routesChunkNames.json')) as ChunkNames,
    baseUrl,
  });
  const outDir = path.join(generatedFilesDir, 'lazy-routes');
  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});
  for (const [file, source] of files) {
    writeFileSync(path.join(outDir, file), source);
  }
  return outDir;
}
