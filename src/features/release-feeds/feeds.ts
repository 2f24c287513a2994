/**
 * The release-note feeds: which pages have them and where they are. Shared by the plugin that
 * writes them (index.ts, Node) and the component that links them from each page (browser).
 */
export const RELEASE_NOTE_PAGES = {
  studio: {route: '/studio/release-notes', product: 'Studio'},
  campfire: {route: '/campfire/release-notes', product: 'Campfire'},
} as const;

export type ReleaseNotesArea = keyof typeof RELEASE_NOTE_PAGES;

export type ReleaseNotesPage = (typeof RELEASE_NOTE_PAGES)[keyof typeof RELEASE_NOTE_PAGES];

/** The feeds' title, as feed readers list it. */
export const feedTitle = (productName: string, page: ReleaseNotesPage) => `${productName} ${page.product} release notes`;

/** Beside the page, like the blog's /blog/rss.xml: the page keeps its route. */
export function feedPaths(area: ReleaseNotesArea) {
  const {route} = RELEASE_NOTE_PAGES[area];
  return {rss: `${route}/rss.xml`, atom: `${route}/atom.xml`};
}
