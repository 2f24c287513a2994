/**
 * Swizzled (ejected): an operation's method and path, as the OpenAPI theme renders them
 * (docusaurus-theme-openapi-docs 5.2, ApiExplorer/MethodEndpoint), the chosen server before the path
 * once the page has hydrated. The theme reads that server with react-redux from the request form's
 * store; here it comes from the page's store on demand (src/theme/ApiItem/explorerStore.tsx), which the
 * heading neither builds nor needs built: until the form opens it shows the server the store would
 * start with.
 */
import {useSyncExternalStore, type ReactNode} from 'react';
import type {Server} from '@site/src/theme/ApiItem/buildExplorerStore';
import {useExplorerStoreOnDemand} from '@site/src/theme/ApiItem/explorerStore';

type Props = {method: string; path: string; context?: 'endpoint' | 'callback'};

const BADGE_COLORS: Record<string, string> = {get: 'primary', post: 'success', delete: 'danger', put: 'info', patch: 'warning', head: 'secondary', event: 'secondary'};

/** The server's URL, its variables replaced by their values, as the theme writes it. */
function serverUrl(server: Server | undefined): string {
  if (!server?.variables) {
    return server?.url ?? '';
  }
  return Object.entries(server.variables).reduce((url, [name, variable]) => url.replace(`{${name}}`, variable.default ?? ''), server.url.replace(/\/$/, ''));
}

const noSubscription = () => () => {};

export default function MethodEndpoint({method, path, context}: Props): ReactNode {
  const explorerStore = useExplorerStoreOnDemand();
  const server = useSyncExternalStore(
    explorerStore?.subscribe ?? noSubscription,
    () => (context === 'callback' ? '' : serverUrl(explorerStore?.server())),
    // The server HTML has no server, and hydration renders what the server did.
    () => '',
  );
  return (
    <>
      <pre className="openapi__method-endpoint">
        <span className={`badge badge--${BADGE_COLORS[method.toLowerCase()]}`}>{method === 'event' ? 'Webhook' : method.toUpperCase()}</span>{' '}
        {method !== 'event' && (
          <h2 className="openapi__method-endpoint-path">
            {server}
            {path.replace(/{([a-z0-9-_]+)}/gi, ':$1')}
          </h2>
        )}
      </pre>
      <div className="openapi__divider" />
    </>
  );
}
