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
      // postcss-preset-env would otherwise emulate the layers for these targets one file at a time, with
      // `:not(#\#)` specificity that outranks the site's own rules in other files (Infima's tabs beat
      // the API page's code-sample tabs): the layers are removed below instead.
      for (const plugin of options.plugins as unknown[]) {
        if (Array.isArray(plugin) && String(plugin[0]).includes('postcss-preset-env')) {
          plugin[1] = {...plugin[1], features: {...plugin[1]?.features, 'cascade-layers': false}};
        }
      }
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
