/**
 * Stands in for mark.js in offline search. Search marks the searched words on the page it opens
 * (`?_highlight=`); the library is fetched the first time there is something to mark, instead of
 * sitting in every page's main bundle. Search calls `new Mark(article).unmark()` on every page and
 * then `mark(words)` when the address asks for it, and uses no return values.
 */
type MarkOptions = Record<string, unknown>;
type MarkJs = new (root: Element) => {mark(words: string[], options?: MarkOptions): void; unmark(options?: MarkOptions): void};

let markJs: Promise<MarkJs> | undefined;
let loaded: MarkJs | undefined;

function load(): Promise<MarkJs> {
  markJs ??= import('mark.js').then((module) => (loaded = (module as unknown as {default: MarkJs}).default));
  return markJs;
}

export default class DeferredMark {
  constructor(private readonly root: Element) {}

  mark(words: string[], options?: MarkOptions): void {
    void load().then((Mark) => new Mark(this.root).mark(words, options));
  }

  /** Nothing can be marked before mark.js has loaded, so there is nothing to clear until then. */
  unmark(options?: MarkOptions): void {
    if (loaded) {
      new loaded(this.root).unmark(options);
    }
  }
}
