/**
 * Swizzled (wrap) to end every doc page, guides and API pages alike (the API page layout uses this
 * footer too), with the "Was this page helpful?" question, whose code loads after the page's.
 */
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback/Deferred';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props) {
  return (
    <>
      <Footer {...props} />
      <PageFeedback />
    </>
  );
}
