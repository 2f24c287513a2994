/**
 * Guides and blog posts use Docusaurus's Tabs rather than the OpenAPI theme's copy, which the
 * theme installs as `@theme/Tabs` for every page (9.7 kB gzip more on a guide with tabs, measured with and without: the manifest row). Only when
 * `@theme/Tabs` is the theme's copy: a Tabs swizzle of this site's own applies everywhere.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {ModuleReplacement} from '../moduleReplacement';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the site swizzles the component itself (src/theme/<Component>, as a folder or a file). */
const swizzledBySite = (siteDir: string, component: string) =>
  ['', '.tsx', '.ts', '.jsx', '.js'].some((extension) => existsSync(path.join(siteDir, 'src/theme', `${component}${extension}`)));

export function docusaurusTabsReplacements(siteDir: string): ModuleReplacement[] {
  return ['Tabs', 'TabItem']
    .filter((component) => !swizzledBySite(siteDir, component))
    .map((component) => ({
      name: `Docusaurus's ${component} in guides and blog posts`,
      request: new RegExp(`^@theme/${component}$`),
      importedFrom: new RegExp(`^${escapeRegExp(siteDir)}[\\\\/](docs|blog)([\\\\/]|$)`),
      module: `@theme-init/${component}`,
      moduleFile: require.resolve(`@docusaurus/theme-classic/lib/theme/${component}/index.js`),
    }));
}
