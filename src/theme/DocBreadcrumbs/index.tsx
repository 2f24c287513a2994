/**
 * Swizzled (wrap): the breadcrumbs of every doc and API page, with the page-actions menu (copy
 * the page as Markdown, view it, open it in an AI assistant, download the OpenAPI file) on the
 * right of the same row.
 */
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import PageActions from './PageActions';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.breadcrumbsRow}>
      <DocBreadcrumbs />
      <PageActions />
    </div>
  );
}
