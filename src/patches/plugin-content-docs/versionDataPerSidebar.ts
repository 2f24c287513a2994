/**
 * Version data per sidebar: a docs page downloads its own sidebar, not every sidebar of the site.
 *
 * The docs plugin gives each version one route whose props (the version metadata: every sidebar and
 * every doc of the version) every docs page of the version loads. As the site grows, each page pays
 * for the sidebars of all the others (at ten times the pages, about 19 kB of gzip on a guide).
 * Here a version route is split: each sidebar whose pages all sit under one path segment of their
 * own (`/studio/…`, `/campfire/…`) gets a version route at that path, whose metadata lists only that
 * sidebar and its docs; everything else stays in the version route as it was. Pages render exactly
 * as before: a page's DocRoot reads only its own sidebar (the `sidebar` of its route).
 *
 * A sidebar is left in place, and nothing changes, when another route of the version lies under its
 * segment, so routing never changes. The route tree is the docs plugin's public output (a wrapped
 * plugin, see ./index.ts), checked by tests/unit/versionDataPerSidebar.spec.ts.
 */
import type {RouteConfig} from '@docusaurus/types';

type VersionProp = {docsSidebars: Record<string, unknown>; docs: Record<string, {sidebar?: string}>};
type Leaf = RouteConfig & {sidebar?: string};

const underPath = (routePath: string, prefix: string) => routePath === prefix || routePath.startsWith(`${prefix}/`);

/** The path segment (below the version's path) that all of a sidebar's pages share, if any. */
function sharedSegment(leaves: Leaf[], versionPath: string): string | undefined {
  const base = versionPath.endsWith('/') ? versionPath : `${versionPath}/`;
  const segments = new Set(leaves.map((leaf) => (leaf.path.startsWith(base) ? leaf.path.slice(base.length).split('/')[0] : '')));
  const [segment] = segments;
  return segments.size === 1 && segment ? `${base}${segment}` : undefined;
}

/** One version route, split into one per sidebar where routing allows, the rest last. */
export function splitVersionRoute(versionRoute: RouteConfig): RouteConfig[] {
  const version = versionRoute.props?.version as VersionProp | undefined;
  const docRoot = versionRoute.routes?.find((route) => route.path === versionRoute.path && route.routes);
  if (!version || !docRoot || Object.keys(version.docsSidebars).length < 2) {
    return [versionRoute];
  }
  const leaves = docRoot.routes as Leaf[];
  const otherRoutes = versionRoute.routes!.filter((route) => route !== docRoot);
  const split = new Map<string, string>();
  for (const sidebar of Object.keys(version.docsSidebars)) {
    const own = leaves.filter((leaf) => leaf.sidebar === sidebar);
    const prefix = own.length > 0 ? sharedSegment(own, versionRoute.path) : undefined;
    const clash = (route: RouteConfig) => underPath(route.path, prefix!);
    if (prefix && !leaves.some((leaf) => leaf.sidebar !== sidebar && clash(leaf)) && !otherRoutes.some(clash)) {
      split.set(sidebar, prefix);
    }
  }
  if (split.size === 0) {
    return [versionRoute];
  }
  const versionOf = (keep: (sidebar: string | undefined) => boolean): VersionProp => ({
    ...version,
    docsSidebars: Object.fromEntries(Object.entries(version.docsSidebars).filter(([sidebar]) => keep(sidebar))),
    docs: Object.fromEntries(Object.entries(version.docs).filter(([, doc]) => keep(doc.sidebar))),
  });
  const routeOf = (routePath: string, keep: (sidebar: string | undefined) => boolean, extraRoutes: RouteConfig[]): RouteConfig => ({
    ...versionRoute,
    path: routePath,
    props: {...versionRoute.props, version: versionOf(keep)},
    routes: [{...docRoot, path: routePath, routes: leaves.filter((leaf) => keep(leaf.sidebar))}, ...extraRoutes],
  });
  return [
    ...[...split].map(([sidebar, prefix]) => routeOf(prefix, (name) => name === sidebar, [])),
    routeOf(versionRoute.path, (name) => name === undefined || !split.has(name), otherRoutes),
  ];
}

/** The docs plugin's root route, with each version route split per sidebar. */
export function versionDataPerSidebar(docsRootRoute: RouteConfig): RouteConfig {
  return docsRootRoute.routes ? {...docsRootRoute, routes: docsRootRoute.routes.flatMap(splitVersionRoute)} : docsRootRoute;
}
