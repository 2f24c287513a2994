/**
 * Patches of postman-code-generators and postman-collection, which the OpenAPI theme's explorer
 * bundles: only the four code-sample generators shown (./codeSampleGenerators.js), no faker
 * (./noDynamicVariables.js) and no charset tables (./noCharsetDecoding.js); and the curl generator
 * without regex lookbehind (./curlSanitizeWithoutLookbehind.cjs).
 */
import path from 'node:path';
import type {ModuleReplacement} from '../moduleReplacement';
import type {SourceRewrite} from '../sourceRewrite';

export const postmanReplacements: ModuleReplacement[] = [
  {
    name: 'four code-sample generators',
    request: /^\.\/assets\/languages(\.js)?$/,
    importedFrom: /[\\/]postman-code-generators[\\/]/,
    module: path.join(__dirname, 'codeSampleGenerators.js'),
  },
  {
    name: 'no dynamic variables (faker)',
    request: /^\.\/dynamic-variables(\.js)?$/,
    importedFrom: /[\\/]postman-collection[\\/]/,
    module: path.join(__dirname, 'noDynamicVariables.js'),
  },
  {
    name: 'no charset decoding (iconv-lite)',
    request: /^iconv-lite$/,
    importedFrom: /[\\/]postman-collection[\\/]/,
    module: path.join(__dirname, 'noCharsetDecoding.js'),
  },
];

export const postmanSourceRewrites: SourceRewrite[] = [path.join(__dirname, 'curlSanitizeWithoutLookbehind.cjs')];
