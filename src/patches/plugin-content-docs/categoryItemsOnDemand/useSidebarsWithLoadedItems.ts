/**
 * The version's sidebars with each deferred category's list filled in where it has loaded
 * (./routes.ts, ./registry.ts). The server renders every page with its own category's list only,
 * as the browser hydrates it: the page's own list is the only one loaded before hydration. The
 * other lists load when the browser is first idle or the reader first points, touches or tabs.
 */
import {useEffect, useMemo, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useLocation} from '@docusaurus/router';
import {loadAllCategoryItems, loadedCategoryItems} from './registry';
import {withLoadedItems, type SidebarItem} from './sidebarItems';

type Sidebars = Record<string, SidebarItem[]>;

const withoutTrailingSlash = (routePath: string) => routePath.replace(/(.)\/$/, '$1');

const FIRST_INTERACTIONS = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/** Loads the other lists when the browser is first idle or the reader first interacts, then calls `loaded`. */
function loadOthersWhenIdleOrTouched(loaded: () => void): () => void {
  const load = () => {
    stop();
    void loadAllCategoryItems().then(loaded);
  };
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(load) : setTimeout(load, 1);
  FIRST_INTERACTIONS.forEach((type) => document.addEventListener(type, load, {capture: true, passive: true}));
  function stop() {
    if (typeof cancelIdleCallback === 'function') {
      cancelIdleCallback(idle as number);
    } else {
      clearTimeout(idle as ReturnType<typeof setTimeout>);
    }
    FIRST_INTERACTIONS.forEach((type) => document.removeEventListener(type, load, {capture: true}));
  }
  return stop;
}

export function useSidebarsWithLoadedItems(sidebars: Sidebars, deferred: boolean): Sidebars {
  // Counts the loads of the other lists, to fill them in once they are there.
  const [loads, setLoads] = useState(0);
  const {pathname} = useLocation();
  useEffect(() => (deferred ? loadOthersWhenIdleOrTouched(() => setLoads((count) => count + 1)) : undefined), [deferred]);
  return useMemo(() => {
    if (!deferred) {
      return sidebars;
    }
    const page = withoutTrailingSlash(pathname);
    const listOf = (key: string) => {
      const list = loadedCategoryItems(key) as SidebarItem[] | undefined;
      // The server has every list loaded: it renders the page's own, as the browser will.
      const shown = ExecutionEnvironment.canUseDOM || list?.some((item) => withoutTrailingSlash(item.href!) === page);
      return shown ? list : undefined;
    };
    return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, withLoadedItems(items, listOf)]));
    // A navigation (a new page's own list) or a load of the others changes what the registry holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sidebars, deferred, pathname, loads]);
}
