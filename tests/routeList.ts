/**
 * The route list (tests/routes.txt), read once for all tests, and the lists the tests derive from it.
 */
import {readRouteList} from '../scripts/routeList.cjs';

export {docIdOf} from '../src/docRoutes.cjs';

export const ROUTES = readRouteList();

export const PUBLISHED = ROUTES.filter((entry) => !entry.draft).map((entry) => entry.route);
export const DRAFTS = ROUTES.filter((entry) => entry.draft).map((entry) => entry.route);
export const API_ROUTES = ROUTES.filter((entry) => entry.route.startsWith('/developers/api/'));

const DOC_AREAS = /^\/(studio|campfire|developers)\//;

/** Routes of hand-written docs (the main docs plugin), drafts included. */
export const GUIDE_ROUTES = ROUTES.filter(
  (entry) => DOC_AREAS.test(entry.route) && !entry.route.startsWith('/developers/api/'),
);
