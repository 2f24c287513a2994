/**
 * Swizzled (wrap) so that the syntax highlighter (Prism and its grammars, about 29 kB of gzip
 * JavaScript) loads on the reader's first activity instead of with the page. The server renders
 * every block highlighted. While hydrating, a block keeps that markup without rendering it again
 * (so the highlighter is not needed), and the copy and word-wrap buttons work. Once the reader
 * scrolls, taps or types, the highlighter loads and takes over. After a client-side navigation
 * (itself an activity) a block shows its code plainly until the highlighter has arrived, and
 * stays plain if it cannot load. A block is focusable (it scrolls), so a keyboard reader who is on
 * it when the highlighted block replaces it stays on the replacement.
 */
import {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {whenReaderActive} from '@site/src/clientModules/readerActivity';
import {ServerMarkup, useKeepsServerMarkup} from '@site/src/patches/runtime-helpers/serverMarkup';
import styles from './styles.module.css';

type Content = ComponentType<Props>;

/** The server renders the highlighted block directly; the browser bundle leaves this out. */
const ServerContent: Content | undefined = process.env.DOCS_SERVER_BUNDLE
  ? require('@theme-original/CodeBlock/Content').default
  : undefined;

let highlighted: Content | undefined;
let highlighter: Promise<Content> | undefined;

function loadHighlighter(): Promise<Content> {
  highlighter ??= whenReaderActive()
    .then(() => import('@theme-original/CodeBlock/Content'))
    .then(
      (module) => module.default,
      () => PlainContent,
    )
    .then((content) => (highlighted = content));
  return highlighter;
}

/** The highlighted content component once it has loaded. */
function useHighlighter(): Content | undefined {
  const [content, setContent] = useState(() => highlighted);
  useEffect(() => {
    if (!content) {
      void loadHighlighter().then((loaded) => setContent(() => loaded));
    }
  }, [content]);
  return content;
}

type Replaceable = {onRemovedWithFocus: () => void};

/**
 * Calls onRemovedWithFocus if the block has focus as it is removed. A layout effect's cleanup runs
 * before React takes the component's elements out of the page, so focus can still be seen there.
 */
function useReportsFocusOnRemoval(onRemovedWithFocus: () => void) {
  const {wordWrap} = useCodeBlockContext();
  useLayoutEffect(() => {
    const block = wordWrap.codeBlockRef.current;
    return () => {
      if (block?.contains(document.activeElement)) {
        onRemovedWithFocus();
      }
    };
  }, [wordWrap.codeBlockRef, onRemovedWithFocus]);
}

/** The server's highlighted block, kept as it is (see src/patches/runtime-helpers/serverMarkup.tsx). */
function ServerBlock({onRemovedWithFocus}: Replaceable): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  useReportsFocusOnRemoval(onRemovedWithFocus);
  return <ServerMarkup as="pre" innerRef={wordWrap.codeBlockRef} />;
}

function PlainContent({className, onRemovedWithFocus}: Props & Replaceable): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  useReportsFocusOnRemoval(onRemovedWithFocus);
  return (
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={clsx(className, styles.plainBlock, 'thin-scrollbar')}>
      <code className={styles.plainLines}>{metadata.code}</code>
    </pre>
  );
}

function BrowserContent(props: Props): ReactNode {
  const keepsServerMarkup = useKeepsServerMarkup();
  const Highlighted = useHighlighter();
  const {wordWrap} = useCodeBlockContext();
  const focusPending = useRef(false);
  const focusReplacement = useCallback(() => (focusPending.current = true), []);
  useLayoutEffect(() => {
    if (Highlighted && focusPending.current) {
      focusPending.current = false;
      wordWrap.codeBlockRef.current?.focus({preventScroll: true});
    }
  }, [Highlighted, wordWrap.codeBlockRef]);
  if (Highlighted) {
    return <Highlighted key="highlighted" {...props} />;
  }
  return keepsServerMarkup ? (
    <ServerBlock key="server" onRemovedWithFocus={focusReplacement} />
  ) : (
    <PlainContent key="plain" {...props} onRemovedWithFocus={focusReplacement} />
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  return ServerContent ? <ServerContent {...props} /> : <BrowserContent {...props} />;
}
