/**
 * How a page starts, so a reader sees it and can use it sooner:
 * - the page template (./ssrTemplate.ts, the `ssrTemplate` site option) runs the scripts after
 *   the first contentful paint;
 * - the browser bundle's entry (./stagedClientEntry.ts) evaluates the main bundle over several
 *   tasks instead of one;
 * - prefetching of linked pages waits for idle time (./idlePrefetch.ts) and fetches each file
 *   once (./prefetchEachFileOnce.ts);
 * - a new announcement shows in the first paint to readers who closed an older one
 *   (./announcementReset.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ANNOUNCEMENT} from '../../constants';
import {announcementResetScript} from './announcementReset';
import {checkExpectations, replacementPlugins, type ModuleReplacement} from '../module-replacement';

const CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

export const startupReplacements: ModuleReplacement[] = [
  {
    name: 'prefetch each file once',
    request: /^\.\/prefetch(\.js)?$/,
    importedFrom: CLIENT,
    module: path.join(__dirname, 'prefetchEachFileOnce.ts'),
    expects: [{file: '@docusaurus/core/lib/client/docusaurus.js', contains: /import prefetchHelper from '\.\/prefetch'/}],
  },
  {
    name: 'idle prefetch',
    request: /^\.\/docusaurus(\.js)?$/,
    importedFrom: CLIENT,
    module: path.join(__dirname, 'idlePrefetch.ts'),
    // The stand-in spreads Docusaurus's object and replaces its prefetch function.
    expects: [{file: '@docusaurus/core/lib/client/docusaurus.js', contains: /const docusaurus = \{\s*prefetch,\s*preload,\s*\}/}],
  },
];

const STAGED_ENTRY = path.join(__dirname, 'stagedClientEntry.ts');

export default function startupPlugin(context: LoadContext): Plugin {
  checkExpectations([
    ...startupReplacements,
    // The staged entry ends by importing Docusaurus's own entry.
    {name: 'staged client entry', expects: [{file: '@docusaurus/core/lib/client/clientEntry.js', contains: /hydrateRoot/}]},
  ]);
  return {
    name: 'startup',
    injectHtmlTags() {
      // After the theme's own inline script, which sets the attribute this one corrects.
      return {preBodyTags: [{tagName: 'script', innerHTML: announcementResetScript(context.siteStorage.namespace, ANNOUNCEMENT.id)}]};
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        ...(!isServer && {entry: STAGED_ENTRY}),
        plugins: replacementPlugins(currentBundler.instance, startupReplacements, {checkApplied: !isServer}),
      };
    },
  };
}
