/**
 * Whether a result opens the section that answers the query, measured on queries made from the site's own
 * sections, so nobody chose them: each section heading of two words or more, searched as it is written, and four
 * words of each section's text (the 1st, 4th, 7th and 10th of its words of more than three letters, from the fourth
 * word after the heading).
 * A case counts when its page is among the first five results; it is answered when that result opens the
 * section. Pages are split into halves by a hash of their route; the section choice was tuned on the first half
 * only (maintainers/search.md, "The section a result opens").
 */
import {expect, test} from '@playwright/test';
import {readIndexFragments} from '../indexFragments';
import {createNodeSearch} from '../../src/features/search/node';
import {visibleStart} from '../../src/features/search/lexicon';
import {isStopWord, queryWords} from '../../src/features/search/words';

/** Of the cases whose page is in the first five, the share that must open their section (both kinds, both halves were 95% to 98% when set). */
const FLOOR = 0.9;

type Case = {kind: 'heading' | 'text'; query: string; route: string; anchor: string; half: 'tune' | 'test'};
type Fragment = {url: string; content: string; meta: {route?: string}; anchors: {element: string; id: string; text?: string; location: number}[]};

const halfOf = (route: string): Case['half'] => ([...route].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) % 2 === 0 ? 'tune' : 'test');

function sectionCases(): Case[] {
  return readIndexFragments<Fragment>().flatMap((page) => {
    const route = page.meta.route ?? page.url;
    const words = page.content.split(/\s+/);
    const headings = page.anchors.filter(({element, text}) => /^h[23]$/.test(element) && /\S/.test(text ?? '')).sort((a, b) => a.location - b.location);
    return headings.flatMap((heading, index): Case[] => {
      const title = heading.text!.replace(/\u200b/g, '').trim();
      const end = headings[index + 1]?.location ?? words.length;
      const body = words
        .slice(Math.max(heading.location, visibleStart(words)) + queryWords(title).length + 3, end)
        .map((word) => word.toLowerCase().replace(/[^a-z]/g, ''))
        .filter((word) => word.length > 3 && !isStopWord(word));
      const half = halfOf(route);
      return [
        ...(queryWords(title).length >= 2 ? [{kind: 'heading' as const, query: title, route, anchor: heading.id, half}] : []),
        ...(body.length >= 12 ? [{kind: 'text' as const, query: [body[0], body[3], body[6], body[9]].join(' '), route, anchor: heading.id, half}] : []),
      ];
    });
  });
}

test('a result opens the section whose heading or words were searched', async () => {
  test.setTimeout(120_000);
  const search = createNodeSearch('build');
  const cases = sectionCases();
  expect(cases.length, 'sections to search').toBeGreaterThan(500);
  const tally = new Map<string, {found: number; opened: number}>();
  const wrong: string[] = [];
  for (const entry of cases) {
    const result = (await search(entry.query, {limit: 5})).find(({url}) => url.split('#')[0] === entry.route);
    if (!result) continue;
    const key = `${entry.kind}, ${entry.half} half`;
    const counts = tally.get(key) ?? {found: 0, opened: 0};
    counts.found += 1;
    if (result.anchor === entry.anchor) counts.opened += 1;
    else wrong.push(`${entry.kind} "${entry.query}": #${entry.anchor} of ${entry.route}, opened #${result.anchor ?? '(top)'}`);
    tally.set(key, counts);
  }
  for (const [key, {found, opened}] of [...tally].sort()) {
    console.log(`search sections, ${key}: ${opened} of ${found} results open the section searched (${((opened / found) * 100).toFixed(1)}%)`);
  }
  for (const [key, {found, opened}] of tally) {
    expect(opened / found, `${key}; wrong sections:\n${wrong.join('\n')}`).toBeGreaterThanOrEqual(FLOOR);
  }
});
