/**
 * Runtime helpers the patches of Docusaurus's theme and the OpenAPI theme share: hydration that
 * keeps what the server rendered. Code blocks and tab groups of both themes no longer remount once
 * the page has hydrated (./noRemountAfterHydration.ts); the components that keep server markup
 * until it is needed share ./serverMarkup.tsx, ./deferredComponent.tsx loads a component's code
 * later and swaps it in when its caller says, and ./whenNearViewport.ts tells when an element's
 * place comes near the viewport.
 */
import path from 'node:path';
import type {ModuleReplacement} from '../moduleReplacement';

const THEME = /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]/.source;
const REMOUNTING = ['Tabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs', 'ApiTabs', 'OperationTabs', 'ApiExplorer/CodeTabs', 'ApiExplorer/ApiCodeBlock'];
const NO_REMOUNT = path.join(__dirname, 'noRemountAfterHydration.ts');

export const runtimeHelperReplacements: ModuleReplacement[] = [
  {
    name: 'no remount after hydration (Docusaurus)',
    request: /^@docusaurus\/useIsBrowser$/,
    importedFrom: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](Tabs|CodeBlock)$/,
    module: NO_REMOUNT,
  },
  {
    name: 'no remount after hydration (OpenAPI theme)',
    request: /^@docusaurus\/useIsBrowser$/,
    importedFrom: new RegExp(`${THEME}(${REMOUNTING.map((component) => component.replace('/', '[\\\\/]')).join('|')})$`),
    module: NO_REMOUNT,
  },
];
