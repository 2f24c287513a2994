import postcss from 'postcss';
import {expect, test} from '@playwright/test';
import {dropUnusedLanguageLogos} from '../../src/patches/openapi-theme';

const THEME_STYLESHEET = '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/styles.scss';
const css = `
.openapi-tabs__code-item--curl{background:url(curl.svg)}
.openapi-tabs__code-item--ruby{background:url(ruby.svg)}
.openapi-tabs__code-item--go:after{content:""}
.openapi-tabs__code-item--variant{color:red}
.openapi-tabs__code-item--elixir{background:url(elixir.svg)}
`;

const selectors = (result: postcss.Result) => result.root.nodes.map((node) => (node as postcss.Rule).selector);

test('the logo filter removes only the logos of languages it knows and that are not shown', async () => {
  const result = await postcss([dropUnusedLanguageLogos(['curl'])]).process(css, {from: THEME_STYLESHEET});
  expect(selectors(result)).toEqual([
    '.openapi-tabs__code-item--curl',
    '.openapi-tabs__code-item--variant', // a modifier, not a language
    '.openapi-tabs__code-item--elixir', // a language it does not know stays
  ]);
});

test('the logo filter leaves other stylesheets alone', async () => {
  const result = await postcss([dropUnusedLanguageLogos(['curl'])]).process(css, {from: '/site/src/css/custom.css'});
  expect(selectors(result)).toHaveLength(5);
});

test('the logo filter fails the build when the theme stylesheet has no logo left to remove', async () => {
  const process = postcss([dropUnusedLanguageLogos(['curl'])]).process('.openapi-tabs__code-item--curl{color:red}', {from: THEME_STYLESHEET});
  await expect(process).rejects.toThrow(/drop unused language logos.*removed nothing/);
});
