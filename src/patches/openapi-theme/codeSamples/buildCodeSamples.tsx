/**
 * Server bundle only: the code samples of an API operation, built during `docusaurus build` with
 * the OpenAPI theme's own request builder and the Postman code generators, from the same starting
 * values the theme's explorer shows before the reader edits anything (the first server, the
 * example and default parameter values, the first request and response media types, the JSON body
 * the form generates from the schema, masked credentials). They are the same for every reader, so the generators never reach the browser
 * until the reader opens the request form. tests/e2e/apiReference.spec.ts compares them with what
 * the theme's explorer shows once loaded.
 */
import type {ReactNode} from 'react';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import sdk from 'postman-collection';
import codegen from 'postman-code-generators';
import buildPostmanRequest from '@theme/ApiExplorer/buildPostmanRequest';
import {languageSet} from '@theme/ApiExplorer/CodeSnippets';
import {mergeArraysbyLanguage} from '@theme/ApiExplorer/CodeSnippets/languages';
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {resolveSchemaWithSelections} from '@theme/ApiExplorer/Body/resolveSchemaWithSelections';
import {sampleFromSchema} from 'docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample';

export type LanguageTab = {highlight: string; language: string; logoClass: string; variant: string};
export type CodeSample = {language: string; highlight: string; code: string; highlighted: ReactNode};

type Parameter = {in: 'path' | 'query' | 'header' | 'cookie'; schema?: {default?: unknown; example?: unknown}; example?: unknown; examples?: Record<string, {value?: unknown}>};
type Auth = {data: Record<string, Record<string, unknown>>; options: Record<string, {key: string; name?: string}[]>; selected?: string};
export type OperationItem = {
  parameters?: Parameter[];
  requestBody?: {content?: Record<string, {encoding?: Record<string, object>; schema?: object}>};
  responses?: Record<string, {content?: Record<string, unknown>}>;
  servers?: {url: string}[];
  security?: unknown;
  securitySchemes?: unknown;
  postman?: object;
};

/** Parameters with the value the explorer fills in first: the schema default, then an example. */
function prefilledParameters(item: OperationItem) {
  const params: Record<Parameter['in'], (Parameter & {value?: unknown})[]> = {path: [], query: [], header: [], cookie: []};
  for (const parameter of item.parameters ?? []) {
    const namedExample = parameter.examples ? Object.values(parameter.examples)[0]?.value : undefined;
    const value = parameter.schema?.default ?? parameter.example ?? parameter.schema?.example ?? namedExample;
    params[parameter.in]?.push(value === undefined ? parameter : {...parameter, value});
  }
  return params;
}

/** Credentials as the explorer shows them in samples: each value becomes `<scheme name>` or `<field>`. */
function maskedAuth(auth: Auth): Auth {
  const allSchemes = Object.keys(auth.data).join(' and ');
  const data = Object.fromEntries(
    Object.entries(auth.data).map(([scheme, values]) => {
      const name = (auth.options[scheme] ?? auth.options[allSchemes])?.find((option) => option.key === scheme)?.name;
      return [scheme, Object.fromEntries(Object.keys(values).map((field) => [field, `<${name ?? field}>`]))];
    }),
  );
  return {...auth, data};
}

/**
 * The body the request form starts with: for JSON, an example generated from the schema (with the
 * first of any alternatives), as the form's editor fills itself in; otherwise none.
 */
function starterBody(item: OperationItem, contentType: string | undefined) {
  const schema = contentType ? item.requestBody?.content?.[contentType]?.schema : undefined;
  if (!schema || !contentType || !(contentType.includes('application/json') || contentType.endsWith('+json'))) {
    return {type: 'empty'};
  }
  const example = sampleFromSchema(resolveSchemaWithSelections(schema, {}, 'requestBody'), {type: 'request'});
  return example ? {type: 'raw', content: {type: 'string', value: JSON.stringify(example, null, 2)}} : {type: 'empty'};
}

function starterRequest(item: OperationItem) {
  const server = item.servers?.[0];
  if (!server) {
    throw new Error('api-reference: build-time code samples need a server in the OpenAPI file (`servers`).');
  }
  const contentType = Object.keys(item.requestBody?.content ?? {})[0];
  const accept = Object.entries(item.responses ?? {})
    .filter(([code]) => /^2\d\d$/.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}))[0];
  const encoding = contentType ? item.requestBody?.content?.[contentType]?.encoding : undefined;
  const params = prefilledParameters(item);
  const auth = createAuth({security: item.security, securitySchemes: item.securitySchemes, options: {authPersistence: false}}) as Auth;
  return withPageOrigin(() => buildPostmanRequest(new sdk.Request(item.postman ?? {}), {
    queryParams: params.query,
    pathParams: params.path,
    cookieParams: params.cookie,
    headerParams: params.header,
    contentType,
    accept,
    body: starterBody(item, contentType),
    server,
    auth: maskedAuth(auth),
    encoding: encoding && Object.keys(encoding).length > 0 ? encoding : undefined,
  }));
}

/**
 * The theme's request builder reads two things from `window`: the page's origin, which the server
 * then replaces, and `btoa` for basic credentials. On the server there is no window, so one holds
 * just those for the builder's synchronous call.
 */
function withPageOrigin<T>(build: () => T): T {
  const global = globalThis as {window?: unknown};
  if (global.window !== undefined) {
    return build();
  }
  global.window = {location: {origin: ''}, btoa: globalThis.btoa};
  try {
    return build();
  } finally {
    delete global.window;
  }
}

function generate(language: {language: string; variant: string; options?: object}, request: unknown): string {
  let code: string | undefined;
  // The generators of these languages call back synchronously.
  codegen.convert(language.language, language.variant, request, language.options ?? {}, (error: Error | null, snippet: string) => {
    if (error) {
      throw new Error(`api-reference: the ${language.language} code sample failed: ${error.message}`);
    }
    code = snippet;
  });
  if (code === undefined) {
    throw new Error(`api-reference: the ${language.language} code generator did not answer synchronously.`);
  }
  return code;
}

function highlight(code: string, language: string, theme: PrismTheme): ReactNode {
  return (
    <Highlight code={code} language={language} theme={theme}>
      {({tokens, getTokenProps}) =>
        tokens.map((line, lineIndex) => (
          <span key={lineIndex}>
            {line.map((token, tokenIndex) => (
              <span key={tokenIndex} {...getTokenProps({token})} />
            ))}
            {lineIndex < tokens.length - 1 ? '\n' : null}
          </span>
        ))
      }
    </Highlight>
  );
}

export default function buildCodeSamples(item: OperationItem, tabs: LanguageTab[], theme: PrismTheme): CodeSample[] {
  const request = starterRequest(item);
  // The theme's own merge of the configured tabs with its language list (variants, options).
  const languages = mergeArraysbyLanguage(tabs, languageSet.filter((known) => tabs.some((tab) => tab.language === known.language)));
  return tabs.map((tab) => {
    const language = languages.find((candidate) => candidate.language === tab.language);
    if (!language) {
      throw new Error(`api-reference: the OpenAPI theme knows no code-sample language "${tab.language}".`);
    }
    const code = generate(language, request);
    return {language: tab.language, highlight: tab.highlight, code, highlighted: highlight(code, tab.highlight, theme)};
  });
}
