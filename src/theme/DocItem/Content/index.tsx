/**
 * Swizzled (wrap) to put two lines directly under the page title, as the first children of the
 * page's MDX content: the audience labels of the guide's front matter (src/data/audiences.ts),
 * each a Pagefind filter value, and a print-only source line with the page's address. The site
 * address is also handed to the print stylesheet (src/features/print/print.css), which prints internal
 * links with their absolute addresses.
 */
import type {CSSProperties} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {audiencesOf} from '@site/src/data/audiences';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({children, ...props}: Props) {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const audiences = audiencesOf(frontMatter);
  const pageUrl = `${siteConfig.url}${metadata.permalink}`;
  return (
    <div style={{'--print-site-url': JSON.stringify(siteConfig.url)} as CSSProperties}>
      <Content {...props}>
        {audiences.length > 0 && (
          <p className={styles.audiences}>
            <span className={styles.audiencesLabel}>For: </span>
            {audiences.map((audience) => (
              <span key={audience.id} className={styles.audience} data-pagefind-filter="audience" title={audience.description}>
                {audience.label}
              </span>
            ))}
          </p>
        )}
        {/* A div, not a p: the minified HTML drops a p's optional end tag, and Pagefind would then
            ignore the whole page after it. */}
        <div className="print-only print-source" data-pagefind-ignore="all">
          {siteConfig.title}: {pageUrl}
        </div>
        {children}
      </Content>
    </div>
  );
}
