import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {listMdxFiles} from '../../scripts/content-lint.cjs';
import {statementsOf} from './pageStatements';

/**
 * Reader pages speak about the product, never about where the writers found it: no sentence about what "the
 * published pages", "the samples" or a stored copy say. Those notes belong in src/data (UNSOURCED) or a commit.
 */
const NOTE_TO_WRITERS = [
  /\bpublished (?:page|pages|site|docs|documentation|help|guide|guides|quick ?start|sample|samples|example|examples|copy|copies)\b/i,
  /\bthe samples? (?:on|in|of) (?:these|this|the) (?:page|pages|site)\b/i,
  /\bthe samples (?:say|show|use|write|give|load)\b/i,
  /\bstored (?:copy|copies|page|pages)\b/i,
  /\bfacts? sheet\b/i,
  /\bthe real (?:site|product|help|page|pages|documentation)\b/i,
  /\b(?:no|not on any|not in the) (?:source|published source)s?\b/i,
];

export function notesToWriters(source: string): string[] {
  return statementsOf(source)
    .map((statement) => statement.text)
    .filter((sentence) => NOTE_TO_WRITERS.some((pattern) => pattern.test(sentence)));
}

test('reader pages carry no notes to writers about published pages, samples or sources', () => {
  const pages = [...listMdxFiles('docs'), ...listMdxFiles('blog')] as string[];
  const notes = pages.flatMap((file) => notesToWriters(readFileSync(file, 'utf8')).map((sentence) => `${file}: ${sentence}`));
  expect(notes).toEqual([]);
});

test('the check finds a note to writers and leaves ordinary sentences alone', () => {
  const page = (text: string) => `---\ntitle: T\n---\n\n${text}\n`;
  expect(notesToWriters(page('Marked on the published page as added in v0.12.0.'))).toHaveLength(1);
  expect(notesToWriters(page('The samples on these pages build the header the same way.'))).toHaveLength(1);
  expect(notesToWriters(page('No source gives the lifetime, so none is stated.'))).toHaveLength(1);
  expect(notesToWriters(page('Only published exams appear in Campfire. Teachers assign a published exam.'))).toEqual([]);
  expect(notesToWriters(page('The examples below load the SDK from a CDN.'))).toEqual([]);
});
