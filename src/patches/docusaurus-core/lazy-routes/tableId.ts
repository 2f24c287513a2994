/**
 * Which route table holds a path, computed the same way by the build (which writes the tables) and
 * by the browser (which loads them): the path's first segment names its section, and a section with
 * more routes than one table should carry is spread over several tables by a hash of the path.
 * Used by Node and by the browser bundle alike, so it imports nothing.
 */

/** The paths one table holds at most: about 5 kB of gzip JavaScript. */
export const MAX_ROUTES_PER_TABLE = 80;

/**
 * The path as the router matches it: decoded, in lower case (matching ignores case), without a
 * trailing slash, `.html` or `/index`.
 */
export function routeKey(pathname: string): string {
  let key = pathname.replace(/\/index(?:\.html)?$/, '/').replace(/\.html$/, '');
  try {
    key = decodeURI(key);
  } catch {
    // A malformed escape: the router matches the raw path.
  }
  key = key.toLowerCase();
  return key.length > 1 ? key.replace(/\/+$/, '') : key;
}

/** The section of a path: its first segment ('' for the home page). */
export const sectionOf = (pathname: string): string => routeKey(pathname).split('/')[1] ?? '';

/** A small string hash (FNV-1a), stable across builds and engines. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The table of a path, given how many tables each section has (`tableCounts`), or undefined when
 * its section has none (the path is unknown, or its routes are in the main bundle).
 */
export function tableIdOf(pathname: string, tableCounts: Record<string, number>): string | undefined {
  const section = sectionOf(pathname);
  const count = tableCounts[section];
  if (!count) {
    return undefined;
  }
  return count === 1 ? section : `${section}.${hashOf(routeKey(pathname)) % count}`;
}
