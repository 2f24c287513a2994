/**
 * A release-notes page's feeds (written by src/features/release-feeds): announced in the page's
 * <head> for feed readers' autodiscovery, and offered to readers as subscribe links.
 */
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PRODUCT_NAME} from '@site/src/constants';
import {RELEASE_NOTE_PAGES, feedPaths, feedTitle, type ReleaseNotesArea} from '@site/src/features/release-feeds/feeds';

export default function ReleaseFeeds({area}: {area: ReleaseNotesArea}) {
  const paths = feedPaths(area);
  const rss = useBaseUrl(paths.rss);
  const atom = useBaseUrl(paths.atom);
  const title = feedTitle(PRODUCT_NAME, RELEASE_NOTE_PAGES[area]);
  return (
    <>
      <Head>
        <link rel="alternate" type="application/rss+xml" title={`${title} (RSS)`} href={rss} />
        <link rel="alternate" type="application/atom+xml" title={`${title} (Atom)`} href={atom} />
      </Head>
      <p>
        Subscribe to these release notes in a feed reader: <a href={rss}>RSS feed</a> or <a href={atom}>Atom feed</a>.
      </p>
    </>
  );
}
