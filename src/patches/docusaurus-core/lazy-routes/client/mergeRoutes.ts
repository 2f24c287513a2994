/**
 * Puts a table's routes back into the route tree, in place: each under its parent (found by the
 * original positions of the routes above it: positions in the tree change as tables are merged),
 * before the first sibling that followed it in Docusaurus's tree.
 * Plain data in, no imports, so the build's tests can check it.
 */
export type TableRoute = {tableOrder: number; routes?: TableRoute[]};
export type MovedRoute = {parent: number[]; route: TableRoute};

export function mergeRoutes(tree: TableRoute[], moved: MovedRoute[]): void {
  for (const {parent, route} of moved) {
    const siblings = parent.reduce<TableRoute[]>((level, order) => level.find((route) => route.tableOrder === order)!.routes!, tree);
    const at = siblings.findIndex((sibling) => sibling.tableOrder > route.tableOrder);
    siblings.splice(at === -1 ? siblings.length : at, 0, route);
  }
}
