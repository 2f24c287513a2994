/**
 * Stands in for `@docusaurus/renderRoutes` as Docusaurus's App uses it. App renders the top level
 * of the route tree once, when its module is evaluated; a route table merged in later (a blog
 * post, a standalone page) would never reach the router. Here the top level is rendered again for
 * each location the app renders, from the tree as it is then. The extra component renders no
 * element of its own, so the markup the server rendered still matches.
 */
import type {ReactNode} from 'react';
import renderRoutes from '@docusaurus/core/lib/client/exports/renderRoutes.js';
import {useLocation} from '@docusaurus/router';

type Routes = Parameters<typeof renderRoutes>[0];

function LiveRoutes({routes}: {routes: Routes}): ReactNode {
  // The location the app renders (Docusaurus's pending navigation holds it until the page's routes
  // and chunks have loaded): a change re-renders the routes.
  useLocation();
  return renderRoutes(routes);
}

export default function renderRoutesLive(routes: Routes): ReactNode {
  return <LiveRoutes routes={routes} />;
}
