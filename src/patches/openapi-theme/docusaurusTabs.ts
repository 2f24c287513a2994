/**
 * Less of Docusaurus's own JavaScript on pages that do not need it:
 * - one tslib helper instead of all of tslib (4 kB gzip on every page) for the one function
 *   @docusaurus/utils-common calls (./importDefaultOnly.js);
 * - guides and blog posts use Docusaurus's Tabs rather than the OpenAPI theme's copy, which the
 *   theme installs as `@theme/Tabs` for every page (3 kB gzip more on pages with tabs). Only when
 *   `@theme/Tabs` is the theme's copy: a Tabs swizzle of this site's own applies everywhere.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkExpectations, replacementPlugins, type ModuleReplacement} from '../module-replacement';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the site swizzles the component itself (src/theme/<Component>, as a folder or a file). */
const swizzledBySite = (siteDir: string, component: string) =>
  ['', '.tsx', '.ts', '.jsx', '.js'].some((extension) => existsSync(path.join(siteDir, 'src/theme', `${component}${extension}`)));

export function leanRuntimeReplacements(siteDir: string): ModuleReplacement[] {
  return [
    {
      name: 'one tslib helper',
      request: /^tslib$/,
      importedFrom: /[\\/]@docusaurus[\\/]utils-common[\\/]lib$/,
      module: path.join(__dirname, 'importDefaultOnly.js'),
      // The stand-in has __importDefault only: utils-common must call nothing else.
      expects: [{file: '@docusaurus/utils-common/lib/index.js', contains: /^(?![\s\S]*tslib_1\.__(?!importDefault))[\s\S]*tslib_1\.__importDefault/}],
    },
    ...['Tabs', 'TabItem']
      .filter((component) => !swizzledBySite(siteDir, component))
      .map((component) => ({
        name: `Docusaurus's ${component} in guides and blog posts`,
        request: new RegExp(`^@theme/${component}$`),
        importedFrom: new RegExp(`^${escapeRegExp(siteDir)}[\\\\/](docs|blog)([\\\\/]|$)`),
        module: `@theme-init/${component}`,
        moduleFile: require.resolve(`@docusaurus/theme-classic/lib/theme/${component}/index.js`),
        expects: [{file: `docusaurus-theme-openapi-docs/lib/theme/${component}/index.js`, contains: /./}],
      })),
  ];
}

export default function leanRuntimePlugin(context: LoadContext): Plugin {
  const replacements = leanRuntimeReplacements(context.siteDir);
  checkExpectations(replacements);
  return {
    name: 'lean-runtime',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {plugins: replacementPlugins(currentBundler.instance, replacements, {checkApplied: !isServer})};
    },
  };
}
