/**
 * prism-react-renderer with the site's extra languages (themeConfig.prism.additionalLanguages)
 * registered. Every import of prism-react-renderer resolves here (./index.ts), so
 * the languages arrive with Prism in the chunks of the pages that highlight code, instead of a
 * client module putting Prism in every page's main bundle.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export * from 'prism-react-renderer';
