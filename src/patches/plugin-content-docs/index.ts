/**
 * The docs plugin, minus payloads. The doc list of its global data goes
 * (./globalDataWithoutDocList.ts), and so do the descriptions: every docs page downloads its
 * version's metadata, which lists each doc of the version with its description: 5 of its 10 kB of gzip JavaScript here.
 * Only doc cards (the category index pages this site does not use) read those descriptions;
 * page metadata and search take descriptions from each page's own front matter. So the
 * descriptions are left out of the version metadata and nothing else changes.
 */
import pluginContentDocs, {validateOptions, type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {applies} from '../leftOut';
import {checkNavbarReadsNoDocList, withoutDocList} from './globalDataWithoutDocList';
import {versionDataPerSidebar} from './versionDataPerSidebar';

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
    contentLoaded(args) {
      // Each page also loads only its own sidebar's version data (./versionDataPerSidebar.ts).
      const withoutDescriptions = (route: RouteConfig) => (applies('docs without descriptions') ? withoutDocDescriptions(route) : route);
      const perSidebar = (route: RouteConfig) => (applies('version data per sidebar') ? versionDataPerSidebar(route) : route);
      const addRoute = (route: RouteConfig) => args.actions.addRoute(perSidebar(withoutDescriptions(route)));
      // The main bundle's global data lists no docs (./globalDataWithoutDocList.ts).
      const setGlobalData = (data: unknown) =>
        args.actions.setGlobalData(applies('docs global data without the doc list') ? withoutDocList(data) : data);
      return plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute, setGlobalData}});
    },
  };
}

docsWithoutDescriptions.validateOptions = validateOptions;
