/**
 * Swizzled (wrap) to end every doc page, guides and API pages alike (the API page layout uses this
 * footer too), with the "Was this page helpful?" question. The server renders the question; its
 * code (1.7 kB gzip) loads on the reader's first activity, not with the page.
 */
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {deferUntilReaderActive} from '@site/src/patches/runtime-helpers/deferUntilReaderActive';

type Props = WrapperProps<typeof FooterType>;

const PageFeedback = deferUntilReaderActive(() => import('@site/src/components/PageFeedback'));

export default function FooterWrapper(props: Props) {
  return (
    <>
      <Footer {...props} />
      <PageFeedback />
    </>
  );
}
