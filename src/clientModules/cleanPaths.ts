/**
 * Shows the clean URL for paths ending in `.html`, `/index` or `/index.html`.
 * A static host serves the right HTML file for those paths, but Docusaurus's
 * router only strips `.html` and would render "/x/index" as not found. Rewriting
 * the address before the app starts makes the router, the address bar and
 * canonical links all agree on the clean path.
 */
export function cleanPath(pathname: string): string {
  return pathname.replace(/\/index(?:\.html)?$/, '/').replace(/\.html$/, '');
}

// A plain check rather than @docusaurus/ExecutionEnvironment, so unit tests can import cleanPath in Node.
if (typeof window !== 'undefined') {
  const clean = cleanPath(window.location.pathname);
  if (clean !== window.location.pathname) {
    window.history.replaceState(window.history.state, '', `${clean}${window.location.search}${window.location.hash}`);
  }
}
