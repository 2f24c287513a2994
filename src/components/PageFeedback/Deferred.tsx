/**
 * "Was this page helpful?" as every doc page renders it: the server renders the question, and its code
 * (1.7 kB gzip) loads on the reader's first activity, not with the page. The live question replaces the
 * server's markup only once that can cut into no press: after the reader has answered (./answers.ts has
 * caught the click), or on a page answered before, where it thanks instead of asking.
 */
import {whenReaderActive} from '@site/src/clientModules/readerActivity';
import {deferredComponent} from '@site/src/patches/runtime-helpers/deferredComponent';
import {whenAnswered} from './answers';

const load = () => import('./index');
const never = new Promise<never>(() => {});

export default deferredComponent(load, () => {
  const remembered = whenReaderActive()
    .then(load)
    .then((module) => (module.rememberedAnswer(location.pathname) ? module : never));
  return Promise.race([remembered, whenAnswered().then(load)]);
});
