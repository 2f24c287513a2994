/**
 * The OpenAPI theme's explorer store (Redux Toolkit, immer, react-redux: about 65 kB minified), built
 * when a component that needs it first renders, not as the page lands: the request form
 * (src/theme/ApiExplorer/RequestForm.tsx) or the media-type tabs of a reference section that has come
 * live (src/theme/MimeTabs). Each brings the builder (./buildExplorerStore.ts) in its own chunk and
 * puts the store in a react-redux Provider of its own; all of them share the page's one store, so a
 * media type chosen in the reference is the one the form sends. Until then the endpoint heading
 * (src/theme/ApiExplorer/MethodEndpoint) reads the server the store would start with.
 */
import {createContext, useContext, useMemo, type ReactNode} from 'react';
import type {ApiOptions, BuildExplorerStore, ExplorerStore, Operation, Server} from './buildExplorerStore';

export type ExplorerStoreOnDemand = {
  /** The page's store, built now with the builder the caller has loaded if nothing has built it yet. */
  get(build: BuildExplorerStore): ExplorerStore;
  /** The server chosen: the store's once built, before that the one it would start with. */
  server(): Server | undefined;
  /** Calls the listener on every change of the store, once it is built. */
  subscribe(listener: () => void): () => void;
};

const ExplorerStoreContext = createContext<ExplorerStoreOnDemand | null>(null);

/** The server kept by an earlier request form, where the theme's ApiItem reads it (its ApiExplorer/storage-utils createStorage). */
export function storedServer(options: ApiOptions | undefined): Server | undefined {
  const persistence = options?.authPersistence ?? 'sessionStorage';
  if (persistence === false) {
    return undefined;
  }
  const stored = (persistence === 'sessionStorage' ? sessionStorage : localStorage).getItem('server');
  const server = stored ? (JSON.parse(stored) as Server) : undefined;
  return server?.url ? server : undefined;
}

function explorerStoreOnDemand(api: Operation, options: ApiOptions | undefined): ExplorerStoreOnDemand {
  let store: ExplorerStore | undefined;
  let startingServer: {value: Server | undefined} | undefined;
  const listeners = new Set<() => void>();
  return {
    get(build) {
      if (!store) {
        // Built while rendering, once: nothing it shows changes by being built, so no one is told.
        store = build(api, options);
        store.subscribe(() => listeners.forEach((listener) => listener()));
      }
      return store;
    },
    server() {
      if (store) {
        return store.getState().server?.value;
      }
      startingServer ??= {value: storedServer(options)};
      return startingServer.value;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function ExplorerStoreProvider({api, options, children}: {api: Operation; options: ApiOptions | undefined; children: ReactNode}): ReactNode {
  const onDemand = useMemo(() => explorerStoreOnDemand(api, options), [api, options]);
  return <ExplorerStoreContext.Provider value={onDemand}>{children}</ExplorerStoreContext.Provider>;
}

/** The page's explorer store, or null outside an API operation page. */
export function useExplorerStoreOnDemand(): ExplorerStoreOnDemand | null {
  return useContext(ExplorerStoreContext);
}

/** The page's explorer store, built now if it is not yet. */
export function useExplorerStore(build: BuildExplorerStore): ExplorerStore {
  const onDemand = useContext(ExplorerStoreContext);
  if (!onDemand) {
    throw new Error('The OpenAPI explorer store is used outside an API operation page (src/theme/ApiItem).');
  }
  return onDemand.get(build);
}
