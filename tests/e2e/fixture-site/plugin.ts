/**
 * Test-only routes, added by the fixture build's configuration (./docusaurus.config.ts), never
 * to the published build. They let the browser tests make a page crash, or fail to load a
 * component, on purpose, and give search pages with audience filters.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

export const CRASH_ROUTE = '/e2e/crash';
export const CRASH_IN_LAYOUT_ROUTE = '/e2e/crash-in-layout';
export const LOADABLE_ROUTE = '/e2e/loadable';
/** Two pages labelled with different audiences, for the search page's filters. */
export const AUDIENCE_ROUTES = {Teacher: '/e2e/audience-teacher', Author: '/e2e/audience-author'};
/** The word only the audience fixture pages contain, so a search for it finds exactly them. */
export const AUDIENCE_FIXTURE_WORD = 'zephyrquill';
/** The file name prefix of the on-demand chunk of LOADABLE_ROUTE. */
export const LOADABLE_CHUNK = 'e2e-loadable-chart';

export default function e2eFixturesPlugin({siteDir, siteConfigPath}: LoadContext): Plugin {
  // (No node:path here: the fixture pages import this file's constants into the browser bundle.)
  const productionConfig = `${siteDir}/docusaurus.config.ts`;
  return {
    name: 'e2e-fixtures',
    /**
     * Rspack's persistent cache is keyed by the files the bundler config names as build dependencies,
     * the site config among them. Naming the production config in place of this one lets this build,
     * which `npm test` runs right after the production build, reuse that build's compiled modules
     * (the routes this plugin adds are new modules, compiled here). Fails loudly if Docusaurus stops
     * listing the config there.
     */
    configureWebpack(config) {
      const cache = config.experiments?.cache;
      // (Docusaurus sets no cache with DOCUSAURUS_NO_PERSISTENT_CACHE.)
      if (cache === undefined) {
        return {};
      }
      const dependencies = typeof cache === 'object' && 'buildDependencies' in cache ? cache.buildDependencies : undefined;
      if (!Array.isArray(dependencies) || !dependencies.includes(siteConfigPath)) {
        throw new Error(`e2e-fixtures: the bundler's persistent cache no longer lists ${siteConfigPath} as a build dependency; review the cache sharing in tests/e2e/fixture-site/plugin.ts.`);
      }
      cache.buildDependencies = dependencies.map((dependency) => (dependency === siteConfigPath ? productionConfig : dependency));
      return {};
    },
    async contentLoaded({actions}) {
      const component = '@site/tests/e2e/fixture-site/CrashPage.tsx';
      actions.addRoute({path: CRASH_ROUTE, component, exact: true, props: {insideLayout: false}});
      actions.addRoute({path: CRASH_IN_LAYOUT_ROUTE, component, exact: true, props: {insideLayout: true}});
      actions.addRoute({path: LOADABLE_ROUTE, component: '@site/tests/e2e/fixture-site/LoadablePage.tsx', exact: true});
      for (const [audience, path] of Object.entries(AUDIENCE_ROUTES)) {
        actions.addRoute({path, component: '@site/tests/e2e/fixture-site/AudiencePage.tsx', exact: true, props: {audience, permalink: path}});
      }
    },
  };
}
