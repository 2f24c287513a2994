/**
 * Lazy route discovery: a reader's landing JavaScript stays flat as the site grows.
 *
 * Docusaurus puts every route of the site into the main bundle: its path, its props and a loader for
 * each of its chunks (about 45 bytes of gzip per page, on every landing; facebook/docusaurus#7256).
 * Here the main bundle keeps only the skeleton of the route tree and a count of route tables per
 * section (first path segment); the page routes of a section, with their chunk loaders, are a
 * table of their own (a large section is spread over several), loaded the first time the reader
 * lands on, prefetches or opens a page of it (./routeTables.ts, ./client/loadRouteTables.ts).
 * Docusaurus already awaits its preload helper before it hydrates the first page and before it
 * renders each new location; the stand-in helper loads the path's table first.
 *
 * Its rows in src/patches/manifest.ts (`lazy route discovery: …`), one per replaced module: the
 * generated `routes`, `registry` and `routesChunkNames`, and, as imported from
 * @docusaurus/core/lib/client, `./preload` and `@docusaurus/renderRoutes` (App renders the top level
 * once, ./client/renderRoutesLive.tsx). Besides the rows' shape checks, the build stops, naming the
 * row, if routes.js no longer parses as ./routeTables.ts expects or a route or chunk has no entry.
 *
 * Each table also carries the files of the chunks it loads, so the bundler runtime's chunk maps
 * hold only the rest (./sectionChunkFiles.ts).
 *
 * Production browser bundle only: the server renders from Docusaurus's whole tree (server markup
 * is unchanged), and the development server regenerates its files as pages change.
 */
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {ModuleReplacement} from '../../moduleReplacement';
import {writeRouteTables} from './routeTables';
import {SectionChunkFilesPlugin} from './sectionChunkFiles';

const CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

/** The replacements, given the folder the tables are written to (./routeTables.ts). */
export function lazyRouteReplacements(tablesDir: string): ModuleReplacement[] {
  const generated = (name: string): ModuleReplacement => ({
    name: `lazy route discovery: ${name}`,
    request: new RegExp(`^@generated/${name}(\\.js|\\.json)?$`),
    module: path.join(tablesDir, `${name}.js`),
  });
  return [
    generated('routes'),
    generated('registry'),
    generated('routesChunkNames'),
    {
      name: 'lazy route discovery: preload',
      request: /^\.\/preload(\.js)?$/,
      importedFrom: CLIENT,
      module: path.join(__dirname, 'client/preloadWithRouteTables.ts'),
    },
    {
      name: 'lazy route discovery: renderRoutes',
      request: /^@docusaurus\/renderRoutes$/,
      importedFrom: CLIENT,
      module: path.join(__dirname, 'client/renderRoutesLive.tsx'),
    },
  ];
}

/**
 * For one bundle: the module `@lazy-route-tables` resolves to, and the replacements to make. Only
 * the production browser bundle gets the tables (written now, from the files Docusaurus has just
 * generated); elsewhere the client code finds no tables and changes nothing.
 */
export function lazyRouteDiscovery(
  context: LoadContext,
  isServer: boolean,
): {tablesModule: string; replacements: ModuleReplacement[]; plugins: SectionChunkFilesPlugin[]} {
  if (process.env.NODE_ENV !== 'production' || isServer) {
    return {tablesModule: path.join(__dirname, 'client/noRouteTables.ts'), replacements: [], plugins: []};
  }
  const tablesDir = writeRouteTables(context.generatedFilesDir, context.baseUrl);
  return {tablesModule: path.join(tablesDir, 'tables.js'), replacements: lazyRouteReplacements(tablesDir), plugins: [new SectionChunkFilesPlugin()]};
}
