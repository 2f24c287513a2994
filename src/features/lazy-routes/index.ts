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
 * Patch manifest row:
 * - package: @docusaurus/core, versions 3.10.x (checked: 3.10.2)
 * - targets: the client bundle's `@generated/routes`, `@generated/registry`,
 *   `@generated/routesChunkNames`, and, as imported from @docusaurus/core/lib/client, `./preload`
 *   and `@docusaurus/renderRoutes` (App renders the top level once, ./client/renderRoutesLive.tsx)
 * - saves: the route table of every other section from each landing (at ten times the pages, about
 *   50 kB of gzip on every page)
 * - guarded by: tests/unit/lazyRoutes.spec.ts (the mechanism, over a small growth fixture),
 *   tests/e2e/navigation.spec.ts and loading.spec.ts (navigation across sections)
 * - fails loudly: the build stops, naming the patch, if routes.js no longer parses as it expects,
 *   a route or chunk has no entry, a file it relies on has changed, or a stand-in replaced nothing.
 *
 * Production browser bundle only: the server renders from Docusaurus's whole tree (server markup
 * is unchanged), and the development server regenerates its files as pages change.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkExpectations, replacementPlugins, type ModuleReplacement} from '../../patches/moduleReplacement';
import {writeRouteTables} from './routeTables';

const CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

function lazyRouteReplacements(tablesDir: string): ModuleReplacement[] {
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
      expects: [
        {file: '@docusaurus/core/lib/client/clientEntry.js', contains: /preload\(window\.location\.pathname\)\.then/},
        {file: '@docusaurus/core/lib/client/PendingNavigation.js', contains: /preload\(nextLocation\.pathname\)/},
        {file: '@docusaurus/core/lib/client/exports/ComponentCreator.js', contains: /routesChunkNames\[`\$\{path\}-\$\{hash\}`\]/},
      ],
    },
    {
      name: 'lazy route discovery: top-level routes rendered per location',
      request: /^@docusaurus\/renderRoutes$/,
      importedFrom: CLIENT,
      module: path.join(__dirname, 'client/renderRoutesLive.tsx'),
      expects: [{file: '@docusaurus/core/lib/client/App.js', contains: /const routesElement = renderRoutes\(routes\);/}],
    },
  ];
}

export default function lazyRoutesPlugin(context: LoadContext): Plugin {
  const production = process.env.NODE_ENV === 'production';
  return {
    name: 'lazy-routes',
    configureWebpack(_config, isServer, {currentBundler}) {
      const lazy = production && !isServer;
      if (!lazy) {
        return {resolve: {alias: {'@lazy-route-tables': path.join(__dirname, 'client/noRouteTables.ts')}}};
      }
      const tablesDir = writeRouteTables(context.generatedFilesDir, context.baseUrl);
      const replacements = lazyRouteReplacements(tablesDir);
      checkExpectations(replacements);
      return {
        resolve: {alias: {'@lazy-route-tables': path.join(tablesDir, 'tables.js')}},
        plugins: replacementPlugins(currentBundler.instance, replacements, {checkApplied: true}),
      };
    },
  };
}
