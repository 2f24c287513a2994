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

test('for every query of the relevance suite, the MCP server returns the search page top results in order', async ({page}) => {
  test.setTimeout(600_000);
  const docs = await startDocsServer();
  try {
    await gotoHydrated(page, '/search');
    const differences: string[] = [];
    for (const {id, query} of QUERIES) {
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
