/**
 * Shows a new announcement to readers who closed an older one.
 * Docusaurus hides the bar before hydration whenever the stored "dismissed"
 * flag is true, without comparing the stored announcement id, so a new
 * announcement stayed hidden on the first page a returning reader opened.
 * This runs before hydration and clears that pre-hydration flag when the id
 * changed; the theme then resets the stored dismissal itself.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteStorage from '@generated/site-storage';
import {ANNOUNCEMENT} from '@site/src/constants';

if (ExecutionEnvironment.canUseDOM) {
  try {
    if (window.localStorage.getItem(`docusaurus.announcement.id${siteStorage.namespace}`) !== ANNOUNCEMENT.id) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch {
    // Storage unavailable: nothing was dismissed, nothing to correct.
  }
}
