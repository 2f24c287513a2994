/**
 * Category items on demand: how a deferred category is marked in the version data (./routes.ts),
 * and how the browser fills in its list once loaded (./useSidebarWithLoadedItems.ts).
 */

/** Where a deferred category names its list, in the category's customProps. */
export const DEFERRED_ITEMS_KEY = 'deferredItems';

export type SidebarItem = {
  type: string;
  href?: string;
  docId?: string;
  label?: string;
  items?: SidebarItem[];
  customProps?: Record<string, unknown>;
};

/** The sidebar with each deferred category's list from `listOf` where it gives one. */
export function withLoadedItems(items: SidebarItem[], listOf: (key: string) => SidebarItem[] | undefined): SidebarItem[] {
  return items.map((item) => {
    const key = item.customProps?.[DEFERRED_ITEMS_KEY];
    if (typeof key === 'string') {
      return {...item, items: listOf(key) ?? item.items};
    }
    return item.items ? {...item, items: withLoadedItems(item.items, listOf)} : item;
  });
}

export const hasDeferredItems = (items: SidebarItem[]): boolean =>
  items.some((item) => typeof item.customProps?.[DEFERRED_ITEMS_KEY] === 'string' || (item.items !== undefined && hasDeferredItems(item.items)));
