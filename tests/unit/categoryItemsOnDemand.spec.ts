import {expect, test} from '@playwright/test';
import type {RouteConfig} from '@docusaurus/types';
import {CATEGORY_ITEMS_MODULE, deferCategoryItems} from '../../src/patches/plugin-content-docs/categoryItemsOnDemand/routes';
import {DEFERRED_ITEMS_KEY, hasDeferredItems, withLoadedItems, type SidebarItem} from '../../src/patches/plugin-content-docs/categoryItemsOnDemand/sidebarItems';

const link = (slug: string): SidebarItem => ({type: 'link', href: `/developers/api/${slug}`, label: slug, docId: slug, unlisted: false} as SidebarItem);
const category = (label: string, items: SidebarItem[], extra: Partial<SidebarItem> = {}): SidebarItem => ({type: 'category', label, items, ...extra});

/** A docs root route like the API instance's: a guide link, a category of categories of operations. */
function apiDocsRoot(): RouteConfig {
  const exams = ['list-exams', 'create-exam', 'get-exam'];
  const health = ['health-check', 'ready-check'];
  const sidebar = [
    {type: 'link', href: '/developers/', label: 'Overview'},
    category('API reference', [category('Exams', exams.map(link)), category('Health', health.map(link))]),
    category('With a page', [link('a'), link('b')], {href: '/developers/api/with-a-page'}),
  ];
  const slugs = [...exams, ...health, 'a', 'b'];
  const version = {
    pluginId: 'api',
    version: 'current',
    docsSidebars: {developers: sidebar},
    docs: Object.fromEntries(slugs.map((slug) => [slug, {id: slug, title: slug, sidebar: 'developers'}])),
  };
  const leaves = slugs.map((slug) => ({path: `/developers/api/${slug}`, component: '@theme/ApiItem', exact: true, sidebar: 'developers', modules: {content: `${slug}.mdx`}}));
  return {
    path: '/developers/api',
    component: '@theme/DocsRoot',
    routes: [{path: '/developers/api', component: '@theme/DocVersionRoot', props: {version}, routes: [{path: '/developers/api', component: '@theme/DocRoot', routes: leaves}]}],
  };
}

const versionRouteOf = (root: RouteConfig) => root.routes![0]!;
const versionOf = (root: RouteConfig) => versionRouteOf(root).props!.version as {docsSidebars: {developers: SidebarItem[]}; docs: Record<string, unknown>};
const leafOf = (root: RouteConfig, slug: string) => versionRouteOf(root).routes![0]!.routes!.find((leaf) => leaf.path === `/developers/api/${slug}`)!;

test('a category listing only docs keeps its first item in the version data; its list is a module of each of its pages', () => {
  const {route, modules} = deferCategoryItems(apiDocsRoot(), '/generated/api');
  const [, reference, withPage] = versionOf(route).docsSidebars.developers;
  const [exams, health] = reference!.items!;
  expect(exams!.items!.map((item) => item.docId)).toEqual(['list-exams']);
  expect(health!.items!.map((item) => item.docId)).toEqual(['health-check']);
  expect(exams!.customProps![DEFERRED_ITEMS_KEY]).not.toEqual(health!.customProps![DEFERRED_ITEMS_KEY]);
  // A category with a page of its own shows doc cards, which read the doc entries: it stays whole.
  expect(withPage!.items).toHaveLength(2);
  expect(Object.keys(versionOf(route).docs).sort()).toEqual(['a', 'b', 'health-check', 'list-exams']);

  const examsModule = leafOf(route, 'get-exam').modules![CATEGORY_ITEMS_MODULE] as string;
  expect(leafOf(route, 'list-exams').modules![CATEGORY_ITEMS_MODULE]).toBe(examsModule);
  expect(leafOf(route, 'ready-check').modules![CATEGORY_ITEMS_MODULE]).not.toBe(examsModule);
  expect(leafOf(route, 'a').modules![CATEGORY_ITEMS_MODULE]).toBeUndefined();
  expect(leafOf(route, 'get-exam').modules!.content).toBe('get-exam.mdx');

  // One module per category registers its whole list and can load the others, which one more module lists.
  const byPath = new Map(modules.map((module) => [`/generated/api/${module.name}`, module.content]));
  const examsSource = byPath.get(examsModule)!;
  expect(examsSource).toContain('"href":"/developers/api/get-exam"');
  // The lists keep the doc ids (breadcrumbs read them), and drop the default `unlisted: false`.
  expect(examsSource).toContain('"docId":"get-exam"');
  expect(examsSource).not.toContain('unlisted');
  expect(examsSource).not.toContain('ready-check');
  const allFile = /import\(\/\* webpackChunkName: "[^"]+" \*\/ "\.\/([^"]+)"\)/.exec(examsSource)![1]!;
  const allSource = byPath.get(`/generated/api/${allFile}`)!;
  expect(allSource).toContain('"href":"/developers/api/get-exam"');
  expect(allSource).toContain('"href":"/developers/api/ready-check"');
  expect(modules).toHaveLength(3);
});

test('the browser fills in each list it has loaded, and leaves the others as the version data has them', () => {
  const {route, modules} = deferCategoryItems(apiDocsRoot(), '/generated/api');
  const sidebar = versionOf(route).docsSidebars.developers;
  expect(hasDeferredItems(sidebar)).toBe(true);
  expect(hasDeferredItems(versionOf(apiDocsRoot()).docsSidebars.developers)).toBe(false);
  const examsKey = sidebar[1]!.items![0]!.customProps![DEFERRED_ITEMS_KEY] as string;
  const examsList = JSON.parse(/\.push\(\["[^"]+", (\[.*?\]), \(\)/.exec(modules.find((module) => module.content.includes(`"${examsKey}"`))!.content)![1]!) as SidebarItem[];
  const filled = withLoadedItems(sidebar, (key) => (key === examsKey ? examsList : undefined));
  expect(filled[1]!.items![0]!.items!.map((item) => item.label)).toEqual(['list-exams', 'create-exam', 'get-exam']);
  expect(filled[1]!.items![1]!.items!.map((item) => item.label)).toEqual(['health-check']);
});

test('the build stops, naming the patch, when no category can wait or an item matches no page', () => {
  const root = apiDocsRoot();
  const flat = {...root, routes: [{...versionRouteOf(root), props: {version: {...versionOf(root), docsSidebars: {developers: [link('list-exams')]}}}}]};
  expect(() => deferCategoryItems(flat, '/generated/api')).toThrow(/sidebar category items on demand/);
  const docRoot = versionRouteOf(root).routes![0]!;
  const missingPage = {...root, routes: [{...versionRouteOf(root), routes: [{...docRoot, routes: docRoot.routes!.slice(1)}]}]};
  expect(() => deferCategoryItems(missingPage, '/generated/api')).toThrow(/sidebar category items on demand.*match no doc route/);
});
