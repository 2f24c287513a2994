/**
 * The MCP server: five tools over the pages, search index and OpenAPI file in `contentDir`. Input is
 * checked against each tool's schema by the SDK (a wrong type is an error result naming the field);
 * a DocsInputError becomes an error result with its message. Nothing is read outside `contentDir`.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {PRODUCT_NAME, SITE_URL} from '../../../src/constants';
import {MAX_QUERY_CHARS} from '../../../src/features/search/words';
import {SITE_AREAS} from '../../../src/siteAreas';
import {loadApiReference} from './apiOperations';
import {AUDIENCE_LABELS, loadPageCatalogue} from './pageCatalogue';
import {recommendationFor} from './recommendation';
import {createSiteSearch, type SearchHit} from './siteSearch';

/** The site's search reads no more of a query than this; a longer one is refused, not cut. */
const MAX_QUERY_LENGTH = MAX_QUERY_CHARS;
const MAX_ADDRESS_LENGTH = 2000;
/** Search results asked of the engine before filtering by area or audience: more than the site has pages of one kind. */
const UNFILTERED_LIMIT = 200;

const text = (value: string) => ({content: [{type: 'text' as const, text: value}]});
const query = z.string().trim().min(1, 'Give some words to search for.').max(MAX_QUERY_LENGTH, `Queries are limited to ${MAX_QUERY_LENGTH} characters.`);

export async function createDocsServer(contentDir: string, version: string): Promise<McpServer> {
  const [catalogue, api] = await Promise.all([loadPageCatalogue(contentDir), loadApiReference(contentDir)]);
  const search = createSiteSearch(contentDir);

  /** Search hits, best first, kept when their page is in the area and for the audience asked for. */
  async function searchPages(words: string, {area, audience, limit}: {area?: string; audience?: string; limit: number}) {
    const filtered = area !== undefined || audience !== undefined;
    const hits = await search(words, {limit: filtered ? UNFILTERED_LIMIT : limit});
    return hits
      .filter((hit) => {
        const page = catalogue.get(hit.route);
        return (!area || page?.area === area) && (!audience || page?.audiences.includes(audience));
      })
      .slice(0, limit);
  }

  const nameOf = (hit: SearchHit) => (hit.heading && hit.heading !== hit.title ? `${hit.title} › ${hit.heading}` : hit.title);
  const hitLine = (hit: SearchHit, index: number) => `${index + 1}. [${nameOf(hit)}](${SITE_URL}${hit.route}${hit.anchor})\n   ${hit.excerpt}`;

  const server = new McpServer(
    {name: 'campfire-learning-docs', version},
    {
      instructions:
        `The ${PRODUCT_NAME} documentation (${SITE_URL}), offline: search it, read pages as Markdown, look up REST API operations. ` +
        'Prefer the REST API for new server code, and an SDK v2 component where one exists (Live Proctor, the results report), ' +
        'otherwise the LTI-based components; recommend_approach quotes the pages that say so.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description:
        `Searches the ${PRODUCT_NAME} documentation with the site's own search index and ranking. Returns the best pages, each with its title, the section heading of the best match, its URL and an excerpt. ` +
        'Read a result whole with fetch_page.',
      inputSchema: {
        query: query.describe('The words to search for, as a person would type them, e.g. "create an exam config".'),
        area: z.enum(SITE_AREAS).optional().describe('Only pages of this area of the site.'),
        audience: z.enum(AUDIENCE_LABELS as [string, ...string[]]).optional().describe('Only pages written for these readers.'),
        limit: z.number().int().min(1).max(20).default(8).describe('How many results to return (1 to 20).'),
      },
    },
    async ({query: words, area, audience, limit}) => {
      const hits = await searchPages(words, {area, audience, limit});
      if (hits.length === 0) return text(`No page matches "${words}"${area ? ` in ${area}` : ''}${audience ? ` for ${audience}` : ''}.`);
      return {
        ...text(hits.map(hitLine).join('\n')),
        structuredContent: {results: hits.map(({route, title, heading, anchor, excerpt}) => ({title, heading, url: `${SITE_URL}${route}${anchor}`, excerpt}))},
      };
    },
  );

  server.registerTool(
    'fetch_page',
    {
      title: 'Read a page as Markdown',
      description: `Returns one page of ${SITE_URL} as Markdown (its Markdown twin). Give the page's URL or its path, e.g. "/studio/exams/create-an-exam"; "#section" parts are ignored.`,
      inputSchema: {
        url: z.string().min(1).max(MAX_ADDRESS_LENGTH).describe(`A URL of ${SITE_URL} or a path on it, such as /developers/sdk/components-v2/authentication.`),
      },
    },
    async ({url}) => text(catalogue.resolve(url).markdown),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the pages of an area',
      description: 'Lists every page of one area of the documentation with its URL and one-line description, in URL order.',
      inputSchema: {area: z.enum(SITE_AREAS).describe('The area: Studio (authoring), Campfire (classrooms and scoring), Developers (guides), API reference (REST operations), Blog, or Documentation (everything else).')},
    },
    async ({area}) => {
      const pages = catalogue.pages.filter((page) => page.area === area);
      const lines = pages.map((page) => `- [${page.title}](${page.url})${page.description ? `: ${page.description}` : ''}`);
      return {
        ...text(`# ${area}: ${pages.length} pages\n\n${lines.join('\n')}`),
        structuredContent: {pages: pages.map(({title, url, description, audiences}) => ({title, url, description, audiences}))},
      };
    },
  );

  server.registerTool(
    'describe_api_operation',
    {
      title: 'Describe a REST API operation',
      description:
        'Describes one operation of the REST API from its OpenAPI file: method, path, parameters, request and response schemas, status codes, authentication, a sample request and a sample response. ' +
        'Name it by operationId ("createExamSession"), by name ("Create exam session"), by method and path ("POST /exam-config/{id}/exam-session") or by its API page URL.',
      inputSchema: {operation: z.string().trim().min(1).max(MAX_ADDRESS_LENGTH).describe('operationId, name, method and path, or API page URL of the operation.')},
    },
    async ({operation}) => {
      const described = api.describe(operation);
      const heading = `# ${described.name}\n\n\`${described.method} ${described.url}\` (operationId \`${described.operationId}\`, page ${described.page})`;
      return {
        ...text(`${heading}\n\n\`\`\`json\n${JSON.stringify(described, null, 2)}\n\`\`\``),
        structuredContent: described,
      };
    },
  );

  server.registerTool(
    'recommend_approach',
    {
      title: 'The recommended way to do a developer task',
      description:
        'For a developer task, e.g. "start an exam session for a student", returns the pages to read, the legacy routes that the REST API replaces, and what the Developers pages recommend: REST API or legacy API, SDK v2 or LTI-based (v1) components, and authentication. Everything is quoted from the documentation, with links.',
      inputSchema: {task: query.describe('The task in a few words.')},
    },
    async ({task}) => {
      const developerHits = [
        ...(await searchPages(task, {area: 'Developers', limit: 4})),
        ...(await searchPages(task, {area: 'API reference', limit: 4})),
      ];
      return text(recommendationFor(task, developerHits, catalogue));
    },
  );

  return server;
}
