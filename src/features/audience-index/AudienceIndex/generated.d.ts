// The audience-index plugin's data file (src/features/audience-index), written at build time.
declare module '@generated/audience-index/default/audience-index.json' {
  const data: unknown;
  export default data;
}
