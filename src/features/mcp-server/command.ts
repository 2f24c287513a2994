/**
 * The docs MCP server package (packages/mcp-server) as readers meet it: its npm name, the one
 * command that runs it, and the page that explains it. Browser-safe: the page-actions menu and
 * llms.txt both quote these, and a test checks the name against the package's package.json.
 */
export const DOCS_MCP_PACKAGE = '@campfire-learning/docs-mcp';

/** What an AI tool runs to start the server over stdio. */
export const DOCS_MCP_COMMAND = `npx -y ${DOCS_MCP_PACKAGE}`;

/** The Developers page on adding the server to Claude Code, Cursor and VS Code. */
export const DOCS_MCP_GUIDE = '/developers/ai-tools';
