import type {ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

/**
 * A component loaded on demand with the same loader and loading component Docusaurus uses for
 * route components (react-loadable with @theme/Loading), in a chunk the tests can slow or block.
 */
const Chart = Loadable({
  loader: () => import(/* webpackChunkName: "e2e-loadable-chart" */ './LoadableChart'),
  loading: Loading,
});

export default function LoadablePage(): ReactNode {
  return (
    <Layout title="Loadable fixture">
      <main className="container margin-vert--lg">
        <Chart />
      </main>
    </Layout>
  );
}
