// The module the question-drawings loader builds for the index page's thumbnails.
declare module '!!../drawingLoader.cjs?thumbnails!./registry' {
  const thumbnails: Record<string, {src: string; width: number; height: number}>;
  export default thumbnails;
}
