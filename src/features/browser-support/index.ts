/**
 * What the oldest browsers of the support policy (README: Browser support) need from the build beyond
 * what browserslist already makes SWC and Lightning CSS lower: stylesheets without cascade layers
 * (./flattenCascadeLayers.ts, through the public `configurePostCss` hook). The third-party scripts
 * without regular-expression lookbehind are patches (src/patches/openapi-plugin/, src/patches/postman/),
 * as is turning off postcss-preset-env's layer emulation (src/patches/docusaurus-core/).
 * tests/build/browserSupport.spec.ts checks the result.
 */
import type {Plugin} from '@docusaurus/types';
import {unwrapCascadeLayers} from './flattenCascadeLayers';

export default function browserSupportPlugin(): Plugin {
  return {
    name: 'browser-support',
    configurePostCss(options) {
      options.plugins.push(unwrapCascadeLayers);
      return options;
    },
  };
}
