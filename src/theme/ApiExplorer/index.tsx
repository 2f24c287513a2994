/**
 * Swizzled (wrap): the panel beside an API reference. A reader landing on the page gets the code
 * samples built at build time (src/patches/openapi-theme/codeSamples/), kept as the server rendered
 * them; the OpenAPI theme's explorer (./RequestForm.tsx: the request form and its store,
 * postman-collection and the code generators, about 290 kB of gzip JavaScript) loads only when the
 * reader asks to edit the request, and is fetched ahead when the pointer or focus reaches that button. After a client-side navigation
 * there is no server markup to keep, so the explorer loads at once.
 */
import {lazy, Suspense, useCallback, useState, type ComponentProps, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePrismTheme} from '@docusaurus/theme-common';
import SkeletonLoader from '@theme/SkeletonLoader';
import type OriginalApiExplorer from '@theme-original/ApiExplorer';
import CodeSamples from '@site/src/patches/openapi-theme/codeSamples/CodeSamples';
import type buildCodeSamplesType from '@site/src/patches/openapi-theme/codeSamples/buildCodeSamples';
import type {LanguageTab, OperationItem} from '@site/src/patches/openapi-theme/codeSamples/buildCodeSamples';
import {useKeepsServerMarkup} from '@site/src/patches/runtime-helpers/serverMarkup';

const loadRequestForm = () => import('./RequestForm');
const RequestForm = lazy(loadRequestForm);

/** The server builds the samples; the browser bundle leaves the builder and its generators out. */
const buildCodeSamples: typeof buildCodeSamplesType | undefined = process.env.DOCS_SERVER_BUNDLE
  ? require('@site/src/patches/openapi-theme/codeSamples/buildCodeSamples').default
  : undefined;

/** Moves focus to the request form as it opens, so a keyboard reader continues there. */
const focusOnOpen = (element: HTMLElement | null) => element?.focus({preventScroll: true});

export default function ApiExplorer(props: ComponentProps<typeof OriginalApiExplorer>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const tabs = siteConfig.themeConfig.languageTabs as LanguageTab[];
  const prismTheme = usePrismTheme();
  const keepsServerMarkup = useKeepsServerMarkup();
  const [formOpen, setFormOpen] = useState(false);
  const openForm = useCallback(() => setFormOpen(true), []);
  const fetchAhead = useCallback(() => void loadRequestForm(), []);

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
