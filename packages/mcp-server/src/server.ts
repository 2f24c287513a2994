#!/usr/bin/env node
/**
 * `npx @campfire-learning/docs-mcp`: the documentation's MCP server over stdio. The pages, search
 * index and OpenAPI file are in the package's content/ folder; nothing is fetched at run time.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocsServer} from './docsServer';

/** The package's own folder: dist/packages/mcp-server/src/ is four levels below it. */
const packageDir = path.resolve(__dirname, '../../../..');

async function main() {
  // Standard output carries the protocol only: anything a library logs goes to standard error.
  console.log = console.error;
  const {version} = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string};
  const server = await createDocsServer(path.join(packageDir, 'content'), version);
  await server.connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  console.error('docs-mcp could not start:', error);
  process.exit(1);
});
