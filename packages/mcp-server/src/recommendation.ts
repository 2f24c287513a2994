/**
 * The recommended way to do a developer task. Nothing here is written for the server: the advice is
 * quoted from the Developers pages the package carries, the legacy-to-REST table is the site's own
 * (src/data/apiMigration.ts, which the Developers overview renders), and the pages come from search.
 */
import {SITE_URL} from '../../../src/constants';
import {LEGACY_ROUTE_MIGRATION, type RouteMigration} from '../../../src/data/apiMigration';
import {API_ROUTE_BASE_PATH, kebabCase} from '../../../src/sidebars/apiOperations';
import type {SearchHit} from './siteSearch';
import type {PageCatalogue} from './pageCatalogue';

/** The sections of the Developers pages that say which API and which SDK to use, and how to authenticate. */
export const GUIDANCE_SECTIONS = [
  {route: '/developers/', heading: 'Integration Surfaces'},
  {route: '/developers/', heading: 'Authentication at a Glance'},
  {route: '/developers/api-legacy/getting-started', heading: 'When to Prefer the REST API'},
] as const;

/** A `## heading` section of a twin, without the heading line; throws when the page has lost it. */
export function sectionText(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.replace(/\s*\{#[^}]*\}$/, '') === `## ${heading}`);
  if (start < 0) throw new Error(`docs-mcp: the page lost its section "${heading}"`);
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n').trim();
}

const legacyPageUrl = (legacyPage: string) => `${SITE_URL}/developers/${legacyPage}`;
const operationPageUrl = (operationId: string) => `${SITE_URL}/${API_ROUTE_BASE_PATH}/${kebabCase(operationId)}`;

/** The legacy routes a task names outright, or whose legacy page or REST operation page search found. */
function migrationsFor(task: string, hits: SearchHit[]): RouteMigration[] {
  const text = task.toLowerCase();
  const hitUrls = new Set(hits.map((hit) => `${SITE_URL}${hit.route}`.replace(/\/$/, '')));
  return (LEGACY_ROUTE_MIGRATION as readonly RouteMigration[]).filter((row) => {
    const [, legacyPath] = row.legacy.split(' ');
    const named = text.includes(legacyPath!.toLowerCase()) || (row.operationId !== null && text.includes(row.operationId.toLowerCase()));
    const found = hitUrls.has(legacyPageUrl(row.legacyPage)) || (row.operationId !== null && hitUrls.has(operationPageUrl(row.operationId)));
    return named || found;
  });
}

export function recommendationFor(task: string, hits: SearchHit[], catalogue: PageCatalogue): string {
  const guidance = GUIDANCE_SECTIONS.map(({route, heading}) => {
    const page = catalogue.get(route);
    if (!page) throw new Error(`docs-mcp: the package has no page ${route}`);
    return `### ${heading} (from ${page.url})\n\n${sectionText(page.markdown, heading)}`;
  });
  const pages = hits.map((hit) => `- [${hit.heading && hit.heading !== hit.title ? `${hit.title} › ${hit.heading}` : hit.title}](${SITE_URL}${hit.route}${hit.anchor}): ${hit.excerpt}`);
  const migrations = migrationsFor(task, hits).map(
    (row) =>
      `- Legacy \`${row.legacy}\` ([legacy page](${legacyPageUrl(row.legacyPage)})) → ` +
      (row.operationId ? `REST \`${row.rest}\` ([${row.operationId}](${operationPageUrl(row.operationId)}))` : 'no REST replacement') +
      (row.note ? `. ${row.note}` : ''),
  );
  return [
    `# Recommended way: ${task}`,
    'The advice below is quoted from the Developers pages. For new work they recommend the REST API over the legacy API; the table says which SDK components (LTI-based or v2) fit which case.',
    `## Pages for this task\n\n${pages.length > 0 ? pages.join('\n') : 'No Developers or API reference page matches these words; try other words with search_docs.'}`,
    ...(migrations.length > 0 ? [`## Legacy routes and their REST replacements\n\n${migrations.join('\n')}`] : []),
    `## What the Developers pages recommend\n\n${guidance.join('\n\n')}`,
  ].join('\n\n');
}
