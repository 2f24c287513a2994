/**
 * Stands in for @docusaurus/useIsBrowser in the code blocks and tab components of Docusaurus and
 * the OpenAPI theme, which read it only to remount themselves once the page has hydrated (so that
 * a dark colour mode can restyle them, facebook/docusaurus#5653). That rebuilds the DOM of every
 * code block and tab group on the page in one long task: 160 ms on an API page here, before any
 * CPU throttling. This site is light only, and these tabs choose their first tab the same way on
 * the server and in the browser (a remembered tab is restored in an effect), so they need no
 * remount: the value they see never changes.
 */
export default function useIsBrowser(): boolean {
  return false;
}
