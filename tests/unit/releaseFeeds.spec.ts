import {expect, test} from '@playwright/test';
import {parseReleaseDate, releaseFeed, releasesOf} from '../../src/features/release-feeds';

const SITE = 'https://docs.example.com';

/** A rendered release-notes page, as Docusaurus writes it (minified attributes, heading anchors). */
const PAGE = `<!doctype html><html><body><article><div class="theme-doc-markdown markdown">
<header><h1>Release Notes</h1></header>
<p class="print-only print-source">Docs: ${SITE}/studio/release-notes</p>
<p>Subscribe to these release notes.</p>
<h2 class="anchor" id=november-18-2025>November 18, 2025<a href=#november-18-2025 class=hash-link aria-label="Direct link">&#8203;</a></h2>
<h3 id=added>Added<a href=#added class=hash-link>&#8203;</a></h3>
<ul><li>Shared searches in <a href=/studio/general/supersearch class=x>Supersearch</a> &amp; <code>&lt;tags&gt;</code>.</li></ul>
<h2 id=october-7-2025>October 7, 2025</h2>
<p>Content filters can be saved.</p>
<h2 id=how-to-read>How to read these notes</h2>
<p>Not a release.</p>
</div></article></body></html>`;

test('release headings are dated; other headings and impossible dates are not', () => {
  expect(parseReleaseDate('November 18, 2025')?.toISOString()).toBe('2025-11-18T00:00:00.000Z');
  expect(parseReleaseDate('February 4, 2025')?.toISOString()).toBe('2025-02-04T00:00:00.000Z');
  expect(parseReleaseDate('February 30, 2025')).toBeNull();
  expect(parseReleaseDate('Added')).toBeNull();
  expect(parseReleaseDate('Smarch 1, 2025')).toBeNull();
});

test('each dated section of the rendered page is one release, its HTML cleaned for feed readers', async () => {
  const releases = await releasesOf(PAGE, SITE);
  expect(releases.map((release) => [release.title, release.anchor, release.date.toISOString()])).toEqual([
    ['November 18, 2025', 'november-18-2025', '2025-11-18T00:00:00.000Z'],
    ['October 7, 2025', 'october-7-2025', '2025-10-07T00:00:00.000Z'],
  ]);
  // Heading anchors and classes are dropped, internal links made absolute, text stays escaped.
  expect(releases[0].html).toBe(
    `<h3>Added</h3>\n<ul><li>Shared searches in <a href="${SITE}/studio/general/supersearch">Supersearch</a> &amp; <code>&lt;tags&gt;</code>.</li></ul>`,
  );
  expect(releases[1].html).toBe('<p>Content filters can be saved.</p>'); // the undated section after it is left out
});

test('the RSS and Atom feeds hold one item per release with its date, link and HTML', async () => {
  const releases = await releasesOf(PAGE, SITE);
  const feedUrls = {rss: `${SITE}/studio/release-notes/rss.xml`, atom: `${SITE}/studio/release-notes/atom.xml`};
  const feed = releaseFeed({title: 'Studio release notes', pageUrl: `${SITE}/studio/release-notes`, description: 'Changes.', releases, feedUrls});
  const rss = feed.rss2();
  expect(rss.match(/<item>/g)).toHaveLength(2);
  expect(rss).toContain('<pubDate>Tue, 18 Nov 2025 00:00:00 GMT</pubDate>');
  expect(rss).toContain(`<guid>${SITE}/studio/release-notes#october-7-2025</guid>`);
  expect(rss).toContain('<description><![CDATA[<p>Content filters can be saved.</p>]]></description>');
  expect(rss).toContain(`<atom:link href="${feedUrls.rss}" rel="self" type="application/rss+xml"/>`);
  const atom = feed.atom1();
  expect(atom.match(/<entry>/g)).toHaveLength(2);
  // The feed is as new as its newest release, so an unchanged page gives an unchanged feed.
  expect(atom).toMatch(/<feed[^>]*>\s*<id>[^<]*<\/id>\s*<title>[^<]*<\/title>\s*<updated>2025-11-18T00:00:00.000Z<\/updated>/);
  expect(atom).toContain(`<link rel="self" href="${feedUrls.atom}"/>`);
  expect(atom).toContain('<content type="html"><![CDATA[<p>Content filters can be saved.</p>]]></content>');
});

