/**
 * Patches of @docusaurus/core (and @docusaurus/utils-common, released with it): how a page starts.
 * - the page template (./ssrTemplate.ts, the `ssrTemplate` site option) runs the scripts after
 *   the first contentful paint;
 * - the browser bundle's entry (./stagedClientEntry.ts) evaluates the main bundle over several
 *   tasks instead of one;
 * - prefetching of linked pages waits for idle time (./idlePrefetch.ts) and fetches each file
 *   once (./prefetchEachFileOnce.ts);
 * - one tslib helper instead of all of tslib (./importDefaultOnly.js);
 * - the main bundle knows route prefixes, and each section's routes load as the reader moves
 *   (./lazy-routes, production browser bundle only).
 * - no cascade-layer emulation by postcss-preset-env in @docusaurus/bundler's PostCSS plugins
 *   (./noCascadeLayerEmulation.ts, applied from ../index.ts).
 */
import path from 'node:path';
import type {ModuleReplacement} from '../moduleReplacement';

const CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

export const STAGED_CLIENT_ENTRY = path.join(__dirname, 'stagedClientEntry.ts');

export const docusaurusCoreReplacements: ModuleReplacement[] = [
  {
    name: 'prefetch each file once',
    request: /^\.\/prefetch(\.js)?$/,
    importedFrom: CLIENT,
    module: path.join(__dirname, 'prefetchEachFileOnce.ts'),
  },
  {
    name: 'idle prefetch',
    request: /^\.\/docusaurus(\.js)?$/,
    importedFrom: CLIENT,
    module: path.join(__dirname, 'idlePrefetch.ts'),
  },
  {
    name: 'one tslib helper',
    request: /^tslib$/,
    importedFrom: /[\\/]@docusaurus[\\/]utils-common[\\/]lib$/,
    module: path.join(__dirname, 'importDefaultOnly.js'),
  },
];
