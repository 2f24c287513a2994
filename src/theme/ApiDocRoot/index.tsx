/**
 * The API reference's DocRoot (its docs instance's `docRootComponent`): Docusaurus's DocRoot, whose
 * sidebar gets the lists of its deferred categories as they load
 * (src/patches/plugin-content-docs/categoryItemsOnDemand/). Guides keep the plain DocRoot, so they
 * do not download this. A version without deferred categories renders as before.
 */
import {useMemo, type ComponentProps, type ReactNode} from 'react';
import DocRoot from '@theme/DocRoot';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {hasDeferredItems, type SidebarItem} from '@site/src/patches/plugin-content-docs/categoryItemsOnDemand/sidebarItems';
import {useSidebarsWithLoadedItems} from '@site/src/patches/plugin-content-docs/categoryItemsOnDemand/useSidebarsWithLoadedItems';

type Props = ComponentProps<typeof DocRoot>;

export default function ApiDocRoot(props: Props): ReactNode {
  const version = useDocsVersion();
  const sidebars = version.docsSidebars as unknown as Record<string, SidebarItem[]>;
  const deferred = useMemo(() => Object.values(sidebars).some(hasDeferredItems), [sidebars]);
  const withItems = useSidebarsWithLoadedItems(sidebars, deferred);
  const versionWithItems = useMemo(() => ({...version, docsSidebars: withItems as unknown as typeof version.docsSidebars}), [version, withItems]);
  if (!deferred) {
    return <DocRoot {...props} />;
  }
  return (
    <DocsVersionProvider version={versionWithItems}>
      <DocRoot {...props} />
    </DocsVersionProvider>
  );
}
