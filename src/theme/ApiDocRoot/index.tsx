/**
 * The API reference's DocRoot (its docs instance's `docRootComponent`): Docusaurus's DocRoot, written
 * again so that its sidebar gets the lists of its deferred categories as they load
 * (src/patches/plugin-content-docs/categoryItemsOnDemand/) while the page itself is not rendered
 * again: a late list changes only the sidebar's context (the sidebar and breadcrumbs read it). Guides
 * keep the plain DocRoot, so they do not download this.
 */
import {useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import type DocRoot from '@theme/DocRoot';
import DocRootLayout from '@theme/DocRoot/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import type {SidebarItem} from '@site/src/patches/plugin-content-docs/categoryItemsOnDemand/sidebarItems';
import {useSidebarWithLoadedItems} from '@site/src/patches/plugin-content-docs/categoryItemsOnDemand/useSidebarWithLoadedItems';

export default function ApiDocRoot(props: ComponentProps<typeof DocRoot>): ReactNode {
  const metadata = useDocRootMetadata(props);
  const sidebarItems = useSidebarWithLoadedItems(metadata?.sidebarItems as SidebarItem[] | undefined);
  // The page's routes read the location themselves: the same element keeps React from rendering the
  // page again when a list arrives.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const docElement = useMemo(() => metadata?.docElement, [props.route, metadata === null]);
  if (!metadata) {
    return <NotFoundContent />;
  }
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={metadata.sidebarName} items={sidebarItems as typeof metadata.sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
