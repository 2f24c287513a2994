/**
 * Swizzled (ejected): the page of an API operation, as the OpenAPI theme's ApiItem renders it
 * (docusaurus-theme-openapi-docs 5.2), with three changes:
 * - the request form's store is built when something first needs it (./explorerStore.tsx), not on
 *   every render, so Redux Toolkit, immer and react-redux leave the page's landing;
 * - the panel beside the reference renders on the server too (src/theme/ApiExplorer: code samples
 *   built at build time; the request form loads when the reader asks), where the theme renders a
 *   skeleton and builds the panel in the browser;
 * - the page renders once as it hydrates: the theme rendered it again at once, to build the store.
 * It also carries the theme's stylesheet, which the theme registers as a global client module (every
 * guide would download it; src/patches/openapi-theme gives it a stylesheet of its own), followed by
 * this site's corrections. The page links it as it renders, so the server HTML carries it.
 */
import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import ApiItemLayout from '@theme/ApiItem/Layout';
import ApiExplorer from '@theme/ApiExplorer';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
// Its inflate half alone: the page only ungzips.
import {ungzip} from 'pako/browser/inflate';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './styles.css';
import type {ApiOptions, Operation} from './buildExplorerStore';
import {ExplorerStoreProvider} from './explorerStore';

/** Set by src/patches/openapi-theme in production builds; the development server injects CSS itself. */
const API_STYLESHEET = process.env.DOCS_API_STYLESHEET;

/** The operation, which the OpenAPI plugin writes into the front matter gzipped and in base64. */
function unpackOperation(packed: string): Operation {
  const bytes = Uint8Array.from(atob(packed), (character) => character.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(ungzip(bytes))) as Operation;
}

export default function ApiItem({content: MDXContent}: Props): ReactNode {
  const {metadata, frontMatter} = MDXContent;
  const {api: packedApi, info_path: infoPath} = frontMatter as {api?: string; info_path?: string};
  if (typeof packedApi !== 'string') {
    // The theme renders schema and info pages too; this site generates neither (docusaurus.config.ts).
    throw new Error(`src/theme/ApiItem renders API operation pages only, and ${metadata.id} has no operation in its front matter.`);
  }
  const options = useDocusaurusContext().siteConfig.themeConfig.api as ApiOptions | undefined;
  const api = useMemo(() => unpackOperation(packedApi), [packedApi]);
  const content = useMemo(() => <MDXContent />, [MDXContent]);

  return (
    <>
      {API_STYLESHEET ? <link rel="stylesheet" href={API_STYLESHEET} precedence="api-reference" /> : null}
      <DocProvider content={MDXContent}>
        <HtmlClassNameProvider className={`docs-doc-id-${metadata.id}`}>
          <DocItemMetadata />
          <ApiItemLayout>
            <ExplorerStoreProvider api={api} options={options}>
              <SchemaExpansionProvider>
                <div className={clsx('row', 'theme-api-markdown')}>
                  <div className="col col--7 openapi-left-panel__container">{content}</div>
                  <div className="col col--5 openapi-right-panel__container">
                    <ApiExplorer item={api} infoPath={infoPath} />
                  </div>
                </div>
              </SchemaExpansionProvider>
            </ExplorerStoreProvider>
          </ApiItemLayout>
        </HtmlClassNameProvider>
      </DocProvider>
    </>
  );
}
