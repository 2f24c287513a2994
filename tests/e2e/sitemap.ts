import {readFileSync} from 'node:fs';

/** Every published page, from the sitemap of the production build, as a site path. */
export const SITEMAP_PATHS = [...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);
