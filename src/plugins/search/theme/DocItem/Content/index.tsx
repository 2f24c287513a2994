/**
 * Wraps the doc content (guides and API operations alike: the API page renders inside the doc
 * layout) as the part of the page search indexes. The sidebar, breadcrumbs, table of contents,
 * feedback and footer are outside it, so they never match a search. The page's own route is kept
 * as Pagefind metadata.
 */
import type {ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

export default function IndexedDocContent(props: WrapperProps<typeof ContentType>): ReactNode {
  const {metadata} = useDoc();
  return (
    <div data-pagefind-body="" data-pagefind-meta="title[data-title], route[data-route]" data-title={metadata.title} data-route={metadata.permalink}>
      <Content {...props} />
    </div>
  );
}
