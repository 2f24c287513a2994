/**
 * Stands in for Docusaurus's prefetch helper, which adds a `<link rel="prefetch">` for each chunk
 * of each page linked from the screen. The chunks that all pages of a section share (its layout,
 * sidebar and version data) were added again for every link: 306 elements for 21 files on the
 * Studio home page, each costing the browser work while the page hydrates. Each file is now
 * prefetched once.
 */
import prefetchFile from '@docusaurus/core/lib/client/prefetch.js';

const prefetched = new Map<string, Promise<void>>();

export default function prefetchEachFileOnce(url: string): Promise<void> {
  let request = prefetched.get(url);
  if (!request) {
    request = prefetchFile(url);
    prefetched.set(url, request);
  }
  return request;
}
