/**
 * Hydration that keeps what the server rendered. Code blocks and tab groups of Docusaurus and the
 * OpenAPI theme no longer remount once the page has hydrated (./noRemountAfterHydration.ts); the
 * components that keep server markup until it is needed share ./serverMarkup.tsx, and those that
 * wait for their place to come near the viewport share ./useNearViewport.ts.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {checkExpectations, replacementPlugins, type ModuleReplacement} from '../module-replacement';

const THEME = /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]/.source;
const REMOUNTING = ['Tabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs', 'ApiTabs', 'OperationTabs', 'ApiExplorer/CodeTabs', 'ApiExplorer/ApiCodeBlock'];
const openapiFile = (component: string) => `docusaurus-theme-openapi-docs/lib/theme/${component}/index.js`;

export const hydrationReplacements: ModuleReplacement[] = [
  {
    name: 'no remount after hydration',
    request: /^@docusaurus\/useIsBrowser$/,
    importedFrom: new RegExp(
      `(${THEME}(${REMOUNTING.map((component) => component.replace('/', '[\\\\/]')).join('|')})|[\\\\/]@docusaurus[\\\\/]theme-classic[\\\\/]lib[\\\\/]theme[\\\\/](Tabs|CodeBlock))$`,
    ),
    module: path.join(__dirname, 'noRemountAfterHydration.ts'),
    // Each of these reads the value only to remount itself (`key: String(isBrowser)`).
    expects: [
      ...REMOUNTING.map((component) => ({file: openapiFile(component), contains: /key: String\(isBrowser\)/})),
      ...['Tabs', 'CodeBlock'].map((component) => ({
        file: `@docusaurus/theme-classic/lib/theme/${component}/index.js`,
        contains: /key=\{String\(isBrowser\)\}/,
      })),
    ],
  },
];

export default function hydrationPlugin(): Plugin {
  checkExpectations(hydrationReplacements);
  return {
    name: 'hydration',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: [
          // Components that load part of themselves later in the browser render in full on the
          // server: `process.env.DOCS_SERVER_BUNDLE ? require(…) : lazy(…)` keeps the static
          // require out of the browser bundles (src/theme/CodeBlock/Content, src/theme/ApiExplorer).
          new currentBundler.instance.DefinePlugin({'process.env.DOCS_SERVER_BUNDLE': JSON.stringify(isServer)}),
          ...replacementPlugins(currentBundler.instance, hydrationReplacements, {checkApplied: !isServer}),
        ],
      };
    },
  };
}
