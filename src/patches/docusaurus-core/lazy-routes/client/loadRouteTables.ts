/**
 * Loads the route tables a path needs into the route tree (see ../index.ts). The router, Docusaurus's
 * preload and prefetch and the theme all read the one route tree the main bundle exports, so a
 * table is merged into it in place (./mergeRoutes.ts).
 */
import routes from '@generated/routes';
import {tableCounts, tableLoaders} from '@lazy-route-tables';
import {routeKey, tableIdOf} from '../tableId';
import {mergeRoutes, type MovedRoute, type TableRoute} from './mergeRoutes';

const loading = new Map<string, Promise<void>>();

function loadTable(id: string): Promise<void> {
  let table = loading.get(id);
  if (!table) {
    table = tableLoaders[id]!().then((module) => mergeRoutes(routes as unknown as TableRoute[], module.default as MovedRoute[]));
    // A failed download may be retried by a later navigation (or the reload Docusaurus falls back to).
    table.catch(() => loading.delete(id));
    loading.set(id, table);
  }
  return table;
}

/** Resolves once the routes that may match the path (as written, or as the router cleans it) are in the tree. */
export function loadRoutesFor(pathname: string): Promise<void> {
  const ids = new Set([pathname, routeKey(pathname)].map((candidate) => tableIdOf(candidate, tableCounts)));
  return Promise.all([...ids].filter((id): id is string => id !== undefined).map(loadTable)).then(() => undefined);
}
