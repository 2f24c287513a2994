import {expect, test} from '@playwright/test';
import type {RouteConfig} from '@docusaurus/types';
import {splitVersionRoute, versionDataPerSidebar} from '../../src/patches/plugin-content-docs/versionDataPerSidebar';

const doc = (routePath: string, sidebar?: string) => ({path: routePath, component: '@theme/DocItem', exact: true, ...(sidebar && {sidebar})});

function docsRoot(leaves: ReturnType<typeof doc>[], sidebars: string[], otherRoutes: RouteConfig[] = []): RouteConfig {
  const version = {
    pluginId: 'default',
    version: 'current',
    docsSidebars: Object.fromEntries(sidebars.map((sidebar) => [sidebar, [{type: 'link', href: `/${sidebar}/`}]])),
    docs: Object.fromEntries(leaves.map((leaf) => [leaf.path, {id: leaf.path, title: leaf.path, ...(leaf.sidebar && {sidebar: leaf.sidebar})}])),
  };
  return {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [
      {path: '/', component: '@theme/DocVersionRoot', props: {version}, routes: [{path: '/', component: '@theme/DocRoot', routes: leaves}, ...otherRoutes]},
    ],
  };
}

const versionOf = (route: RouteConfig) => route.props!.version as {docsSidebars: object; docs: object};

test('each sidebar whose pages share a segment gets a version route listing only that sidebar and its docs', () => {
  const leaves = [doc('/studio/', 'studio'), doc('/studio/items', 'studio'), doc('/campfire/roster', 'campfire'), doc('/developers/terms')];
  const [studio, campfire, rest] = versionDataPerSidebar(docsRoot(leaves, ['studio', 'campfire'])).routes!;
  expect(studio!.path).toBe('/studio');
  expect(Object.keys(versionOf(studio!).docsSidebars)).toEqual(['studio']);
  expect(Object.keys(versionOf(studio!).docs)).toEqual(['/studio/', '/studio/items']);
  expect(studio!.routes![0]!.path).toBe('/studio');
  expect(studio!.routes![0]!.routes!.map((route) => route.path)).toEqual(['/studio/', '/studio/items']);
  expect(campfire!.path).toBe('/campfire');
  // Pages in no sidebar, and everything else, stay in the version route as it was.
  expect(rest!.path).toBe('/');
  expect(Object.keys(versionOf(rest!).docsSidebars)).toEqual([]);
  expect(rest!.routes![0]!.routes!.map((route) => route.path)).toEqual(['/developers/terms']);
});

test('a sidebar stays in place when its pages span segments or another route lies under its segment', () => {
  const spanning = [doc('/studio/a', 'mixed'), doc('/campfire/b', 'mixed'), doc('/blogish/c', 'other')];
  expect(splitVersionRoute(docsRoot(spanning, ['mixed', 'other']).routes![0]!).map((route) => route.path)).toEqual(['/blogish', '/']);
  const clashing = [doc('/studio/a', 'studio'), doc('/studio/terms'), doc('/campfire/b', 'campfire')];
  expect(splitVersionRoute(docsRoot(clashing, ['studio', 'campfire']).routes![0]!).map((route) => route.path)).toEqual(['/campfire', '/']);
  const tagged = [doc('/tags/a', 'tags'), doc('/campfire/b', 'campfire')];
  const tagRoute = {path: '/tags/intro', component: '@theme/DocTagDocListPage', exact: true};
  expect(splitVersionRoute(docsRoot(tagged, ['tags', 'campfire'], [tagRoute]).routes![0]!).map((route) => route.path)).toEqual(['/campfire', '/']);
});

test('a version with one sidebar is left as it is', () => {
  const root = docsRoot([doc('/developers/api/a', 'api'), doc('/developers/api/b', 'api')], ['api']);
  expect(versionDataPerSidebar(root)).toEqual(root);
});
