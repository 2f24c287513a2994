/**
 * Stands in for @docusaurus/useIsBrowser in the tab components of Docusaurus and the OpenAPI theme,
 * which read it only to remount themselves once the page has hydrated (a workaround for
 * facebook/docusaurus#5653). That rebuilds the DOM of every tab group on the page in one long task:
 * 160 ms on an API page here, before any CPU throttling. These tabs choose their first tab the same
 * way on the server and in the browser, and restore a remembered tab in an effect, so they need no
 * remount: the value they see never changes.
 */
export default function useIsBrowser(): boolean {
  return false;
}
