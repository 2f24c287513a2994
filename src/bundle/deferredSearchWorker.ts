/**
 * Stands in for offline search's bridge to its Web Worker (comlink), which sat in every page's
 * main bundle although it is needed only once the reader uses search (search loads its index on
 * focus or hover). The bridge now loads on that first call.
 */
type Bridge = typeof import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js');

let bridge: Promise<Bridge> | undefined;
const loadBridge = () => (bridge ??= import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'));

export async function fetchIndexesByWorker(...args: Parameters<Bridge['fetchIndexesByWorker']>) {
  return (await loadBridge()).fetchIndexesByWorker(...args);
}

export async function searchByWorker(...args: Parameters<Bridge['searchByWorker']>) {
  return (await loadBridge()).searchByWorker(...args);
}
