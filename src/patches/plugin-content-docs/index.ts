/**
 * The docs plugin, minus payloads. The doc list of its global data goes
 * (./globalDataWithoutDocList.ts), and so do the descriptions: every docs page downloads its
 * version's metadata, which lists each doc of the version with its description: 5 of its 10 kB of gzip JavaScript here.
 * Only doc cards (the category index pages this site does not use) read those descriptions;
 * page metadata and search take descriptions from each page's own front matter. So the
 * descriptions are left out of the version metadata and nothing else changes.
 *
 * In the browser, getActivePlugin orders the docs instances without a collator
 * (./activePluginWithoutCollator.cjs, a source rewrite applied by the patches plugin).
 */
import pluginContentDocs, {validateOptions, type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import path from 'node:path';
import {applies} from '../leftOut';
import type {SourceRewrite} from '../sourceRewrite';
import {deferCategoryItems} from './categoryItemsOnDemand/routes';
import {checkNavbarReadsNoDocList, withoutDocList} from './globalDataWithoutDocList';
import {versionDataPerSidebar} from './versionDataPerSidebar';

export const docsPluginSourceRewrites: SourceRewrite[] = [path.join(__dirname, 'activePluginWithoutCollator.cjs')];

/** The API reference's instance (its id in docusaurus.config.ts): its operation categories load on demand. */
const CATEGORY_ITEMS_ON_DEMAND_INSTANCE = 'api';
const CATEGORY_ITEMS_DOC_ROOT = '@theme/ApiDocRoot';

type VersionDocs = Record<string, {description?: string}>;

/** The route, with its version metadata's docs (where it has them) stripped of descriptions. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as {docs?: VersionDocs} | undefined;
  const props = version?.docs
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
          ),
        },
      }
    : route.props;
  return {...route, props, routes: route.routes?.map(withoutDocDescriptions)};
}

export default async function docsWithoutDescriptions(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  checkNavbarReadsNoDocList((context.siteConfig.themeConfig as {navbar?: {items?: []}}).navbar?.items ?? []);
  return {
    ...plugin,
    async contentLoaded(args) {
      // Each page also loads only its own sidebar's version data (./versionDataPerSidebar.ts).
      const withoutDescriptions = (route: RouteConfig) => (applies('docs without descriptions') ? withoutDocDescriptions(route) : route);
      const perSidebar = (route: RouteConfig) => (applies('version data per sidebar') ? versionDataPerSidebar(route) : route);
      // The API reference's category lists load with their pages (./categoryItemsOnDemand/routes.ts).
      const itemsOnDemand = options.id === CATEGORY_ITEMS_ON_DEMAND_INSTANCE && applies('sidebar category items on demand');
      if (itemsOnDemand && options.docRootComponent !== CATEGORY_ITEMS_DOC_ROOT) {
        throw new Error(`Patch "sidebar category items on demand": the ${options.id} docs instance must render with docRootComponent ${CATEGORY_ITEMS_DOC_ROOT}, which fills in the lists.`);
      }
      const routes: RouteConfig[] = [];
      const addRoute = (route: RouteConfig) => routes.push(perSidebar(withoutDescriptions(route)));
      // The main bundle's global data lists no docs (./globalDataWithoutDocList.ts).
      const setGlobalData = (data: unknown) =>
        args.actions.setGlobalData(applies('docs global data without the doc list') ? withoutDocList(data) : data);
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute, setGlobalData}});
      const moduleDir = path.join(context.generatedFilesDir, plugin.name, options.id);
      for (const route of routes) {
        const {route: routeToAdd, modules} = itemsOnDemand ? deferCategoryItems(route, moduleDir) : {route, modules: []};
        for (const {name, content} of modules) {
          const written = await args.actions.createData(name, content);
          if (written !== path.join(moduleDir, name)) {
            throw new Error(`Patch "sidebar category items on demand": Docusaurus wrote ${name} to ${written}, not where the routes name it.`);
          }
        }
        args.actions.addRoute(routeToAdd);
      }
    },
  };
}

docsWithoutDescriptions.validateOptions = validateOptions;
