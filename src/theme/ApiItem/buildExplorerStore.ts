/**
 * The OpenAPI theme's explorer store, with the state its ApiItem gives it (docusaurus-theme-openapi-docs
 * 5.2, lib/theme/ApiItem/index.js): the first 2XX response's media type, the request body's, the
 * servers, the parameters prefilled with their default or example, the credentials and the server
 * kept by an earlier form. Loaded with the components that need the store (./explorerStore.tsx), so
 * Redux Toolkit and immer stay out of the page's landing. On the server, as in the theme, the store
 * starts empty: nothing it holds is in the server HTML.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {createStoreWithState, createStoreWithoutState} from '@theme/ApiItem/store';
import {storedServer} from './explorerStore';

export type Server = {url: string; variables?: Record<string, {default?: string}>};

export type ApiOptions = {authPersistence?: false | 'sessionStorage' | 'localStorage'};

type Parameter = {in: 'path' | 'query' | 'header' | 'cookie'; example?: unknown; examples?: Record<string, {value?: unknown}>; schema?: {default?: unknown; example?: unknown}};

export type Operation = {
  responses?: Record<string, {content?: Record<string, unknown>}>;
  requestBody?: {content?: Record<string, unknown>};
  servers?: Server[];
  parameters?: Parameter[];
  security?: unknown;
  securitySchemes?: unknown;
};

/** What the site reads of the store itself; the theme's components read the rest through react-redux. */
export type ExplorerStore = {
  getState(): {server?: {value?: Server}};
  subscribe(listener: () => void): () => void;
  dispatch(action: unknown): unknown;
};

export type BuildExplorerStore = (api: Operation, options: ApiOptions | undefined) => ExplorerStore;

const SUCCESS = /(20[0-9]|2[1-9][0-9])/;

function initialState(api: Operation, options: ApiOptions | undefined) {
  const accept = Object.entries(api.responses ?? {})
    .filter(([code]) => SUCCESS.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  const contentTypes = Object.keys(api.requestBody?.content ?? {});
  const params: Record<Parameter['in'], Parameter[]> = {path: [], query: [], header: [], cookie: []};
  for (const param of api.parameters ?? []) {
    // The theme's prefill order: the schema's default, then the examples (its issues #544 and #1079).
    const firstNamedExample = param.examples && typeof param.examples === 'object' ? Object.values(param.examples)[0]?.value : undefined;
    const prefill = param.schema?.default ?? param.example ?? param.schema?.example ?? firstNamedExample;
    params[param.in]?.push(prefill !== undefined ? {...param, value: prefill} as Parameter : param);
  }
  return {
    accept: {value: accept[0], options: accept},
    contentType: {value: contentTypes[0], options: contentTypes},
    server: {value: storedServer(options), options: api.servers ?? []},
    response: {value: undefined},
    body: {type: 'empty'},
    params,
    auth: createAuth({security: api.security, securitySchemes: api.securitySchemes, options}),
    schemaSelection: {selections: {}},
    encodingSelection: {},
  };
}

export const buildExplorerStore: BuildExplorerStore = (api, options) => {
  const middlewares = [createPersistenceMiddleware(options)];
  return ExecutionEnvironment.canUseDOM ? createStoreWithState(initialState(api, options), middlewares) : createStoreWithoutState({}, middlewares);
};
