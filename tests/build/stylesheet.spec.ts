import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

const CSS_DIR = path.join('build', 'assets', 'css');

/**
 * The stylesheets carry no cascade layers (src/features/browser-support/flattenCascadeLayers.ts: Safari
 * 15.0 to 15.3 drop layered CSS), so the cascade follows source order: Infima must come before the
 * theme's rules that build on it, and the site's palette after Infima's defaults. The browser entry
 * (src/patches/docusaurus-core/stagedClientEntry.ts) imports modules in its own order, and an order that put the
 * theme first once let Infima override the theme's rules.
 */
test('the global stylesheet keeps the cascade in order: Infima, then the theme; the site palette after Infima', () => {
  const stylesheet = readdirSync(CSS_DIR).find((file) => /^styles\.[0-9a-f]+\.css$/.test(file));
  expect(stylesheet, 'the global stylesheet of the build').toBeDefined();
  const css = readFileSync(path.join(CSS_DIR, stylesheet!), 'utf8');
  const infima = css.indexOf('--ifm-color-scheme');
  const theme = css.search(/\.codeBlockContent_\w+/); // theme-classic's code block
  const sitePalette = css.search(/--ifm-color-primary:\s*#b3420e/i); // src/css/custom.css
  expect(infima).toBeGreaterThanOrEqual(0);
  expect(theme).toBeGreaterThan(infima);
  expect(sitePalette).toBeGreaterThan(css.indexOf('--ifm-color-primary:'));
  expect(css).not.toContain('@layer');
  // Nor an emulation of them, file by file, by raising specificity (postcss-preset-env's polyfill).
  expect(css).not.toContain(':not(#\\#)');
});
