/**
 * Swizzled (wrap) to carry the OpenAPI theme's stylesheet, which the theme registers as a global
 * client module: every guide page would download and parse it. Imported here, it belongs to the
 * API pages alone (src/patches/openapi-theme gives it a stylesheet of its own), followed by this
 * site's corrections to it. The page links that stylesheet as it renders, so the server HTML of
 * an API page carries it and the page is styled from its first paint. Its content is rendered once
 * (src/patches/openapi-theme/contentRenderedOnce.ts).
 */
import type {ComponentProps, ComponentType, ReactNode} from 'react';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './styles.css';
import OriginalApiItem from '@theme-original/ApiItem';
import {contentRenderedOnce} from '@site/src/patches/openapi-theme/contentRenderedOnce';

/** Set by src/patches/openapi-theme in production builds; the development server injects CSS itself. */
const API_STYLESHEET = process.env.DOCS_API_STYLESHEET;

export default function ApiItem(props: ComponentProps<typeof OriginalApiItem>): ReactNode {
  return (
    <>
      {API_STYLESHEET ? <link rel="stylesheet" href={API_STYLESHEET} precedence="api-reference" /> : null}
      <OriginalApiItem {...props} content={contentRenderedOnce(props.content as ComponentType)} />
    </>
  );
}
