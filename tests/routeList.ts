/**
 * The project's copy of the route list (tests/routes.txt), parsed once for all tests.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export type RouteEntry = {route: string; draft: boolean; tag?: string};

export const ROUTES: RouteEntry[] = readFileSync(path.join(__dirname, 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean)
  .map((line) => {
    const draft = line.startsWith('draft ');
    const [, route, tag] = line.replace(/^draft /, '').match(/^(\S+)\s*(?:\[(.+)\])?$/) ?? [];
    return {route, draft, tag};
  });

export const PUBLISHED = ROUTES.filter((entry) => !entry.draft).map((entry) => entry.route);
export const DRAFTS = ROUTES.filter((entry) => entry.draft).map((entry) => entry.route);
export const API_ROUTES = ROUTES.filter((entry) => entry.route.startsWith('/developers/api/'));

const DOC_AREAS = /^\/(studio|campfire|developers)\//;

/** Doc id of a hand-written docs route, e.g. /studio/ -> studio/index. */
export function docIdOf(route: string): string {
  const id = route.replace(/^\//, '');
  return id.endsWith('/') ? `${id}index` : id;
}

/** Routes of hand-written docs (the main docs plugin), drafts included. */
export const GUIDE_ROUTES = ROUTES.filter(
  (entry) => DOC_AREAS.test(entry.route) && !entry.route.startsWith('/developers/api/'),
);
