/**
 * Swizzled (wrap): an operation's media-type tabs. Each panel prints under its tab's label
 * (src/features/print/withPrintLabels.tsx). The theme's tabs read and set the request form's media
 * type in the explorer store, so they get the page's store, built as the first of them renders, if
 * the form has not built it (src/theme/ApiItem/explorerStore.tsx): they render only in a section that
 * has come live, never as the page lands.
 */
import type {ComponentProps, ReactNode} from 'react';
import {Provider} from 'react-redux';
import OriginalMimeTabs from '@theme-original/MimeTabs';
import {withPrintLabels} from '@site/src/features/print/withPrintLabels';
import {buildExplorerStore} from '@site/src/theme/ApiItem/buildExplorerStore';
import {useExplorerStore} from '@site/src/theme/ApiItem/explorerStore';

const MimeTabsWithPrintLabels = withPrintLabels(OriginalMimeTabs);

export default function MimeTabs(props: ComponentProps<typeof OriginalMimeTabs>): ReactNode {
  const store = useExplorerStore(buildExplorerStore);
  return (
    <Provider store={store as never}>
      <MimeTabsWithPrintLabels {...props} />
    </Provider>
  );
}
