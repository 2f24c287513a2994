/**
 * Bundle-time changes that configuration cannot make to Docusaurus and the
 * OpenAPI theme: they keep each page's JavaScript and CSS to what that page uses, and give the
 * OpenAPI theme's pages server rendering and the accessibility their markup lacks. Modules are
 * swapped for the small ones in src/bundle/ and unused CSS rules dropped; each entry says why.
 */
import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {API_ROUTE_BASE_PATH} from '../sidebars/apiOperations';

type Replacement = {
  /** The import being replaced, as written by the importing module. */
  request: RegExp;
  /** Only imports made from a directory whose path matches. */
  importedFrom?: RegExp;
  /** What is imported instead. */
  module: string;
};

const BUNDLE_DIR = path.resolve(__dirname, '../bundle');
/** A stand-in module of src/bundle/. */
const standIn = (file: string) => path.join(BUNDLE_DIR, file);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const replacements = (siteDir: string): Replacement[] => [
  // The API explorer's code samples: ~30 generators (1.8 MB gzip) reduced to the four language tabs.
  {request: /^\.\/assets\/languages(\.js)?$/, importedFrom: /[\\/]postman-code-generators[\\/]/, module: standIn('codeSampleGenerators.js')},
  // postman-collection's {{$random…}} variables, which bundle the faker library.
  {request: /^\.\/dynamic-variables(\.js)?$/, importedFrom: /[\\/]postman-collection[\\/]/, module: standIn('noDynamicVariables.js')},
  // iconv-lite charset tables, used only to decode responses the explorer never receives.
  {request: /^iconv-lite$/, importedFrom: /[\\/]postman-collection[\\/]/, module: standIn('noCharsetDecoding.js')},
  // Docusaurus registers extra Prism languages from a client module, which puts Prism (~29 kB gzip)
  // in every page's main bundle. The languages now come with Prism itself (next entry).
  {request: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/, module: standIn('noop.js')},
  // Every import of Prism gets the site's extra languages, in the chunks of the pages that highlight code.
  {request: /^prism-react-renderer$/, module: standIn('prismWithLanguages.ts')},
  // The OpenAPI theme's stylesheet is a global client module (27 kB gzip of render-blocking CSS on
  // every page). The API page component imports it instead (src/theme/ApiItem), see API_STYLES.
  {request: /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]styles\.scss$/, importedFrom: /[\\/]\.docusaurus$/, module: standIn('noop.js')},
  // The OpenAPI theme renders parameters and schemas in the browser only; render them on the server too.
  {
    request: /^@docusaurus\/BrowserOnly$/,
    importedFrom: /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](ParamsDetails|RequestSchema|ResponseSchema)$/,
    module: standIn('renderedOnServer.tsx'),
  },
  // Tab groups (Docusaurus's and the OpenAPI theme's) no longer rebuild themselves after hydration.
  {
    request: /^@docusaurus\/useIsBrowser$/,
    importedFrom:
      /[\\/](docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](Tabs|MimeTabs|SchemaTabs|DiscriminatorTabs|ApiTabs|OperationTabs|ApiExplorer[\\/](CodeTabs|ApiCodeBlock|LiveEditor))|@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Tabs)$/,
    module: standIn('noRemountAfterHydration.ts'),
  },
  // Accessibility: the OpenAPI theme's schema lists, tab arrows and request body editor get the
  // roles, names and keyboard access their markup lacks (WCAG 2.1 AA).
  {
    request: /^react$/,
    importedFrom: /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](RequestSchema|ResponseSchema|ParamsDetails|ResponseHeaders|MimeTabs|SchemaTabs|DiscriminatorTabs|ApiTabs|OperationTabs|ApiExplorer[\\/]LiveEditor)$/,
    module: standIn('accessibleThemeReact.js'),
  },
  // Docusaurus prefetched a section's shared chunks once per link in view (306 elements for 21 files).
  {request: /^\.\/prefetch(\.js)?$/, importedFrom: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/, module: standIn('prefetchEachFileOnce.ts')},
  // Docusaurus prefetched every link in view at once, in one long task while the page hydrates.
  {request: /^\.\/docusaurus(\.js)?$/, importedFrom: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/, module: standIn('idlePrefetch.ts')},
  // All of tslib (4 kB gzip in every page) for the one helper @docusaurus/utils-common calls.
  {request: /^tslib$/, importedFrom: /[\\/]@docusaurus[\\/]utils-common[\\/]lib$/, module: standIn('importDefaultOnly.js')},
  // The OpenAPI theme's `process` polyfill, which React would otherwise carry into every page.
  {request: /[\\/]process[\\/]browser(\.js)?$/, importedFrom: /[\\/]node_modules[\\/]react(-dom)?[\\/]/, module: standIn('noProcess.js')},
  // The OpenAPI theme replaces Docusaurus's Tabs with a copy its API components need; guides and
  // blog posts keep Docusaurus's own, which is 3 kB of gzip JavaScript smaller.
  ...['Tabs', 'TabItem'].map((component) => ({
    request: new RegExp(`^@theme/${component}$`),
    importedFrom: new RegExp(`^${escapeRegExp(siteDir)}[\\\\/](docs|blog)([\\\\/]|$)`),
    module: `@theme-init/${component}`,
  })),
];

