/**
 * The twin of the page being shown, for the browser: the matched route's own path (not the
 * address typed, which may differ by a trailing slash), or undefined on pages without a twin
 * (not found, search). The route table and matcher are already in every page's main bundle.
 */
import routes from '@generated/routes';
import {useLocation} from '@docusaurus/router';
import {matchRoutes} from 'react-router-config';
import {ROUTES_WITHOUT_TWIN, twinPathOf} from './twinPath';

export function usePageTwinPath(): string | undefined {
  const {pathname} = useLocation();
  const page = matchRoutes(routes, pathname).at(-1);
  const route = page?.route.path;
  // A layout route that matches only the start of the address (the docs root, `/`) is no page.
  if (!route || !page.match.isExact || route === '*' || ROUTES_WITHOUT_TWIN.includes(route)) {
    return undefined;
  }
  return twinPathOf(route);
}
