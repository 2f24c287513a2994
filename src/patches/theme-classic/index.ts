/**
 * Syntax highlighting without Prism on every page. Docusaurus registers the extra Prism languages
 * (`themeConfig.prism.additionalLanguages`) from a client module, which puts Prism (~29 kB gzip)
 * in every page's main bundle. Here every import of prism-react-renderer gets Prism with the
 * languages registered (./prismWithLanguages.ts), so they arrive with the highlighter, which
 * src/theme/CodeBlock/Content loads on the reader's first activity.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {checkExpectations, replacementPlugins, type ModuleReplacement} from '../module-replacement';

export const codeHighlightingReplacements: ModuleReplacement[] = [
  {
    name: 'Prism languages with Prism',
    request: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    importedFrom: /[\\/]\.docusaurus$/,
    module: path.join(__dirname, 'noLanguageClientModule.js'),
    expects: [
      {file: '@docusaurus/theme-classic/lib/index.js', contains: /'\.\/prism-include-languages'/},
      {file: '@docusaurus/theme-classic/lib/prism-include-languages.js', contains: /prismIncludeLanguages\(Prism\)/},
    ],
  },
  {
    name: 'Prism with the site languages',
    request: /^prism-react-renderer$/,
    module: path.join(__dirname, 'prismWithLanguages.ts'),
  },
];

export default function codeHighlightingPlugin(): Plugin {
  checkExpectations(codeHighlightingReplacements);
  return {
    name: 'code-highlighting',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {plugins: replacementPlugins(currentBundler.instance, codeHighlightingReplacements, {checkApplied: !isServer})};
    },
  };
}