/**
 * The OpenAPI theme's CSS goes to a stylesheet of its own, which API pages load: on a client-side
 * navigation the bundler's runtime loads it with the API page's chunk, before the page renders;
 * for a reader landing on an API page, postBuild links it from the page's HTML, because the
 * server-rendered HTML links only the global stylesheet.
 */
const API_STYLES = 'api-styles';

async function linkApiStylesheet(outDir: string, baseUrl: string, routesPaths: string[]) {
  const stylesheet = (await readdir(path.join(outDir, 'assets/css'))).find((file) => file.startsWith(`${API_STYLES}.`));
  if (!stylesheet) {
    throw new Error(`lean-bundles: no ${API_STYLES} stylesheet in the build; API pages would render unstyled.`);
  }
  const link = `<link rel="stylesheet" href="${baseUrl}assets/css/${stylesheet}">`;
  const apiPages = routesPaths.filter((route) => route.startsWith(`${baseUrl}${API_ROUTE_BASE_PATH}/`));
  await Promise.all(
    apiPages.map(async (route) => {
      const file = path.join(outDir, route.slice(baseUrl.length), 'index.html');
      const html = await readFile(file, 'utf8');
      await writeFile(file, html.replace('</head>', `${link}</head>`));
    }),
  );
}

/**
 * The OpenAPI theme's stylesheet holds a logo for each of 20 code-sample languages (21 kB gzip of
 * render-blocking CSS on every page). Only the logos of the languages in `languageTabs` are kept.
 */
function dropUnusedLanguageLogos(shownLanguages: string[]) {
  const logoRule = /\.openapi-tabs__code-item--([\w-]+)/;
  return {
    postcssPlugin: 'drop-unused-code-sample-logos',
    Rule(rule: {selector: string; remove(): void}) {
      const language = logoRule.exec(rule.selector)?.[1];
      if (language && !['variant', 'sample', ...shownLanguages].includes(language)) {
        rule.remove();
      }
    },
  };
}

export default function leanBundlesPlugin(context: LoadContext): Plugin {
  const languageTabs = (context.siteConfig.themeConfig.languageTabs ?? []) as {logoClass: string}[];
  return {
    name: 'lean-bundles',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        ...(!isServer && {
          // Evaluates the main bundle over several tasks instead of one (see the module).
          entry: standIn('stagedClientEntry.ts'),
          optimization: {
            splitChunks: {
              cacheGroups: {
                // Above Docusaurus's single `styles` group, which would put this CSS on every page.
                [API_STYLES]: {
                  name: API_STYLES,
                  type: 'css/mini-extract',
                  test: /[\\/](docusaurus-theme-openapi-docs[\\/]|src[\\/]theme[\\/]ApiItem[\\/])/,
                  chunks: 'async',
                  enforce: true,
                  priority: 60,
                },
              },
            },
          },
        }),
        plugins: [
          // Components that load part of themselves later in the browser render in full on the
          // server: `process.env.DOCS_SERVER_BUNDLE ? require(…) : lazy(…)` keeps the static
          // require out of the browser bundles (see src/theme/CodeBlock/).
          new currentBundler.instance.DefinePlugin({'process.env.DOCS_SERVER_BUNDLE': JSON.stringify(isServer)}),
          ...replacements(context.siteDir).map(
            ({request, importedFrom, module}) =>
              new currentBundler.instance.NormalModuleReplacementPlugin(request, (resource: {context: string; request: string}) => {
                // A stand-in may import the module it stands in for.
                if (resource.context === BUNDLE_DIR) {
                  return;
                }
                if (!importedFrom || importedFrom.test(resource.context)) {
                  resource.request = module;
                }
              }),
          ),
        ],
      };
    },
    async postBuild({outDir, baseUrl, routesPaths}) {
      await linkApiStylesheet(outDir, baseUrl, routesPaths);
    },
    configurePostCss(options) {
      options.plugins.push(dropUnusedLanguageLogos(languageTabs.map((tab) => tab.logoClass)));
      return options;
    },
  };
}
