/** The table index: ../routeTables.ts writes it for the production browser bundle, ./noRouteTables.ts stands in elsewhere. */
declare module '@lazy-route-tables' {
  export const tableCounts: Record<string, number>;
  export const tableLoaders: Record<string, () => Promise<{default: unknown}>>;
}
