/**
 * Category items on demand (build side). The API reference's sidebar lists every operation, and
 * every API page loaded that whole list with its version data: at ten times the operations, about
 * 9 kB of gzip more on each landing. Here each category that lists only docs keeps its first item
 * in the version data (so the server renders the same collapsed link as before), and its full list
 * becomes a module of its own: each page of the category loads it with the page (a route module,
 * awaited before hydration and before a navigation renders), and the other categories' lists load
 * in one file when the browser is idle or the reader first interacts (./registry.ts). The version
 * data also drops the doc entries of the items it no longer lists: only doc cards read them, and a
 * category with a page of its own (where doc cards appear) is never deferred.
 *
 * Applied by the docs plugin wrapper (../index.ts) to the API reference's instance only.
 */
import type {RouteConfig} from '@docusaurus/types';
import {REGISTRATIONS_GLOBAL} from './registry';
import {DEFERRED_ITEMS_KEY, type SidebarItem} from './sidebarItems';

/** The route module (and page prop) that carries a page's category list. */
export const CATEGORY_ITEMS_MODULE = 'categoryItems';

const ROW = 'sidebar category items on demand';

type VersionProp = {docsSidebars: Record<string, SidebarItem[]>; docs: Record<string, unknown>};
type GeneratedModule = {name: string; content: string};

/** A category without a page of its own, listing only docs: nothing but its sidebar shows its list. */
const listsOnlyDocs = (item: SidebarItem) =>
  item.type === 'category' && !item.href && item.items!.length > 1 && item.items!.every((child) => child.type === 'link' && child.docId && child.href);

/** An operation's link without `unlisted: false`, the default. (Breadcrumbs read the doc id: it stays.) */
const sidebarLink = ({unlisted, ...link}: SidebarItem & {unlisted?: boolean}) => (unlisted ? {...link, unlisted} : link);

/** A module's statement that queues a list (and how to load all the others) for ./registry.ts. */
const registration = (key: string, items: SidebarItem[], loadAllFile?: string) => {
  // One named chunk for all the lists, whichever page's module asks for it.
  const loadAll = loadAllFile ? `, () => import(/* webpackChunkName: "${loadAllFile.replace(/\.js$/, '')}" */ ${JSON.stringify(`./${loadAllFile}`)})` : '';
  return `(globalThis.${REGISTRATIONS_GLOBAL} ||= []).push([${JSON.stringify(key)}, ${JSON.stringify(items.map(sidebarLink))}${loadAll}]);`;
};

/**
 * A version route with its deferrable categories' lists moved to modules: the route to add, and
 * the modules to write (in the directory `moduleDir`, where the routes name them).
 */
function deferVersionCategoryItems(versionRoute: RouteConfig, moduleDir: string): {route: RouteConfig; modules: GeneratedModule[]} {
  const version = versionRoute.props?.version as VersionProp | undefined;
  const docRoot = versionRoute.routes?.find((route) => route.routes);
  if (!version?.docsSidebars || !docRoot) {
    throw new Error(`Patch "${ROW}": a version route of the docs plugin has no version props or doc routes; the plugin's route shape changed.`);
  }
  const slug = versionRoute.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
  const modules: GeneratedModule[] = [];
  const moduleOfPage = new Map<string, string>();
  const leftOutDocs = new Set<string>();
  const docsSidebars: Record<string, SidebarItem[]> = {};
  for (const [sidebar, items] of Object.entries(version.docsSidebars)) {
    const deferred: {key: string; items: SidebarItem[]}[] = [];
    const allFile = `category-items-${slug}-${sidebar}-all.js`;
    const skeleton = (item: SidebarItem): SidebarItem => {
      if (listsOnlyDocs(item)) {
        const key = `${slug}-${sidebar}-${deferred.length}`;
        const file = `category-items-${key}.js`;
        deferred.push({key, items: item.items!});
        modules.push({name: file, content: `${registration(key, item.items!, allFile)}\nexport default ${JSON.stringify(key)};\n`});
        item.items!.forEach((child) => moduleOfPage.set(child.href!, `${moduleDir}/${file}`));
        item.items!.slice(1).forEach((child) => leftOutDocs.add(child.docId!));
        return {...item, items: item.items!.slice(0, 1), customProps: {...item.customProps, [DEFERRED_ITEMS_KEY]: key}};
      }
      return item.items ? {...item, items: item.items.map(skeleton)} : item;
    };
    docsSidebars[sidebar] = items.map(skeleton);
    if (deferred.length > 0) {
      const lines = deferred.map(({key, items: list}) => registration(key, list));
      modules.push({name: allFile, content: `${lines.join('\n')}\nexport default true;\n`});
    }
  }
  const leaves = docRoot.routes!.map((leaf) => {
    const file = moduleOfPage.get(leaf.path);
    return file ? {...leaf, modules: {...leaf.modules, [CATEGORY_ITEMS_MODULE]: file}} : leaf;
  });
  const pagesWithModule = leaves.filter((leaf) => leaf.modules?.[CATEGORY_ITEMS_MODULE]).length;
  if (pagesWithModule !== moduleOfPage.size) {
    throw new Error(`Patch "${ROW}": ${moduleOfPage.size - pagesWithModule} sidebar items of ${versionRoute.path} match no doc route; the plugin's route paths changed.`);
  }
  const docs = Object.fromEntries(Object.entries(version.docs).filter(([id]) => !leftOutDocs.has(id)));
  return {
    route: {
      ...versionRoute,
      props: {...versionRoute.props, version: {...version, docsSidebars, docs}},
      routes: versionRoute.routes!.map((route) => (route === docRoot ? {...docRoot, routes: leaves} : route)),
    },
    modules,
  };
}

/** The docs plugin's root route with each version's deferrable lists moved out; fails if there were none. */
export function deferCategoryItems(docsRootRoute: RouteConfig, moduleDir: string): {route: RouteConfig; modules: GeneratedModule[]} {
  const versions = (docsRootRoute.routes ?? []).map((route) => deferVersionCategoryItems(route, moduleDir));
  const modules = versions.flatMap((version) => version.modules);
  if (modules.length === 0) {
    throw new Error(`Patch "${ROW}": no sidebar category of ${docsRootRoute.path} lists only docs; the sidebar's shape changed.`);
  }
  return {route: {...docsRootRoute, routes: versions.map((version) => version.route)}, modules};
}
