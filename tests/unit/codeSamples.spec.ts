import {expect, test} from '@playwright/test';
import config from '../../docusaurus.config';

test('the bundled code-sample generators are exactly the language tabs of the API pages', () => {
  const generators: {lang: string; variant: string; main: {convert: unknown}}[] = require('../../src/patches/postman/codeSampleGenerators.js');
  const tabs = (config.themeConfig as {languageTabs: {language: string; variant: string}[]}).languageTabs;
  const key = (language: string, variant: string) => `${language.toLowerCase()}/${variant.toLowerCase()}`;
  expect(generators.map((generator) => key(generator.lang, generator.variant)).sort()).toEqual(
    tabs.map((tab) => key(tab.language, tab.variant)).sort(),
  );
  for (const generator of generators) {
    expect(typeof generator.main.convert).toBe('function');
  }
});
