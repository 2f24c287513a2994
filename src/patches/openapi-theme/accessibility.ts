/**
 * Accessibility of the OpenAPI theme's markup (WCAG 2.1 AA). Its schema and parameter lists are
 * <ul> elements holding <div>s, so they get `role="presentation"`; the arrow buttons that scroll
 * a row of tabs get names; the request body editor, which scrolls, becomes reachable with the
 * keyboard. The theme's components see a React whose createElement adds these attributes
 * (./accessibleThemeReact.js); src/theme/ApiItem/styles.css fixes contrast and focus rings. The
 * response headers list is an ejected swizzle of its own (src/theme/ResponseHeaders).
 */
import path from 'node:path';
import type {ModuleReplacement} from '../moduleReplacement';

const COMPONENTS = ['RequestSchema', 'ResponseSchema', 'ParamsDetails', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs', 'ApiTabs', 'OperationTabs', 'ApiExplorer/LiveEditor'];

export const accessibilityReplacements: ModuleReplacement[] = [
  {
    name: 'accessible OpenAPI theme markup',
    request: /^react$/,
    importedFrom: new RegExp(
      `[\\\\/]docusaurus-theme-openapi-docs[\\\\/]lib[\\\\/]theme[\\\\/](${COMPONENTS.map((component) => component.replace('/', '[\\\\/]')).join('|')})$`,
    ),
    module: path.join(__dirname, 'accessibleThemeReact.js'),
  },
];
