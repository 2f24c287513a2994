import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {lintFile, listMdxFiles, publishedRoutes, splitFrontMatter} from '../../scripts/content-lint.cjs';
import {QUESTION_TYPE_GROUPS, questionTypeDocId} from '../../src/data/questionTypes';

const routes = publishedRoutes();

for (const area of ['studio', 'campfire', 'developers']) {
  test(`${area} pages meet the word floor, have no filler and link only to published routes`, async () => {
    const failures: string[] = [];
    for (const file of listMdxFiles(`docs/${area}`)) {
      const result = await lintFile(file, routes);
      failures.push(...result.problems.map((problem: string) => `${result.file}: ${problem}`));
    }
    expect(failures).toEqual([]);
  });
}

test('every question-type page follows the template', () => {
  const template = [
    'Key characteristics',
    'When to use it',
    /^Author an? .+ question$/,
    'Scoring',
    'Accessibility and devices',
    'Related question types',
  ];
  for (const type of QUESTION_TYPE_GROUPS.flatMap((group) => group.types)) {
    const {frontMatter, body} = splitFrontMatter(readFileSync(`docs/${questionTypeDocId(type.slug)}.mdx`, 'utf8'));
    expect(frontMatter.title, type.slug).toBe(type.title);
    const headings = [...body.matchAll(/^## (.+)$/gm)].map((match) => match[1].trim());
    expect(headings.length, `${type.slug} h2 headings`).toBe(template.length);
    template.forEach((expected, index) => {
      if (typeof expected === 'string') {
        expect(headings[index], type.slug).toBe(expected);
      } else {
        expect(headings[index], type.slug).toMatch(expected);
      }
    });
  }
});

test('the content lint catches filler and thin pages', async () => {
  // Guards the guard: a stub page must fail.
  const {mkdtempSync, writeFileSync} = await import('node:fs');
  const dir = mkdtempSync('/tmp/content-lint-');
  writeFileSync(`${dir}/stub.mdx`, '---\ntitle: Stub\n---\n\nThis section is coming soon.\n');
  const result = await lintFile(`${dir}/stub.mdx`, routes);
  expect(result.problems.join('\n')).toMatch(/words of prose/);
  expect(result.problems.join('\n')).toMatch(/filler/);
});
