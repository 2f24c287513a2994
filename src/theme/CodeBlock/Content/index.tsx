/**
 * Swizzled (wrap) so that the syntax highlighter (Prism and its grammars, about 29 kB of gzip
 * JavaScript) loads on the reader's first activity rather than with the page. The server renders
 * every block highlighted; while hydrating, React keeps a suspended block's server markup as it
 * is, so a reader who lands on a page sees highlighted code at once and the copy button works.
 * After a client-side navigation the highlighter is already on its way, and until it arrives a
 * block shows its code unhighlighted; if it cannot load, the code stays so.
 *
 * This must stay the only Suspense boundary in a code block: React 19.2 reports a server render
 * as finished twice when a boundary over 500 bytes sits inside another, and the build fails.
 */
import {lazy, Suspense, useLayoutEffect, useRef, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {whenReaderActive} from '@site/src/clientModules/readerActivity';
import styles from './styles.module.css';

function PlainContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={clsx(className, styles.plainBlock, 'thin-scrollbar')}>
      <code className={styles.plainLines}>{metadata.code}</code>
    </pre>
  );
}

const HighlightedContent: ComponentType<Props> = process.env.DOCS_SERVER_BUNDLE
  ? require('@theme-original/CodeBlock/Content').default
  : lazy(() =>
      whenReaderActive()
        .then(() => import('@theme-original/CodeBlock/Content'))
        .catch(() => ({default: PlainContent})),
    );

/**
 * Until the highlighted block hydrates, the word-wrap logic (which measures the block on mount)
 * gets the server-rendered <pre>, found through an empty element placed right after it.
 */
function useServerBlockForWordWrap() {
  const {wordWrap} = useCodeBlockContext();
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    wordWrap.codeBlockRef.current ??= marker.current!.previousElementSibling as HTMLPreElement | null;
  }, [wordWrap.codeBlockRef]);
  return marker;
}

export default function CodeBlockContent(props: Props): ReactNode {
  const marker = useServerBlockForWordWrap();
  return (
    <>
      <Suspense fallback={<PlainContent {...props} />}>
        <HighlightedContent {...props} />
      </Suspense>
      <span ref={marker} hidden />
    </>
  );
}
