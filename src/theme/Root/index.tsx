/**
 * Created (Docusaurus's Root renders only its children) to link every page to its Markdown twin
 * in <head>: Root wraps every route, so one component covers docs, API pages, the blog and the
 * home page. src/features/markdown-twins writes each linked twin after the build.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {usePageTwinPath} from '@site/src/features/markdown-twins/usePageTwinPath';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const twinPath = usePageTwinPath();
  return (
    <>
      {twinPath && (
        <Head>
          <link rel="alternate" type="text/markdown" href={twinPath} />
        </Head>
      )}
      {children}
    </>
  );
}
