/**
 * Turns off postcss-preset-env's emulation of cascade layers in the PostCSS plugin list Docusaurus
 * builds (@docusaurus/bundler's style loader: `[require.resolve('postcss-preset-env'), {}]`). For the
 * oldest browsers of the support policy it would emulate the layers one file at a time, with
 * `:not(#\#)` specificity that outranks the site's own rules in other files (Infima's tabs beat the
 * API page's code-sample tabs). The layers are taken out instead (src/features/browser-support/).
 */
import type {PostCssOptions} from '@docusaurus/types';

type PresetEnvEntry = [string, {features?: Record<string, unknown>} | undefined];

export function withoutCascadeLayerEmulation(options: PostCssOptions): PostCssOptions {
  const presetEnv = (options.plugins as unknown[]).find(
    (plugin): plugin is PresetEnvEntry => Array.isArray(plugin) && String(plugin[0]).includes('postcss-preset-env'),
  );
  if (!presetEnv) {
    throw new Error('Patch "no cascade layer emulation" (src/patches/manifest.ts): Docusaurus\'s PostCSS plugins no longer include postcss-preset-env; the patch cannot apply.');
  }
  presetEnv[1] = {...presetEnv[1], features: {...presetEnv[1]?.features, 'cascade-layers': false}};
  return options;
}
