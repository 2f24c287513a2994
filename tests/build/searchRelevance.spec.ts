/**
 * How well search answers readers' queries nobody tuned it for: tests/search/relevance/queries.json,
 * written from page titles only and split once at random into a tune half and a test half. Each
 * query runs through the same engine as the browser (src/features/search/node.ts) over the built
 * index; a query is answered when one of its pages is among the first three results. Prints both
 * halves' top-3 rate and mean reciprocal rank; the test half is never used to tune. Also measures the readers' set of
 * 2026-11-29 (tests/search/relevance/README.md): 720 queries written in five rounds by writers who saw page titles
 * only, each round split once at random into a tune half and a held half.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {createNodeSearch} from '../../src/features/search/node';
import {LEXICON_DIR} from '../../src/features/search/lexicon';
import {splitWords} from '../../src/features/search/words';
import queries from '../search/relevance/queries.json';
import readersQueries from '../search/relevance/readers-2026-11-29.json';

const BUILD = 'build';
/**
 * The rates on each half when the floors were last set, rounded down: a change that loses answered queries fails. Last
 * set on 2026-11-29, after the weights were tuned on every tune set (engine.ts: WEIGHTS): tune 128 of 133 (96.2%), MRR
 * 0.872; test 63 of 69 (91.3%), MRR 0.793; readers' tune half 311 of 360 (86.4%), MRR 0.766, held half 294 of 360
 * (81.7%), MRR 0.725. The weights lost one test query of 69 and gained six held queries of 360, so the test's top-3 floor fell.
 * With the readers' sixth round (180 more, written after those changes) and the bulk frame: readers' tune half 387 of 450
 * (86.0%), MRR 0.758, held half 371 of 450 (82.4%), MRR 0.722.
 * With the readers' seventh round (180 more, ids r, s, t) and the fifth session's changes (the dictionary's words uncorrected,
 * readers' words one way, British spellings, the permission frame, curly apostrophes): tune 128 of 133 (96.2%), MRR 0.875;
 * test 63 of 69 (91.3%), MRR 0.793, unchanged; readers' tune half 485 of 540 (89.8%), MRR 0.788, held half 456 of 540
 * (84.4%), MRR 0.750.
 * Before, after the readers' set's fifth round: test 64 of 69 (92.8%), MRR 0.792; readers' held 288 of 360 (80.0%), MRR 0.707.
 * Before that, after the question frames: tune 129 of 133, MRR 0.836; test 60 of 69, MRR 0.734.
 * Last set on 2026-12-01, when the test half met the issue's goal of 95% (its floor is the goal): tune 132 of 133
 * (99.2%), MRR 0.893; test 66 of 69 (95.7%), MRR 0.828; readers' tune half 507 of 540 (93.9%), MRR 0.834, held half
 * 470 of 540 (87.0%), MRR 0.781.
 */
/** The goal for the test half, and so its floor. */
const GOAL_TOP3 = 0.95;
const FLOOR = {tune: {top3: 0.99, mrr: 0.89}, test: {top3: GOAL_TOP3, mrr: 0.82}};
/** The readers' set of 2026-11-29, set the same way: see FLOOR. */
const READERS_FLOOR = {tune: {top3: 0.93, mrr: 0.83}, held: {top3: 0.87, mrr: 0.78}};

type Entry = {id: string; query: string; answers: string[]; split: string};

const siteWords = new Set(
  readdirSync(path.join(BUILD, LEXICON_DIR))
    .filter((file) => file.startsWith('words-'))
    .flatMap((file) => Object.keys(JSON.parse(readFileSync(path.join(BUILD, LEXICON_DIR, file), 'utf8')))),
);

/** "/developers/" and "/developers" are one page. */
const withoutClosingSlash = (route: string) => route.replace(/(.)\/$/, '$1');

async function measure(entries: Entry[]) {
  const search = createNodeSearch(BUILD);
  const ranks: number[] = [];
  const empty: string[] = [];
  for (const entry of entries) {
    const results = await search(entry.query, {limit: 10});
    const routes = results.map((result) => withoutClosingSlash(result.url.split('#')[0]!));
    const answers = entry.answers.map(withoutClosingSlash);
    ranks.push(routes.findIndex((route) => answers.includes(route)));
    if (results.length === 0 && splitWords(entry.query).some((word) => siteWords.has(word))) {
      empty.push(entry.id);
    }
  }
  const top3 = ranks.filter((rank) => rank >= 0 && rank < 3).length / entries.length;
  const mrr = ranks.reduce((sum, rank) => sum + (rank >= 0 ? 1 / (rank + 1) : 0), 0) / entries.length;
  return {count: entries.length, top3, mrr, empty};
}

const SETS = [
  {name: 'queries.json', entries: queries as Entry[], floors: FLOOR},
  {name: 'readers of 2026-11-29', entries: readersQueries as Entry[], floors: READERS_FLOOR},
];

for (const {name, entries, floors} of SETS) {
  for (const [split, floor] of Object.entries(floors)) {
    test(`relevance, ${name}, ${split} half: top-3 rate and MRR, and no query with a site word returns nothing`, async () => {
      // 540 queries take about 10 s here, and up to three times that while the end-to-end workers share both cores.
      test.setTimeout(90_000);
      const {count, top3, mrr, empty} = await measure(entries.filter((entry) => entry.split === split));
      const goal = split === 'test' ? ` (goal ${GOAL_TOP3 * 100}%)` : '';
      console.log(`search relevance, ${name}, ${split} half (${count} queries): top 3 ${(top3 * 100).toFixed(1)}%${goal}, MRR ${mrr.toFixed(3)}`);
      expect(empty, 'queries with a site word and no result').toEqual([]);
      expect(top3).toBeGreaterThanOrEqual(floor.top3);
      expect(mrr).toBeGreaterThanOrEqual(floor.mrr);
    });
  }
}
