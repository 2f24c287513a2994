/**
 * The site's areas, named by where their pages live. Search results label each result with its area, llms.txt
 * groups its pages by area, the docs MCP server filters by area, and pages for developers (both developer
 * areas) get their own search weight and page actions: all of them read the areas here.
 */
export const SITE_AREAS = ['Studio', 'Campfire', 'Developers', 'API reference', 'Blog', 'Documentation'] as const;
export type SiteArea = (typeof SITE_AREAS)[number];

/** Each area's route prefix, the more specific first (the API reference lies inside Developers). */
const AREA_PREFIXES: [prefix: string, area: SiteArea][] = [
  ['/developers/api/', 'API reference'],
  ['/developers/', 'Developers'],
  ['/studio/', 'Studio'],
  ['/campfire/', 'Campfire'],
  ['/blog/', 'Blog'],
];

/** The area of a route or of a path under it (a Markdown twin's `/studio/exams/create-an-exam.md`); "Documentation" for any other page. */
export function areaOf(route: string): SiteArea {
  return AREA_PREFIXES.find(([prefix]) => route.startsWith(prefix))?.[1] ?? 'Documentation';
}

/** Whether a route is a page for developers: a guide, the SDK, the legacy API or the API reference. */
export const isForDevelopers = (route: string) => ['Developers', 'API reference'].includes(areaOf(route));
