/**
 * What the search loads on first use, in one chunk, so no page lands with it (client/pagefind.ts):
 * the engine shared with Node, its word rules, and the client of Pagefind's worker.
 */
export {createSearch, stillTyping} from '@site/src/features/search/engine';
export {startPagefindWorker} from '@site/src/patches/pagefind/workerClient';
