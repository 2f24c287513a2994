/**
 * Tells when the reader first does something on the page: scrolls, taps, clicks, types or
 * follows a link inside the site. Work that changes nothing a reader sees on arrival (such as
 * hydrating syntax highlighting the server already rendered) waits for it, so landing on a page
 * downloads and runs less JavaScript.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

let markActive = () => {};
// On the server there is nothing to wait for: pages are rendered in full.
const readerActive: Promise<void> = ExecutionEnvironment.canUseDOM
  ? new Promise((resolve) => (markActive = resolve))
  : Promise.resolve();

if (ExecutionEnvironment.canUseDOM) {
  const onActivity = () => {
    markActive();
    ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, onActivity, true));
  };
  ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, onActivity, {capture: true, passive: true}));
}

/** Resolves on the reader's first activity; at once on the server. */
export function whenReaderActive(): Promise<void> {
  return readerActive;
}

/** A navigation inside the site is activity too, even one that no event above announced (history.back()). */
export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({previousLocation}) => {
  if (previousLocation) {
    markActive();
  }
};
