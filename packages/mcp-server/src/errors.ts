/** A request the server cannot answer because of its input; its message tells the caller what to give instead. */
export class DocsInputError extends Error {
  override name = 'DocsInputError';
}
