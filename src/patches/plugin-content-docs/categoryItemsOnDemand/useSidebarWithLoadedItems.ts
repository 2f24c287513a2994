/**
 * The version's sidebars with each deferred category's list filled in where it has loaded
 * (./routes.ts, ./registry.ts). The server renders every page with its own category's list only,
 * as the browser hydrates it: the page's own list is the only one loaded before hydration. The
 * other lists load when the browser is idle after hydration or the reader first points, touches or tabs.
 */
import {useEffect, useMemo, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useLocation} from '@docusaurus/router';
import {loadAllCategoryItems, loadedCategoryItems} from './registry';
import {hasDeferredItems, withLoadedItems, type SidebarItem} from './sidebarItems';

const withoutTrailingSlash = (routePath: string) => routePath.replace(/(.)\/$/, '$1');

const FIRST_INTERACTIONS = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

const idle = (work: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 1));
const cancelIdle = (handle: number | ReturnType<typeof setTimeout>) =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle as number) : clearTimeout(handle as ReturnType<typeof setTimeout>);

/**
 * Loads the other lists when the browser is idle once the whole page has hydrated (Docusaurus marks
 * the root element; parts of the page can hydrate earlier), or at the reader's first interaction;
 * then calls `loaded`.
 */
function loadOthersWhenIdleOrTouched(loaded: () => void): () => void {
  const load = () => {
    stop();
    void loadAllCategoryItems().then(loaded);
  };
  const loadIfHydrated = () => {
    if (document.documentElement.dataset.hasHydrated === 'true') {
      load();
    } else {
      handle = idle(loadIfHydrated);
    }
  };
  let handle = idle(loadIfHydrated);
  FIRST_INTERACTIONS.forEach((type) => document.addEventListener(type, load, {capture: true, passive: true}));
  function stop() {
    cancelIdle(handle);
    FIRST_INTERACTIONS.forEach((type) => document.removeEventListener(type, load, {capture: true}));
  }
  return stop;
}

/** The sidebar with each deferred category's list filled in where it has loaded. */
export function useSidebarWithLoadedItems(items: SidebarItem[] | undefined): SidebarItem[] | undefined {
  const deferred = useMemo(() => items !== undefined && hasDeferredItems(items), [items]);
  // Counts the loads of the other lists, to fill them in once they are there.
  const [loads, setLoads] = useState(0);
  const {pathname} = useLocation();
  useEffect(() => (deferred ? loadOthersWhenIdleOrTouched(() => setLoads((count) => count + 1)) : undefined), [deferred]);
  return useMemo(() => {
    if (!deferred) {
      return items;
    }
    const page = withoutTrailingSlash(pathname);
    const listOf = (key: string) => {
      const list = loadedCategoryItems(key) as SidebarItem[] | undefined;
      // The server has every list loaded: it renders the page's own, as the browser will.
      const shown = ExecutionEnvironment.canUseDOM || list?.some((item) => withoutTrailingSlash(item.href!) === page);
      return shown ? list : undefined;
    };
    return withLoadedItems(items!, listOf);
    // A navigation (a new page's own list) or a load of the others changes what the registry holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, deferred, pathname, loads]);
}
