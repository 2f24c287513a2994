/**
 * Swizzled (wrap): the panel beside an API reference. A reader landing on the page gets the code
 * samples built at build time (src/patches/openapi-theme/codeSamples/), kept as the server rendered
 * them; the OpenAPI theme's explorer (request form, postman-collection and the code generators,
 * about 270 kB of gzip JavaScript) loads only when the reader asks to edit the request, and is
 * fetched ahead when the pointer or focus reaches that button. After a client-side navigation
 * there is no server markup to keep, so the explorer loads at once.
 */
import {lazy, Suspense, useCallback, useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePrismTheme} from '@docusaurus/theme-common';
import SkeletonLoader from '@theme/SkeletonLoader';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {setServer} from '@theme/ApiExplorer/Server/slice';
import CodeSamples from '@site/src/patches/openapi-theme/codeSamples/CodeSamples';
import type buildCodeSamplesType from '@site/src/patches/openapi-theme/codeSamples/buildCodeSamples';
import type {LanguageTab, OperationItem} from '@site/src/patches/openapi-theme/codeSamples/buildCodeSamples';
import {useKeepsServerMarkup} from '@site/src/patches/runtime-helpers/serverMarkup';

const loadExplorer = () => import('@theme-original/ApiExplorer');
const OriginalApiExplorer = lazy(loadExplorer);

/** The server builds the samples; the browser bundle leaves the builder and its generators out. */
const buildCodeSamples: typeof buildCodeSamplesType | undefined = process.env.DOCS_SERVER_BUNDLE
  ? require('@site/src/patches/openapi-theme/codeSamples/buildCodeSamples').default
  : undefined;

/** Moves focus to the request form as it opens, so a keyboard reader continues there. */
const focusOnOpen = (element: HTMLElement | null) => element?.focus({preventScroll: true});

type ServerState = {server?: {value?: {url: string}; options?: {url: string}[]}};
const NO_SERVERS: {url: string}[] = [];

/**
 * The theme's explorer with a server chosen before it renders. Its server picker chooses the first
 * server while rendering, an update of another component's state during render, which React
 * reports as an error in the development server; here that choice is made first, in an effect.
 */
function RequestForm(props: ComponentProps<typeof OriginalApiExplorer>): ReactNode {
  // Before the page has hydrated the theme's store is still empty.
  const value = useTypedSelector((state: ServerState) => state.server?.value);
  const options = useTypedSelector((state: ServerState) => state.server?.options ?? NO_SERVERS);
  const dispatch = useTypedDispatch();
  const needsServer = !value && options.length > 0;
  useEffect(() => {
    if (needsServer) {
      dispatch(setServer(JSON.stringify(options[0])));
    }
  }, [needsServer, options, dispatch]);
  return needsServer ? <SkeletonLoader size="lg" /> : <OriginalApiExplorer {...props} />;
}

export default function ApiExplorer(props: ComponentProps<typeof OriginalApiExplorer>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const tabs = siteConfig.themeConfig.languageTabs as LanguageTab[];
  const prismTheme = usePrismTheme();
  const keepsServerMarkup = useKeepsServerMarkup();
  const [formOpen, setFormOpen] = useState(false);
  const openForm = useCallback(() => setFormOpen(true), []);
  const fetchAhead = useCallback(() => void loadExplorer(), []);

  if (buildCodeSamples || (keepsServerMarkup && !formOpen)) {
    return (
      <CodeSamples
        tabs={tabs}
        samples={buildCodeSamples?.(props.item as OperationItem, tabs, prismTheme)}
        onEditRequest={openForm}
        onIntentToEdit={fetchAhead}
      />
    );
  }
  return (
    <div ref={formOpen ? focusOnOpen : undefined} tabIndex={formOpen ? -1 : undefined} aria-label={formOpen ? 'Request form' : undefined} role={formOpen ? 'region' : undefined}>
      <Suspense fallback={<SkeletonLoader size="lg" />}>
        <RequestForm {...props} />
      </Suspense>
    </div>
  );
}
