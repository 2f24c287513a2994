/**
 * Each row of the domain thesaurus and of the readers' words (src/features/search/thesaurus.ts), checked on its own
 * against the production build. A row works when a page that prints one of its words, and not another, is found by
 * that other word: only the index-only words the build adds (indexOnlyWords.ts) can find it. A row that no page shows
 * in this way changes nothing that Pagefind's stemming and the engine's base forms do not do already, and is named.
 */
import {expect, test} from '@playwright/test';
import porter2 from 'wink-porter2-stemmer';
import {indexFragmentIds, readIndexFragment} from '../indexFragments';
import {visibleStart} from '../../src/features/search/lexicon';
import {loadNodePagefind} from '../../src/features/search/node';
import {READERS_WORDS, THESAURUS} from '../../src/features/search/thesaurus';
import {baseForms, isStopWord, splitWords} from '../../src/features/search/words';

type Fragment = {content: string; url: string};
/** A page by what it prints: Pagefind's stems of its words, and the base forms and two-word phrases the index reads. */
type PrintedPage = {id: string; url: string; stems: Set<string>; forms: Set<string>};
/** A row: the words a reader may search, and the words each of them stands for. */
type Row = {name: string; searched: string[]; meanings: (word: string) => string[]};

const ROWS: Row[] = [
  ...THESAURUS.map((group) => ({name: group.join(', '), searched: group, meanings: (word: string) => group.filter((other) => other !== word)})),
  ...READERS_WORDS.map(([reader, site]) => ({name: `${reader} → ${site.join(', ')}`, searched: [reader], meanings: () => site})),
];

function printedPages(): PrintedPage[] {
  return indexFragmentIds().map((id) => {
    const fragment = readIndexFragment<Fragment>(id);
    const all = fragment.content.split(/\s+/);
    const words = splitWords(all.slice(visibleStart(all)).join(' '));
    // A phrase counts where its words follow each other, filler aside, as the index reads it.
    const topical = words.filter((word) => !isStopWord(word)).map(baseForms);
    const phrases = topical.slice(1).flatMap((second, at) => topical[at]!.flatMap((first) => second.map((form) => `${first} ${form}`)));
    return {id, url: fragment.url, stems: new Set(words.map((word) => porter2(word))), forms: new Set([...words.flatMap(baseForms), ...phrases])};
  });
}

test('every row of the thesaurus finds, by each of its words, the pages that print another word of the row and not that one', async () => {
  const pages = printedPages();
  const pagefind = await loadNodePagefind('build');
  const idsFound = async (term: string) => new Set((await pagefind.search(term)).results.map(({id}) => id));
  const failures: string[] = [];
  let witnessed = 0;
  for (const {name, searched, meanings} of ROWS) {
    let rowWitnesses = 0;
    for (const word of searched) {
      // Pages without the word in any form Pagefind would match it by: only the row can bring the search to them.
      const lacksWord = (page: PrintedPage) => !splitWords(word).every((part) => page.stems.has(porter2(part)));
      const witnesses = pages.filter((page) => lacksWord(page) && meanings(word).some((meaning) => page.forms.has(meaning)));
      if (witnesses.length === 0) continue;
      rowWitnesses += witnesses.length;
      const found = await idsFound(word);
      const missed = witnesses.filter(({id}) => !found.has(id)).map(({url}) => url);
      if (missed.length > 0) failures.push(`${name}: "${word}" does not find ${missed.length} of ${witnesses.length} pages that print its meaning, such as ${missed.slice(0, 3).join(', ')}`);
    }
    if (rowWitnesses === 0) failures.push(`${name}: no page prints one of its words without another, so the row changes no search`);
    witnessed += rowWitnesses;
  }
  expect(failures, 'rows that find nothing of their own (rebuild with `npm run build` after changing thesaurus.ts)').toEqual([]);
  expect(witnessed, 'pages found only by a row').toBeGreaterThan(ROWS.length);
});
