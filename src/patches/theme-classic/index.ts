/**
 * Patches of @docusaurus/theme-classic and @docusaurus/theme-common.
 * - Syntax highlighting without Prism on every page. Docusaurus registers the extra Prism languages
 *   (`themeConfig.prism.additionalLanguages`) from a client module, which puts Prism (~29 kB gzip)
 *   in every page's main bundle. Here every import of prism-react-renderer gets Prism with the
 *   languages registered (./prismWithLanguages.ts), so they arrive with the highlighter, which
 *   src/theme/CodeBlock/Content loads on the reader's first activity.
 * - A new announcement shows in the first paint to readers who closed an older one
 *   (./announcementReset.ts, which reads the theme's storage key).
 * - No collator as a page hydrates: useShallowMemoObject sorts its keys by code point
 *   (./shallowMemoWithoutCollator.cjs, a source rewrite of theme-common).
 */
import path from 'node:path';
import type {ModuleReplacement} from '../moduleReplacement';
import type {SourceRewrite} from '../sourceRewrite';

export {announcementResetScript} from './announcementReset';

export const themeClassicReplacements: ModuleReplacement[] = [
  {
    name: 'Prism languages with Prism',
    request: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    importedFrom: /[\\/]\.docusaurus$/,
    module: path.join(__dirname, 'noLanguageClientModule.js'),
  },
  {
    name: 'Prism with the site languages',
    request: /^prism-react-renderer$/,
    module: path.join(__dirname, 'prismWithLanguages.ts'),
  },
];

export const themeClassicSourceRewrites: SourceRewrite[] = [path.join(__dirname, 'shallowMemoWithoutCollator.cjs')];
