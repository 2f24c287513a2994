import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

const CSS_DIR = path.join('build', 'assets', 'css');

/**
 * Docusaurus wraps each package's CSS in a cascade layer; the order in which the layers first appear
 * in the global stylesheet is their order in the cascade, so Infima must come before the themes
 * that build on it. The browser entry (src/patches/docusaurus-core/stagedClientEntry.ts) imports modules in its own
 * order, and an order that put the theme first once let Infima override the theme's rules.
 */
test('the global stylesheet keeps the cascade layers in order: Infima, then the themes', () => {
  const stylesheet = readdirSync(CSS_DIR).find((file) => /^styles\.[0-9a-f]+\.css$/.test(file));
  expect(stylesheet, 'the global stylesheet of the build').toBeDefined();
  const css = readFileSync(path.join(CSS_DIR, stylesheet!), 'utf8');
  const layers = [...new Set([...css.matchAll(/@layer ([\w.-]+)/g)].map((match) => match[1]))];
  expect(layers.slice(0, 3)).toEqual(['docusaurus.infima', 'docusaurus.theme-common', 'docusaurus.theme-classic']);
});
