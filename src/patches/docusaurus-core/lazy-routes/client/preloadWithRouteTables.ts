/**
 * Stands in for Docusaurus's preload helper, which the app awaits before it hydrates the first page
 * and before it renders each new location: the routes of the path are loaded first, then the
 * page's chunks as before. A failed table download rejects like a failed chunk, which Docusaurus
 * answers by reloading the page.
 */
import preload from '@docusaurus/core/lib/client/preload.js';
import {loadRoutesFor} from './loadRouteTables';

export default function preloadWithRouteTables(pathname: string): Promise<unknown> {
  return loadRoutesFor(pathname).then(() => preload(pathname));
}
