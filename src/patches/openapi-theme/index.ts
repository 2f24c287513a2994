/**
 * Patches of docusaurus-theme-openapi-docs: the API reference pages, light and complete in the
 * server HTML.
 * - the page itself is src/theme/ApiItem, ejected: the panel beside the reference renders on the
 *   server, with code samples built at build time (./codeSamples/), the theme's request form loads
 *   when the reader asks, and its store is built only when something needs it;
 * - parameters, schemas and responses are rendered on the server too (./renderedOnServer.tsx), and
 *   keep that markup, their code unloaded, until the reader nears them (./referenceSection.tsx,
 *   src/theme/ParamsDetails, RequestSchema, StatusCodes);
 * - the theme's storage helpers use SHA-1 alone of crypto-js (./sha1Only.js);
 * - the request body editor never evaluates code (./liveProviderWithoutEvaluation.tsx), which the
 *   Content Security Policy forbids;
 * - the markup gets the roles and names it lacks (./accessibility.ts);
 * - guides and blog posts use Docusaurus's Tabs (./docusaurusTabs.ts);
 * - the theme's stylesheet is a stylesheet of API pages only, named from its sources so that
 *   src/theme/ApiItem can link it in the server HTML, without the logos of unused languages.
 */
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ModuleReplacement} from '../moduleReplacement';
import {accessibilityReplacements} from './accessibility';
import {docusaurusTabsReplacements} from './docusaurusTabs';

const THEME_DIR = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));
const THEME = (component: string) => new RegExp(`[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](${component})$`);
const standIn = (file: string) => path.join(__dirname, file);

export function openapiThemeReplacements(siteDir: string): ModuleReplacement[] {
  return [
    {
      name: 'OpenAPI stylesheet on API pages only',
      request: /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]styles\.scss$/,
      importedFrom: /[\\/]\.docusaurus$/,
      module: standIn('noGlobalStylesheet.js'),
    },
    {
      name: 'API reference sections rendered on the server',
      request: /^@docusaurus\/BrowserOnly$/,
      importedFrom: THEME('ParamsDetails|RequestSchema|ResponseSchema'),
      module: standIn('renderedOnServer.tsx'),
    },
    {
      name: 'SHA-1 alone of crypto-js',
      request: /^crypto-js$/,
      // The folder of the importing module: storage-utils.js is the only one there that imports it.
      importedFrom: THEME('ApiExplorer'),
      module: standIn('sha1Only.js'),
    },
    {
      name: 'react-live without eval',
      request: /^react-live$/,
      importedFrom: THEME('ApiExplorer[\\\\/]LiveEditor'),
      module: standIn('liveProviderWithoutEvaluation.tsx'),
    },
    ...accessibilityReplacements,
    ...docusaurusTabsReplacements(siteDir),
  ];
}

/**
 * The languages whose logos the OpenAPI theme's stylesheet holds (as of 5.2). Only these are
 * removed when not shown; a class the filter does not know stays.
 */
const LOGO_LANGUAGES = ['c', 'csharp', 'curl', 'dart', 'go', 'http', 'java', 'javascript', 'kotlin', 'nodejs', 'objective-c', 'ocaml', 'php', 'powershell', 'python', 'r', 'ruby', 'rust', 'shell', 'swift'];

/** PostCSS plugin: drops the logos of languages not shown; fails if the theme's stylesheet had none to drop. */
export function dropUnusedLanguageLogos(shownLanguages: string[]) {
  const unused = new Set(LOGO_LANGUAGES.filter((language) => !shownLanguages.includes(language)));
  const logoRule = /\.openapi-tabs__code-item--([\w-]+)(?![\w-])/;
  return {
    postcssPlugin: 'drop-unused-code-sample-logos',
    Once(root: {source?: {input: {file?: string}}; walkRules(visit: (rule: {selector: string; remove(): void}) => void): void}) {
      const file = root.source?.input.file ?? '';
      if (!/docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]styles\.scss$/.test(file)) {
        return;
      }
      let removed = 0;
      root.walkRules((rule) => {
        const language = logoRule.exec(rule.selector)?.[1];
        if (language && unused.has(language)) {
          rule.remove();
          removed += 1;
        }
      });
      if (removed === 0) {
        throw new Error(`api-reference "drop unused language logos": removed nothing from ${file}; the theme's logo classes have changed.`);
      }
    },
  };
}

