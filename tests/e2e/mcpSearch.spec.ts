/**
 * The docs MCP server's search ranks the same pages as the site's search page: for every query of
 * the relevance suite, its top results are the page's top results, in the same order. The server is
 * the packed one (packages/mcp-server, built from this build by `npm test`), started by the SDK's client.
 */
import {readFileSync} from 'node:fs';
import {expect, gotoHydrated, test} from './fixtures';
import {routesOf, startDocsServer} from '../mcp/mcpClient';

const QUERIES = (JSON.parse(readFileSync('tests/search/relevance/queries.json', 'utf8')) as {id: string; query: string}[]).map(({id, query}) => ({id, query}));
/** The results compared: the first screen of the search page holds about this many. */
const TOP = 5;

/** The queries are split into parts that run in parallel, so this comparison is not the suite's longest test. */
const PARTS = 3;

test.describe('the MCP server and the search page', () => {
  test.describe.configure({mode: 'parallel'});
  for (let part = 0; part < PARTS; part += 1) {
    const queries = QUERIES.filter((_, index) => index % PARTS === part);
    test(`relevance queries, part ${part + 1} of ${PARTS}: the MCP server returns the search page top results in order`, async ({page}) => {
      test.setTimeout(300_000);
      const docs = await startDocsServer();
      try {
        await gotoHydrated(page, '/search');
        const differences: string[] = [];
        for (const {id, query} of queries) {
          await page.getByLabel('Words to search for').fill(query);
          await page.getByLabel('Words to search for').press('Enter');
          await expect(page.getByRole('status').filter({hasText: `for “${query.trim()}”`})).toBeVisible();
          const hrefs = await page.locator('main ol li h2 a').evaluateAll((links, top) => links.slice(0, top).map((link) => new URL((link as HTMLAnchorElement).href).pathname), TOP);
          const fromServer = routesOf(await docs.call('search_docs', {query, limit: TOP}));
          if (JSON.stringify(fromServer) !== JSON.stringify(hrefs)) {
            differences.push(`${id} "${query}": page ${hrefs.join(' ')} | server ${fromServer.join(' ')}`);
          }
        }
        expect(differences).toEqual([]);
      } finally {
        await docs.client.close();
      }
    });
  }
});
