// docusaurus-theme-openapi-docs declares no types for the components this site wraps.
declare module '@theme/SkeletonLoader' {
  import type {ReactNode} from 'react';

  export default function SkeletonLoader(props: {size?: 'sm' | 'md' | 'lg'}): ReactNode;
}

declare module '@theme-original/ApiExplorer' {
  import type {ReactNode} from 'react';

  export default function ApiExplorer(props: {item: unknown; infoPath?: string}): ReactNode;
}

declare module 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

declare module '@theme/ApiExplorer' {
  import type {ReactNode} from 'react';

  export default function ApiExplorer(props: {item: unknown; infoPath?: string}): ReactNode;
}

// The OpenAPI theme's request builder and code-sample helpers, used on the server by
// src/patches/openapi-theme/codeSamples/buildCodeSamples.tsx.
declare module '@theme/ApiExplorer/buildPostmanRequest' {
  export default function buildPostmanRequest(postman: unknown, state: Record<string, unknown>): unknown;
}

declare module '@theme/ApiExplorer/CodeSnippets' {
  export const languageSet: {language: string; variant: string; options?: object}[];
}

declare module '@theme/ApiExplorer/CodeSnippets/languages' {
  export function mergeArraysbyLanguage<T>(userTabs: object[], known: T[]): T[];
}

declare module '@theme/ApiExplorer/Authorization/slice' {
  export function createAuth(options: {security?: unknown; securitySchemes?: unknown; options?: {authPersistence?: false | string}}): unknown;
}

declare module 'postman-collection' {
  const sdk: {Request: new (definition: object) => unknown};
  export default sdk;
}

declare module 'postman-code-generators' {
  const codegen: {
    convert(language: string, variant: string, request: unknown, options: object, callback: (error: Error | null, snippet: string) => void): void;
  };
  export default codegen;
}

declare module '@theme/ApiExplorer/Body/resolveSchemaWithSelections' {
  export function resolveSchemaWithSelections(schema: object, selections: Record<string, number>, prefix: string): object;
}

declare module 'docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample' {
  export function sampleFromSchema(schema: object, context: {type: 'request' | 'response'}): unknown;
}

declare module '@theme/ApiItem/hooks' {
  export function useTypedSelector<T>(select: (state: any) => T): T;
  export function useTypedDispatch(): (action: unknown) => void;
}

declare module '@theme/ApiExplorer/Server/slice' {
  export function setServer(serverJson: string): unknown;
}

declare module '@theme/SchemaItem' {
  import type {ComponentType} from 'react';
  const SchemaItem: ComponentType<Record<string, unknown>>;
  export default SchemaItem;
}

// The tab components this site wraps (ApiTabs, SchemaTabs, MimeTabs, DiscriminatorTabs) so that their
// panels print under their labels.
declare module '@theme-original/*Tabs' {
  import type {ComponentType, ReactNode} from 'react';

  const Tabs: ComponentType<{children?: ReactNode}>;
  export default Tabs;
}

declare module '@theme-original/StatusCodes' {
  import type {ReactNode} from 'react';

  export default function StatusCodes(props: {label?: string; id?: string; responses?: Record<string, unknown>}): ReactNode;
}

declare module '@theme-original/ParamsDetails' {
  import type {ReactNode} from 'react';

  export default function ParamsDetails(props: {parameters?: unknown[]}): ReactNode;
}

declare module '@theme-original/RequestSchema' {
  import type {ReactNode} from 'react';

  export default function RequestSchema(props: {title?: string; body?: unknown}): ReactNode;
}

declare module '@theme-original/CodeSamples' {
  export type {Props} from 'docusaurus-theme-openapi-docs/lib/theme/CodeSamples';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/CodeSamples';
}

// What src/theme/ApiItem, ejected, renders and builds the explorer store with.
declare module '@theme/ApiItem/Layout' {
  import type {ReactNode} from 'react';

  export default function ApiItemLayout(props: {children: ReactNode}): ReactNode;
}

declare module '@theme/SchemaExpansion' {
  import type {ReactNode} from 'react';

  export function SchemaExpansionProvider(props: {children: ReactNode}): ReactNode;
}

declare module '@theme/ApiItem/store' {
  export function createStoreWithState(preloadedState: object, middlewares: unknown[]): import('@site/src/theme/ApiItem/buildExplorerStore').ExplorerStore;
  export function createStoreWithoutState(preloadedState: object, middlewares: unknown[]): import('@site/src/theme/ApiItem/buildExplorerStore').ExplorerStore;
}

declare module '@theme/ApiExplorer/persistenceMiddleware' {
  export function createPersistenceMiddleware(options: {authPersistence?: false | string} | undefined): unknown;
}

declare module 'pako/browser/inflate' {
  export function ungzip(data: Uint8Array): Uint8Array;
}
