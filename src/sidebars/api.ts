/**
 * Sidebar of the `api` docs plugin instance (the generated API reference).
 * Its doc ids are the operation slugs; guide pages appear as links.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {docPath} from '../docRoutes.cjs';
import {docSidebarLabel} from './docPaths';
import {apiMethodClassName, developersSidebar} from './developers';

const sidebars: SidebarsConfig = {
  developers: developersSidebar({
    guide: (docId) => ({type: 'link', label: docSidebarLabel(docId), href: docPath(docId)}),
    apiOperation: (operation) => ({
      type: 'doc',
      id: operation.slug,
      label: operation.label,
      className: apiMethodClassName(operation),
    }),
  }),
};

export default sidebars;
