/**
 * Styles that apply only when scripts are off (static/noscript.css, linked from a `<noscript>` in every
 * page's head): the server has rendered every page in full, but a few things wait for scripts.
 * - Tab groups (guides, code samples, the API reference) hide all but the first panel until a tab is
 *   chosen, which needs scripts: every panel is shown instead, one under another, as in print.
 * - Controls that only scripts can serve (the search box, "Was this page helpful?", the Page actions
 *   menu button) are hidden, and a note in the search box's place says what to do instead.
 * - On a narrow screen the sidebar lives in the menu that a script opens: the sidebar is shown above
 *   the page instead, so its links still lead everywhere.
 */

/** The `headTags` entry: a stylesheet link inside <noscript>, so only a browser without scripts loads it. */
export const noscriptStyles = {tagName: 'noscript', attributes: {}, innerHTML: '<link rel="stylesheet" href="/noscript.css">'};
