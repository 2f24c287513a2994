import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

/**
 * The protocol of Pagefind's Web Worker that src/patches/pagefind/workerClient.ts speaks instead of
 * loading pagefind.js, as the built site's copies of both scripts have it: the messages pagefind.js
 * posts, and the methods, data ids and answers of the worker. A Pagefind upgrade that changes any of
 * them fails here, naming what changed; tests/e2e/search.spec.ts checks that search works without pagefind.js.
 */
const PAGEFIND_DIR = path.join('build', 'pagefind');
const read = (file: string) => readFileSync(path.join(PAGEFIND_DIR, file), 'utf8');

test('pagefind.js posts {id, instanceId, method, args} to its worker, naming its first instance pf_0, with the options the client sends', () => {
  expect(existsSync(path.join(PAGEFIND_DIR, 'pagefind.js')), 'run `npm run build` first').toBe(true);
  const script = read('pagefind.js');
  expect(script).toContain('new Worker(workerUrl)');
  expect(script).toContain('const workerUrl=`${basePath}pagefind-worker.js`');
  expect(script).toContain('sharedWorker.postMessage({id,instanceId,method,args})');
  expect(script).toContain('const{id,result,error}=event.data');
  expect(script).toContain('var nextInstanceId=0;var generateInstanceId=()=>`pf_${nextInstanceId++}`');
  // init carries the options set before it (baseUrl), the base path, the page's language and primary.
  expect(script).toContain('new PagefindWrapper({...initial_options,basePath:deriveBasePath(initial_options?.basePath),language:detectLanguage(),primary:true})');
  expect(script).toContain('sendWorkerMessage(this.instanceId,"init",[this.initOptions])');
  expect(script).toContain('result.data=async()=>{return this.sendMessage("getData",[dataId]);}');
  expect(script).toContain('sendWorkerMessage(this.instanceId,"releaseData",[dataId])');
});

test("the worker answers each method the client sends with {id, result} or {id, error}, a result's data as an id", () => {
  const worker = read('pagefind-worker.js');
  expect(worker).toContain('const{id,method,args}=message;const instanceId=message.instanceId??DEFAULT_INSTANCE');
  for (const method of ['init', 'search', 'preload', 'filters', 'getData', 'releaseData']) {
    expect(worker, method).toContain(`case"${method}":`);
  }
  expect(worker).toContain('case"init":{const[options]=args;instances.set(instanceId,new Pagefind(options));return{id,result:true};}');
  expect(worker).toContain('const[term,options]=args;const results=await pagefindInstance.search(term,options);');
  expect(worker).toContain('result.data=dataId;');
  expect(worker).toContain('case"getData":{const[dataId]=args;');
  expect(worker).toContain('return{id,error:error instanceof Error?error.message:String(error)}');
  expect(worker).toContain('self.postMessage(response)');
});
