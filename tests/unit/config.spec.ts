import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import config from '../../docusaurus.config';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import {COPYRIGHT, DEFAULT_GTAG_TRACKING_ID, MAIN_SITE_URL, PRODUCT_NAME} from '../../src/constants';
import {ssrTemplate} from '../../src/patches/docusaurus-core/ssrTemplate';
import searchPlugin from '../../src/features/search';

type AnyRecord = Record<string, any>;
const themeConfig = config.themeConfig as AnyRecord;
const presetOptions = (config.presets![0] as [string, AnyRecord])[1];
const pluginOptions = (id: string) =>
  (config.plugins!.filter(Array.isArray) as [string, AnyRecord][]).find(([, options]) => (options.id ?? 'default') === id)![1];

test('site identity comes from the product constant', () => {
  expect(PRODUCT_NAME).toBe('Campfire Learning');
  expect(config.title).toBe('Campfire Learning Documentation');
  expect(themeConfig.footer.copyright).toBe(COPYRIGHT);
  expect(COPYRIGHT).toBe('Copyright © 2025 ExamSpark Inc doing business as Campfire Learning');
});

test('the product name is written only in src/constants.ts', () => {
  const sources = ['docusaurus.config.ts', 'sidebars.ts', ...listFiles('src')].filter(
    (file) => /\.(ts|tsx|js|jsx)$/.test(file) && !file.endsWith(path.join('src', 'constants.ts')),
  );
  const offenders = sources.filter((file) => readFileSync(file, 'utf8').includes(PRODUCT_NAME));
  expect(offenders).toEqual([]);
});

test('served from the root, English only, left to right', () => {
  expect(config.baseUrl).toBe('/');
  expect(config.i18n).toMatchObject({defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {direction: 'ltr'}}});
  expect(pluginOptions('default').routeBasePath).toBe('/');
});

test('build-time link checks: broken links throw, the rest warn', () => {
  expect(config.onBrokenLinks).toBe('throw');
  expect(config.onBrokenAnchors).toBe('warn');
  expect(config.onDuplicateRoutes).toBe('warn');
  expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('warn');
  expect(config.future).toMatchObject({v4: true});
});

test('colour mode is light only and ignores the OS preference', () => {
  expect(themeConfig.colorMode).toEqual({defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false});
});

test('navbar: three areas on the left, Campfire Main on the right, hides on scroll', () => {
  const {navbar} = themeConfig;
  expect(navbar.hideOnScroll).toBe(true);
  const left = navbar.items.filter((item: AnyRecord) => item.position === 'left');
  expect(left.map((item: AnyRecord) => [item.label, item.to])).toEqual([
    ['Studio', '/studio/'],
    ['Campfire', '/campfire/'],
    ['Developers', '/developers/'],
  ]);
  const external = navbar.items.find((item: AnyRecord) => item.label === 'Campfire Main');
  expect(external).toMatchObject({href: MAIN_SITE_URL, position: 'right'});
  expect(MAIN_SITE_URL).toBe('https://www.campfirelearning.com');
  expect(navbar.items.some((item: AnyRecord) => item.type === 'search')).toBe(true);
});

test('one docs version, current, labelled Next, in both docs instances', () => {
  for (const docs of [pluginOptions('default'), pluginOptions('api')]) {
    expect(docs.lastVersion).toBe('current');
    expect(docs.versions).toEqual({current: {label: 'Next'}});
  }
});

test('analytics: gtag with IP anonymisation and an overridable tracking id', () => {
  expect(presetOptions.gtag.anonymizeIP).toBe(true);
  expect(presetOptions.gtag.trackingID).toBe(process.env.GTAG_TRACKING_ID || DEFAULT_GTAG_TRACKING_ID);
});

test('the API reference is its own docs instance, so guide pages never load the API page component', () => {
  expect(presetOptions.docs).toBe(false); // the guides are a docs instance of their own, below
  expect(pluginOptions('default').docItemComponent).toBeUndefined();
  expect(pluginOptions('api')).toMatchObject({
    routeBasePath: 'developers/api',
    docItemComponent: '@theme/ApiItem',
  });
  const openapi = pluginOptions('openapi');
  expect(openapi.docsPluginId).toBe('api');
  expect(openapi.config.campfire.outputDir).toBe(pluginOptions('api').path);
  expect(openapi.config.campfire.hideSendButton).toBe(true);
});

test('search is Pagefind, built by the site\'s own plugin; the previous offline search is gone', () => {
  expect(config.plugins).toContain(searchPlugin);
  const names = [...(config.plugins ?? []), ...(config.themes ?? [])].map((entry) => (Array.isArray(entry) ? entry[0] : entry));
  expect(names).not.toContain('@easyops-cn/docusaurus-search-local');
});

function listFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('an unknown navbar item type is a configuration error; this configuration is valid', () => {
  const {validateThemeConfig} = require('@docusaurus/theme-classic');
  const {normalizeThemeConfig} = require('@docusaurus/utils-validation');
  const validate = (candidate: AnyRecord) => validateThemeConfig({validate: normalizeThemeConfig, themeConfig: candidate});
  expect(() => validate(themeConfig)).not.toThrow();
  const withUnknownItem = {...themeConfig, navbar: {...themeConfig.navbar, items: [...themeConfig.navbar.items, {type: 'no-such-item'}]}};
  expect(() => validate(withUnknownItem)).toThrow(/Bad navbar item type no-such-item/);
});

test('the page template is the one Docusaurus ships but for how the scripts start', () => {
  expect(config.ssrTemplate).toBe(ssrTemplate);
  const normalised = (template: string) => template.replace(/\s+/g, ' ').trim();
  const docusaurusScripts = /<% it\.scripts\.forEach[\s\S]*?<% }\); %>/;
  const startScript = /<script>\(function startScriptsAfterFirstPaint\([\s\S]*?<\/script>/;
  // Docusaurus's scripts block, which ours replaces: should it change, ours must be reviewed.
  expect(normalised(docusaurusTemplate.match(docusaurusScripts)![0])).toBe(
    '<% it.scripts.forEach((script) => { %> <script src="<%= it.baseUrl %><%= script %>" defer></script> <% }); %>',
  );
  // Ours: the same scripts preloaded at low priority in the head, started by the inline script.
  expect(normalised(ssrTemplate.match(docusaurusScripts)![0])).toBe(
    '<% it.scripts.forEach((script) => { %> <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low" /> <% }); %>',
  );
  // The start-up script is the body's last element and is given every script, with the base URL.
  expect(ssrTemplate.match(startScript)![0]).toMatch(
    /\)\(<%~ JSON\.stringify\(it\.scripts\.map\(\(script\) => it\.baseUrl \+ script\)\) %>, 3000\);<\/script>$/,
  );
  expect(ssrTemplate).toMatch(/<\/script>\s*<\/body>\s*<\/html>\s*$/);
  // Everything else is Docusaurus's template.
  expect(normalised(ssrTemplate.replace(docusaurusScripts, '').replace(startScript, ''))).toBe(
    normalised(docusaurusTemplate.replace(docusaurusScripts, '')),
  );
});
