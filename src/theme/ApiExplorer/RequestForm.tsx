/**
 * The OpenAPI theme's request form (its ApiExplorer), loaded when the reader asks to edit the request
 * (./index.tsx), with the page's explorer store, which opening it builds if nothing has
 * (src/theme/ApiItem/explorerStore.tsx).
 */
import {useEffect, type ComponentProps, type ReactNode} from 'react';
import {Provider} from 'react-redux';
import OriginalApiExplorer from '@theme-original/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {setServer} from '@theme/ApiExplorer/Server/slice';
import {buildExplorerStore} from '@site/src/theme/ApiItem/buildExplorerStore';
import {useExplorerStore} from '@site/src/theme/ApiItem/explorerStore';

type Props = ComponentProps<typeof OriginalApiExplorer>;
type ServerState = {server?: {value?: {url: string}; options?: {url: string}[]}};
const NO_SERVERS: {url: string}[] = [];

/**
 * The theme's explorer with a server chosen before it renders. Its server picker chooses the first
 * server while rendering, an update of another component's state during render, which React
 * reports as an error in the development server; here that choice is made first, in an effect.
 */
function WithServerChosen(props: Props): ReactNode {
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

export default function RequestForm(props: Props): ReactNode {
  const store = useExplorerStore(buildExplorerStore);
  return (
    <Provider store={store as never}>
      <WithServerChosen {...props} />
    </Provider>
  );
}
