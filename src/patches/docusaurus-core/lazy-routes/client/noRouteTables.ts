/**
 * The route tables outside the production browser bundle: the server bundle and the development
 * server keep Docusaurus's whole route tree, so there is no table to load.
 */
export const tableCounts: Record<string, number> = {};
export const tableLoaders: Record<string, () => Promise<{default: unknown}>> = {};
