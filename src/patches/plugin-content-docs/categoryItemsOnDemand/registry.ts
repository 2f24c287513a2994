/**
 * Category items on demand (browser side): the lists of deferred sidebar categories that have
 * loaded, and the loaders of the rest. The generated modules (./routes.ts) register through a global
 * queue rather than by importing this file: a chunk they imported would be named in the bundler
 * runtime of every page of the site.
 */
type Registration = [key: string, items: unknown[], loadOthers?: () => Promise<unknown>];

export const REGISTRATIONS_GLOBAL = '__docsCategoryItems';

const lists = new Map<string, unknown[]>();
const pendingLoaders = new Set<() => Promise<unknown>>();

/** Takes in the registrations queued since the last call. */
function takeRegistrations() {
  const queue = ((globalThis as Record<string, unknown>)[REGISTRATIONS_GLOBAL] ??= []) as Registration[];
  for (const [key, items, loadOthers] of queue.splice(0)) {
    lists.set(key, items);
    if (loadOthers) {
      pendingLoaders.add(loadOthers);
    }
  }
}

export function loadedCategoryItems(key: string): unknown[] | undefined {
  takeRegistrations();
  return lists.get(key);
}

/** Loads every deferred list not loaded yet; a failed download is retried on the next call. */
export function loadAllCategoryItems(): Promise<unknown> {
  takeRegistrations();
  const loads = [...pendingLoaders].map((load) => {
    pendingLoaders.delete(load);
    return load().catch(() => pendingLoaders.add(load));
  });
  return Promise.all(loads);
}