const API_STYLES = 'api-styles';

/**
 * The API stylesheet's file name, from everything that makes it: the theme's Sass, this site's
 * corrections, the languages shown and the versions of the tools. Both bundles know it in advance,
 * so the page can link it and the bundler's runtime, finding it linked, does not load it again.
 */
function apiStylesheetFile(siteDir: string, shownLanguages: string[]): string {
  const hash = createHash('sha256');
  const themeSources = readdirSync(path.join(THEME_DIR, 'lib/theme'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.scss'))
    .sort();
  for (const file of themeSources) {
    hash.update(file).update(readFileSync(path.join(THEME_DIR, 'lib/theme', file)));
  }
  hash.update(readFileSync(path.join(siteDir, 'src/theme/ApiItem/styles.css')));
  for (const pkg of ['docusaurus-theme-openapi-docs', 'sass', '@docusaurus/core', '@rspack/core']) {
    const {version} = JSON.parse(readFileSync(path.join(siteDir, 'node_modules', pkg, 'package.json'), 'utf8'));
    hash.update(`${pkg}@${version}`);
  }
  hash.update(shownLanguages.join());
  return `assets/css/${API_STYLES}.${hash.digest('hex').slice(0, 8)}.css`;
}

type CssExtractPlugin = {constructor: {name: string}; options: {chunkFilename?: unknown}};

/** The API stylesheet: its own chunk, its name known in advance, its unused logos dropped. */
export function apiStylesheet(context: LoadContext): Required<Pick<Plugin, 'configureWebpack' | 'configurePostCss'>> {
  const shownLanguages = ((context.siteConfig.themeConfig.languageTabs ?? []) as {logoClass: string}[]).map((tab) => tab.logoClass);
  const stylesheetFile = apiStylesheetFile(context.siteDir, shownLanguages);
  return {
    configureWebpack(config, isServer, {currentBundler}) {
      const production = config.mode === 'production';
      if (production && !isServer) {
        const cssExtract = (config.plugins as unknown as (CssExtractPlugin | undefined)[] | undefined)?.find((plugin) => plugin?.options?.chunkFilename);
        const otherChunks = cssExtract?.options.chunkFilename;
        if (typeof otherChunks !== 'string') {
          throw new Error('api-reference: the CSS extraction plugin of the browser bundle was not found; the API stylesheet cannot be named.');
        }
        cssExtract!.options.chunkFilename = (pathData: {chunk?: {name?: string}}) => (pathData.chunk?.name === API_STYLES ? stylesheetFile : otherChunks);
      }
      return {
        ...(!isServer && {
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
          new currentBundler.instance.DefinePlugin({
            'process.env.DOCS_API_STYLESHEET': JSON.stringify(production ? `${context.baseUrl}${stylesheetFile}` : ''),
          }),
          ...(production && !isServer ? [stylesheetCheck(stylesheetFile)] : []),
        ],
      };
    },
    configurePostCss(options) {
      options.plugins.push(dropUnusedLanguageLogos(shownLanguages));
      return options;
    },
  };
}

/** Fails the build if the API stylesheet was not written under the name the pages link. */
function stylesheetCheck(file: string) {
  return {
    apply(compiler: {webpack: {WebpackError: new (message: string) => Error}; hooks: {thisCompilation: {tap(name: string, run: (compilation: any) => void): void}}}) {
      compiler.hooks.thisCompilation.tap('api-stylesheet-check', (compilation) => {
        compilation.hooks.processAssets.tap({name: 'api-stylesheet-check', stage: 5000}, () => {
          if (!compilation.getAsset(file)) {
            compilation.errors.push(new compiler.webpack.WebpackError(`api-reference: the API stylesheet was not written as ${file}; API pages would link a missing file.`));
          }
        });
      });
    },
  };
}
