import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {listMdxFiles, splitFrontMatter} from '../../scripts/content-lint.cjs';
import {AUDIENCES, audienceProblems, audiencesOf} from '../../src/data/audiences';
import {groupByAudience} from '../../src/features/audience-index';

// Every guide of the three areas, drafts and release notes included: drafts will be published with
// their front matter as it is, and release notes are read by admins as well as authors or teachers.
for (const area of ['studio', 'campfire', 'developers']) {
  test(`every ${area} guide declares its audience from the vocabulary`, () => {
    const files = listMdxFiles(`docs/${area}`) as string[];
    expect(files.length).toBeGreaterThan(10);
    const problems = files.flatMap((file) =>
      audienceProblems(splitFrontMatter(readFileSync(file, 'utf8')).frontMatter).map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
}

test('a guide with no audience, an empty one or an unknown one fails the check', () => {
  expect(audienceProblems({title: 'No audience'})).toHaveLength(1);
  expect(audienceProblems({audience: []})).toHaveLength(1);
  expect(audienceProblems({audience: 'teacher'})).toHaveLength(1); // a list, not a string
  expect(audienceProblems({audience: ['teacher', 'parent']})).toEqual([expect.stringContaining('unknown audience "parent"')]);
  expect(audienceProblems({audience: ['teacher', 'teacher']})).toEqual([expect.stringContaining('listed twice')]);
  expect(audienceProblems({audience: ['teacher', 'school-admin']})).toEqual([]);
});

test('the vocabulary has unique ids and labels, each with a description', () => {
  expect(new Set(AUDIENCES.map((audience) => audience.id)).size).toBe(AUDIENCES.length);
  expect(new Set(AUDIENCES.map((audience) => audience.label)).size).toBe(AUDIENCES.length);
  for (const audience of AUDIENCES) {
    expect(audience.description.length, audience.id).toBeGreaterThan(20);
  }
  // Labels come in vocabulary order, whatever the order of the front matter.
  expect(audiencesOf({audience: ['developer', 'teacher']}).map((audience) => audience.label)).toEqual(['Teacher', 'Developer']);
});

test('an overview lists its area pages by audience, without itself, with a folder of its own through its index', () => {
  const doc = (id: string, title: string, audience: string[]) => ({id, source: `@site/docs/${id}.mdx`, title, permalink: `/${id}`, frontMatter: {audience}});
  const groups = groupByAudience(
    [
      doc('studio/index', 'Studio Overview', ['content-author', 'school-admin']),
      doc('studio/items/item-metadata', 'Item Metadata', ['content-author']),
      doc('studio/administration/settings', 'Settings', ['school-admin']),
      doc('studio/release-notes', 'Release Notes', ['content-author', 'school-admin']),
      doc('studio/items/question-types/index', 'Question Types', ['content-author']),
      doc('studio/items/question-types/slider', 'Slider', ['content-author']),
      doc('campfire/register', 'Register', ['teacher']),
    ],
    'studio',
  );
  expect(groups).toEqual({
    'school-admin': [
      {title: 'Release Notes', permalink: '/studio/release-notes'},
      {title: 'Settings', permalink: '/studio/administration/settings'},
    ],
    'content-author': [
      {title: 'Item Metadata', permalink: '/studio/items/item-metadata'},
      {title: 'Question Types', permalink: '/studio/items/question-types/index'},
      {title: 'Release Notes', permalink: '/studio/release-notes'},
    ],
  });
});
