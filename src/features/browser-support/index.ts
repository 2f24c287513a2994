/**
 * What the oldest browsers of the support policy (README: Browser support) need from the build beyond
 * what browserslist already makes SWC and Lightning CSS lower: stylesheets without cascade layers
 * (./flattenCascadeLayers.ts), and third-party scripts without regular-expression lookbehind, rewritten
 * at bundle time by the patches listed here. tests/build/browserSupport.spec.ts checks the result.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {unwrapCascadeLayers} from './flattenCascadeLayers';

const PATCHES = path.join(__dirname, '..', '..', 'patches');
const LOOKBEHIND_REWRITES = [
  path.join(PATCHES, 'postman', 'curlSanitizeWithoutLookbehind.cjs'),
  path.join(PATCHES, 'openapi-plugin', 'greaterThanWithoutLookbehind.cjs'),
];

export default function browserSupportPlugin(): Plugin {
  return {
    name: 'browser-support',
    configurePostCss(options) {
      options.plugins.push(unwrapCascadeLayers);
      return options;
    },
    configureWebpack() {
      return {
        module: {
          rules: LOOKBEHIND_REWRITES.map((rewrite) => ({
            test: require.resolve((require(rewrite) as {file: string}).file),
            enforce: 'pre' as const,
            use: [{loader: path.join(PATCHES, 'sourceRewriteLoader.cjs'), options: {rewrite}}],
          })),
        },
      };
    },
  };
}
