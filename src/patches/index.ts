/**
 * The one plugin that applies every patch under src/patches/ (each package's folder says what it
 * changes and why; ./manifest.ts lists them all). Before anything is built it checks the shape of
 * every row of the manifest; the bundler then makes the module replacements and fails the browser
 * build, naming the row, when one of them answered no import, and makes the source rewrites, failing
 * the build, naming the row, when a file no longer matches.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ANNOUNCEMENT} from '../constants';
import {PATCHES, type PatchId} from './manifest';
import {applies} from './leftOut';
import {checkExpectations, replacementPlugins, type ModuleReplacement} from './moduleReplacement';
import {sourceRewriteRules, type SourceRewrite} from './sourceRewrite';
import {STAGED_CLIENT_ENTRY, docusaurusCoreReplacements} from './docusaurus-core';
import {lazyRouteDiscovery} from './docusaurus-core/lazy-routes';
import {withoutCascadeLayerEmulation} from './docusaurus-core/noCascadeLayerEmulation';
import {announcementResetScript, themeClassicReplacements, themeClassicSourceRewrites} from './theme-classic';
import {docsPluginSourceRewrites} from './plugin-content-docs';
import {apiStylesheet, openapiThemeReplacements} from './openapi-theme';
import {openapiPluginSourceRewrites} from './openapi-plugin';
import {postmanReplacements, postmanSourceRewrites} from './postman';
import {runtimeHelperReplacements} from './runtime-helpers';

/**
 * Every module replacement made in every bundle, by folder. Lazy route discovery's are made in the
 * production browser bundle only (./docusaurus-core/lazy-routes).
 */
export function moduleReplacements(siteDir: string): ModuleReplacement[] {
  return [
    ...docusaurusCoreReplacements,
    ...themeClassicReplacements,
    ...openapiThemeReplacements(siteDir),
    ...postmanReplacements,
    ...runtimeHelperReplacements,
  ].filter(({name}) => applies(name as PatchId));
}

/**
 * A swizzle left out of a build (./leftOut.ts) is measured against the package's own component:
 * its imports are answered with that component instead of the site's.
 */
const swizzleOriginals: ModuleReplacement[] = [
  {
    name: 'code block context (theme-common/internal)',
    request: /^@theme\/CodeBlock\/Content$/,
    module: require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js'),
  },
  {
    name: 'ejected Markdown',
    request: /^@theme\/Markdown$/,
    module: require.resolve('docusaurus-theme-openapi-docs/lib/theme/Markdown/index.js'),
  },
];

/** Every source rewrite, by folder. */
export const sourceRewrites: SourceRewrite[] = [...themeClassicSourceRewrites, ...docsPluginSourceRewrites, ...openapiPluginSourceRewrites, ...postmanSourceRewrites];

/** Throws, naming the row, when a package file a patch relies on is gone or has changed shape. */
export function checkPatchShapes(resolve?: (request: string) => string): void {
  checkExpectations(
    PATCHES.map(({id, shape}) => ({name: id, expects: shape})),
    resolve,
  );
}

export default function patchesPlugin(context: LoadContext): Plugin {
  checkPatchShapes();
  const replacements = [...moduleReplacements(context.siteDir), ...swizzleOriginals.filter(({name}) => !applies(name as PatchId))];
  const stylesheet = apiStylesheet(context);
  return {
    name: 'patches',
    injectHtmlTags() {
      // After the theme's own inline script, which sets the attribute this one corrects.
      return {preBodyTags: [{tagName: 'script', innerHTML: announcementResetScript(context.siteStorage.namespace, ANNOUNCEMENT.id)}]};
    },
    configureWebpack(config, isServer, utils, content) {
      const {currentBundler} = utils;
      const fromStylesheet = stylesheet.configureWebpack(config, isServer, utils, content) ?? {};
      // Docusaurus has written its generated route files before any plugin configures a bundle.
      const lazyRoutes = lazyRouteDiscovery(context, isServer);
      return {
        ...fromStylesheet,
        module: {rules: sourceRewriteRules(sourceRewrites)},
        ...(!isServer && {entry: STAGED_CLIENT_ENTRY}),
        resolve: {alias: {'@lazy-route-tables': lazyRoutes.tablesModule}},
        plugins: [
          // Components that load part of themselves later in the browser render in full on the
          // server: `process.env.DOCS_SERVER_BUNDLE ? require(…) : lazy(…)` keeps the static
          // require out of the browser bundles (src/theme/CodeBlock/Content, src/theme/ApiExplorer, and the
          // API reference sections: src/theme/ParamsDetails, RequestSchema, StatusCodes).
          new currentBundler.instance.DefinePlugin({'process.env.DOCS_SERVER_BUNDLE': JSON.stringify(isServer)}),
          ...(fromStylesheet.plugins ?? []),
          ...replacementPlugins(
            currentBundler.instance,
            [...replacements, ...lazyRoutes.replacements.filter(({name}) => applies(name as PatchId))],
            {checkApplied: !isServer},
          ),
          ...(applies('lazy route discovery: chunk files per section') ? lazyRoutes.plugins : []),
        ],
      };
    },
    configurePostCss(options) {
      const withoutEmulation = withoutCascadeLayerEmulation(options);
      // The stylesheet's PostCSS step is the logo filter and nothing else.
      return applies('drop unused language logos') ? stylesheet.configurePostCss(withoutEmulation) : withoutEmulation;
    },
  };
}
