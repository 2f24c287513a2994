/**
 * Keeps the API explorer's JavaScript to what the site uses.
 * docusaurus-theme-openapi-docs builds code samples with postman-code-generators
 * and postman-collection, which bundle ~30 generators, the faker library and
 * iconv-lite charset tables: about 1.8 MB of compressed JavaScript per API page.
 * Configuration cannot narrow those imports, so this swaps three modules at
 * bundle time for the small ones in src/api/.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

type Replacement = {request: RegExp; fromPackage: string; module: string};

const REPLACEMENTS: Replacement[] = [
  {request: /^\.\/assets\/languages(\.js)?$/, fromPackage: 'postman-code-generators', module: 'codeSampleGenerators.js'},
  {request: /^\.\/dynamic-variables(\.js)?$/, fromPackage: 'postman-collection', module: 'noDynamicVariables.js'},
  {request: /^iconv-lite$/, fromPackage: 'postman-collection', module: 'noCharsetDecoding.js'},
];

export default function slimCodeSamplesPlugin(): Plugin {
  return {
    name: 'slim-code-samples',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: REPLACEMENTS.map(
          ({request, fromPackage, module}) =>
            new currentBundler.instance.NormalModuleReplacementPlugin(request, (resource: {context: string; request: string}) => {
              if (resource.context.includes(`${path.sep}${fromPackage}${path.sep}`)) {
                resource.request = path.resolve(__dirname, '../api', module);
              }
            }),
        ),
      };
    },
  };
}
