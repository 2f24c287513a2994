/**
 * Where a page's Markdown twin lives. Shared by the build step that writes the twins and by the
 * browser code that links them (the <head> link and the page-actions menu), so they cannot drift.
 * Browser-safe: no Node.js imports.
 */

/**
 * The URL path of a route's twin: `/a/b` is `/a/b.md`; a folder route `/a/` is `/a/index.md`;
 * the home page `/` is `/index.md`.
 */
export function twinPathOf(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/** Pages that are tools, not content, so they get no twin: offline search's results page. */
export const ROUTES_WITHOUT_TWIN: readonly string[] = ['/search'];

/** Where the build publishes the OpenAPI file: its path in the repository, at the site root. */
export const OPENAPI_DOWNLOAD_PATH = '/openapi/campfire-learning.yaml';
