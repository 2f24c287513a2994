/**
 * Starts the docs MCP server the way an AI tool does: its package's `bin`, over stdio, with the SDK's
 * own client. Shared by the build-stage tests and the end-to-end search comparison.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

export const PACKAGE_DIR = 'packages/mcp-server';
export const PACKAGE_JSON = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  bin: Record<string, string>;
  dependencies: Record<string, string>;
};
export const SERVER_ENTRY = path.join(PACKAGE_DIR, Object.values(PACKAGE_JSON.bin)[0]!);

export type ToolResult = {content: {type: string; text: string}[]; isError?: boolean; structuredContent?: Record<string, unknown>};

/** Starts the server: by default the package's entry in this repository, or `command` (an unpacked copy's). */
export async function startDocsServer(
  command: {command: string; args: string[]; cwd?: string; env?: Record<string, string>} = {command: process.execPath, args: [SERVER_ENTRY]},
): Promise<{client: Client; call: (name: string, args: unknown) => Promise<ToolResult>}> {
  const client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
  await client.connect(new StdioClientTransport({...command, stderr: 'pipe'}));
  const call = async (name: string, args: unknown) => (await client.callTool({name, arguments: args as Record<string, unknown>})) as ToolResult;
  return {client, call};
}

/** Search results as routes, in order (the server answers with absolute URLs and fragments). */
export const routesOf = (result: ToolResult) =>
  ((result.structuredContent?.results ?? []) as {url: string}[]).map(({url}) => new URL(url).pathname);
