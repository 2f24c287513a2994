import {expect, test} from '@playwright/test';
import {checkNavbarReadsNoDocList, withoutDocList} from '../../src/patches/plugin-content-docs/globalDataWithoutDocList';
import config from '../../docusaurus.config';

/** The docs plugin's global data in its shape (plugin-content-docs/lib/globalData.js), for one version. */
const globalData = (docs: number) => ({
  path: '/',
  versions: [
    {
      name: 'current',
      path: '/',
      mainDocId: 'studio/index',
      docs: [{id: 'studio/index', path: '/studio/', sidebar: 'studio'}, ...Array.from({length: docs}, (_, index) => ({id: `area/guide-${index}`, path: `/area/guide-${index}`, sidebar: 'area'}))],
      draftIds: [],
      sidebars: {studio: {link: {path: '/studio/', label: 'Studio'}}},
    },
  ],
});

test('the global data in the main bundle keeps each version\'s main doc only, however many docs there are', () => {
  const small = JSON.stringify(withoutDocList(globalData(10)));
  expect(JSON.stringify(withoutDocList(globalData(1000)))).toBe(small);
  expect(withoutDocList(globalData(10)).versions[0]!.docs).toEqual([{id: 'studio/index', path: '/studio/', sidebar: 'studio'}]);
  expect(withoutDocList(globalData(10)).versions[0]!.sidebars).toEqual(globalData(10).versions[0]!.sidebars);
});

test('navbar items or versions that read the doc list stop the build, naming the patch', () => {
  expect(() => checkNavbarReadsNoDocList([{type: 'dropdown', items: [{type: 'docSidebar'}]}])).toThrow(/Patch "docs global data without the doc list".*"docSidebar"/);
  const twoVersions = globalData(1);
  twoVersions.versions.push({...twoVersions.versions[0]!, name: '1.0'});
  expect(() => withoutDocList(twoVersions)).toThrow(/Patch "docs global data without the doc list".*2 versions/);
  expect(() => withoutDocList({path: '/', versions: [{name: 'current'}]})).toThrow(/no longer has versions/);
});

test('this site\'s navbar reads no doc list', () => {
  const navbar = (config.themeConfig as {navbar: {items: []}}).navbar;
  expect(navbar.items.length).toBeGreaterThan(0);
  expect(() => checkNavbarReadsNoDocList(navbar.items)).not.toThrow();
});
