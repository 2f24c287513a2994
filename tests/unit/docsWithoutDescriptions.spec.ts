import {expect, test} from '@playwright/test';
import type {RouteConfig} from '@docusaurus/types';
import {withoutDocDescriptions} from '../../src/patches/plugin-content-docs';

test('version metadata keeps each doc but drops its description, at any depth of the route tree', () => {
  const doc = {id: 'studio/index', title: 'Studio Overview', description: 'What Studio is for.', sidebar: 'studio'};
  const version = {pluginId: 'default', version: 'current', label: 'Next', docsSidebars: {studio: []}, docs: {[doc.id]: doc}};
  const tree: RouteConfig = {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [{path: '/', component: '@theme/DocVersionRoot', props: {version}, routes: [{path: '/studio/', component: '@theme/DocItem'}]}],
  };
  const [versionRoute] = withoutDocDescriptions(tree).routes!;
  expect(versionRoute.props).toEqual({
    version: {...version, docs: {[doc.id]: {id: doc.id, title: doc.title, sidebar: doc.sidebar}}},
  });
  expect(versionRoute.routes).toEqual(tree.routes![0].routes);
  expect(doc.description).toBe('What Studio is for.'); // the loaded content itself is untouched
});
