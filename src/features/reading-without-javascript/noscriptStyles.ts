/**
 * Styles that apply only when scripts are off (a `<noscript>` in every page's head): the server has
 * rendered every page in full, but a few things wait for scripts.
 * - Tab groups (guides, code samples, the API reference) hide all but the first panel until a tab is
 *   chosen, which needs scripts: every panel is shown instead, one under another, as in print.
 * - Controls that only scripts can serve (the search box, "Was this page helpful?", the Page actions
 *   menu button) are hidden; the search box's own <noscript> note says what to do instead.
 * - On a narrow screen the sidebar lives in the menu that a script opens: the sidebar is shown above
 *   the page instead, so its links still lead everywhere.
 */
const NOSCRIPT_CSS = `
[role="tabpanel"][hidden] { display: block !important; }
.navbar__search-input, section[aria-label="Page feedback"], button[aria-haspopup="menu"] { display: none !important; }
@media (max-width: 996px) {
  .theme-doc-sidebar-container { display: block !important; width: auto !important; border: 0 !important; }
  .theme-doc-sidebar-container > div { position: static !important; height: auto !important; }
  .theme-doc-sidebar-container .menu { overflow: visible !important; }
}
`.replace(/\s*\n\s*/g, ' ').trim();

/** The `headTags` entry that carries them. */
export const noscriptStyles = {tagName: 'noscript', attributes: {}, innerHTML: `<style>${NOSCRIPT_CSS}</style>`};
