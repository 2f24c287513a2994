import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';

declare global {
  interface Window {
    /** Set to false by a test to let the page render after "Try again". */
    e2eCrash?: boolean;
  }
}

/** Throws in the browser while window.e2eCrash is not false; renders normally on the server. */
function Bomb(): ReactNode {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (inBrowser && window.e2eCrash !== false) {
    throw new Error('Chart data failed to load', {cause: new Error('Network unreachable')});
  }
  return <p>The chart rendered.</p>;
}

/**
 * Crashes outside the layout (caught by the site-wide boundary) or inside it
 * (caught by the layout's own boundary), as the route's props say.
 */
export default function CrashPage({insideLayout}: {insideLayout: boolean}): ReactNode {
  if (insideLayout) {
    return (
      <Layout title="Crash fixture">
        <main className="container margin-vert--lg">
          <Bomb />
        </main>
      </Layout>
    );
  }
  return (
    <>
      <Bomb />
      <Layout title="Crash fixture">
        <main className="container margin-vert--lg">
          <p>Fixture page.</p>
        </main>
      </Layout>
    </>
  );
}
