/**
 * Pagefind's search in its Web Worker, spoken to directly. Pagefind's browser script (pagefind.js,
 * 12.8 kB gzip) carries a copy of the whole search engine only to run it on the main thread when a
 * worker cannot start, and otherwise posts each call to the worker, whose script (pagefind-worker.js)
 * carries the engine again: a first search downloaded the engine twice. This client posts the same
 * messages as pagefind.js of Pagefind 1.5.2 ({id, instanceId, method, args}, answered with {id, result}
 * or {id, error}), so only the worker's copy is downloaded; where the worker fails to start, the
 * caller falls back to pagefind.js (client/pagefind.ts). A result's data is the id of a callback kept
 * in the worker, read with "getData" and released with "releaseData" once the result is collected, as
 * pagefind.js does. Guarded by tests/build/pagefindWorker.spec.ts (the protocol in the built worker)
 * and tests/e2e/search.spec.ts (pagefind.js is not downloaded, and search works).
 */
import type {Pagefind, PagefindFilterCounts, PagefindResponse, PagefindResultData} from '@site/src/features/search/engine';

export type PagefindInWorker = Pagefind & {filters(): Promise<PagefindFilterCounts>};

/** pagefind.js names its first instance so; the worker keeps one Pagefind per instance id. */
const INSTANCE_ID = 'pf_0';
/** pagefind.js gives up on a worker that does not answer "init" within this time. */
const INIT_TIMEOUT_MS = 5000;

type Answer = {id: string; result?: unknown; error?: string};

/**
 * Starts Pagefind's worker from `basePath` (the index's folder, as a path: `/pagefind/`) with the
 * options pagefind.js would send; rejects when the worker cannot start or answer.
 */
export async function startPagefindWorker(basePath: string, baseUrl: string): Promise<PagefindInWorker> {
  const worker = new Worker(`${basePath}pagefind-worker.js`);
  const pending = new Map<string, {resolve: (value: unknown) => void; reject: (error: Error) => void}>();
  let sent = 0;
  const failAll = (error: Error) => {
    for (const {reject} of pending.values()) reject(error);
    pending.clear();
  };
  worker.addEventListener('message', ({data}: MessageEvent<Answer>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (data.error !== undefined) waiting?.reject(new Error(data.error));
    else waiting?.resolve(data.result);
  });
  worker.addEventListener('error', () => failAll(new Error("search: Pagefind's worker failed")));
  const send = <T>(method: string, args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      const id = `msg_${sent++}`;
      pending.set(id, {resolve: resolve as (value: unknown) => void, reject});
      worker.postMessage({id, instanceId: INSTANCE_ID, method, args});
    });
  const released = new FinalizationRegistry<string>((dataId) => void send('releaseData', [dataId]).catch(() => undefined));
  const search = async (term: string, options: object = {}) => {
    const response = await send<PagefindResponse>('search', [term, options]);
    for (const result of response.results) {
      const dataId = result.data as unknown as string;
      released.register(result, dataId);
      result.data = () => send<PagefindResultData>('getData', [dataId]);
    }
    return response;
  };
  const language = (document.documentElement.getAttribute('lang') || 'unknown').toLowerCase();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      send('init', [{baseUrl, basePath, language, primary: true}]),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("search: Pagefind's worker did not answer")), INIT_TIMEOUT_MS))),
    ]);
  } catch (error) {
    worker.terminate();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return {
    search,
    preload: (term, options = {}) => send('preload', [term, options]),
    filters: () => send('filters', []),
  };
}
