/**
 * Shows a new announcement in the first paint to readers who closed an older one. Docusaurus's
 * inline script hides the bar before the first paint whenever the stored "dismissed" flag is true,
 * without comparing the stored announcement id; its scripts reset the flag only once they run,
 * after the first paint here (../docusaurus-core/ssrTemplate.ts), so the new bar appeared later and shifted the page.
 * This inline script runs right after Docusaurus's and clears the attribute when the id changed.
 */

/** Serialised into the page: must not reference anything outside itself. */
function showNewAnnouncement(idKey: string, currentId: string): void {
  try {
    if (window.localStorage.getItem(idKey) !== currentId) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch {
    // Storage unavailable: nothing was dismissed, nothing to correct.
  }
}

/** The inline script, for a site whose storage keys end with `namespace`. */
export function announcementResetScript(namespace: string, announcementId: string): string {
  return `(${showNewAnnouncement.toString()})(${JSON.stringify(`docusaurus.announcement.id${namespace}`)}, ${JSON.stringify(announcementId)});`;
}
