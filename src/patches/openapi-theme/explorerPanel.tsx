/**
 * Stands in for @docusaurus/BrowserOnly in the OpenAPI theme's ApiItem, around the panel beside
 * the reference. The theme renders that panel in the browser only, behind a skeleton, so the
 * server HTML had no code samples and the explorer loaded with every API page. Here the panel
 * (src/theme/ApiExplorer) renders on the server too, with the props the theme gives it.
 */
import type {ReactElement, ReactNode} from 'react';
import ApiExplorer from '@theme/ApiExplorer';

type PanelProps = {item?: unknown; infoPath?: string};

export default function ExplorerPanel({children}: {children: () => ReactElement<PanelProps>}): ReactNode {
  const {item, infoPath} = children().props ?? {};
  if (!item) {
    // Fails the build while rendering API pages, should the theme change how it calls its explorer.
    throw new Error('api-reference "explorer panel": the OpenAPI theme\'s ApiItem no longer passes `item` to its explorer (src/patches/openapi-theme/explorerPanel.tsx).');
  }
  return <ApiExplorer item={item} infoPath={infoPath} />;
}
