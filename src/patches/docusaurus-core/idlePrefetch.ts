/**
 * Stands in for Docusaurus's `window.docusaurus` (its prefetch and preload functions). Docusaurus
 * prefetches the chunks of every linked page the moment the link scrolls into view: for each link it
 * matches the route table and adds `<link rel="prefetch">` elements, all in the task that reports the
 * links in view. With the navbar, the footer and a page's own links on screen, that is one long task
 * while the page hydrates. Prefetching only gives a later click a head start, so it now runs when
 * the browser is idle, as many links at a time as the idle period allows. Preloading, which Docusaurus
 * does on hover and touch, just before a click, stays immediate.
 * A linked page's route table (./lazy-routes) is loaded first, as Docusaurus's prefetch
 * finds a page's chunks in the route tree.
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';
import {loadRoutesFor} from './lazy-routes/client/loadRouteTables';

const waiting: string[] = [];

const whenIdle = (work: (deadline?: IdleDeadline) => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 1);

function prefetchWhileIdle(deadline?: IdleDeadline) {
  do {
    const routePath = waiting.shift()!;
    // A table that fails to download leaves the page unprefetched; opening it retries.
    loadRoutesFor(routePath).then(
      () => void docusaurus.prefetch(routePath),
      () => undefined,
    );
  } while (waiting.length > 0 && (deadline?.timeRemaining() ?? 0) > 0);
  if (waiting.length > 0) {
    whenIdle(prefetchWhileIdle);
  }
}

type Connection = {effectiveType?: string; saveData?: boolean};

/** As in Docusaurus's prefetch: nothing is prefetched, not even a route table, on a slow or metered connection. */
const onSlowConnection = () => {
  const connection = (navigator as {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

export default {
  ...docusaurus,
  /** Queues the route; Docusaurus's Link ignores what prefetch returns. */
  prefetch(routePath: string): false {
    if (onSlowConnection()) {
      return false;
    }
    if (waiting.length === 0) {
      whenIdle(prefetchWhileIdle);
    }
    waiting.push(routePath);
    return false;
  },
};
