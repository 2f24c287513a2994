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

/** "an" before a vowel sound; every question-type title that starts with a vowel letter also starts with a vowel sound. */
const withArticle = (title: string) => `${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title}`;

test('every question-type page uses the real section headings, in order, then our own', () => {
  for (const type of QUESTION_TYPE_GROUPS.flatMap((group) => group.types)) {
    const {frontMatter, body} = splitFrontMatter(readFileSync(`docs/${questionTypeDocId(type.slug)}.mdx`, 'utf8'));
    expect(frontMatter.title, type.slug).toBe(type.title);
    const headings = [...body.matchAll(/^## (.+)$/gm)].map((match) => match[1].trim());
    expect(headings, type.slug).toEqual([
      // The five sections every question-type page of the product's own help site has.
      'Key Characteristics',
      'Instructional Connection',
      `Authoring ${withArticle(type.title)} Question`,
      'Enter the Prompt',
      'Scoring Configuration (Optional)',
      // Ours, after them.
      'Preview and Save',
      'Accessibility and Devices',
      'Related Question Types',
    ]);
    expect(body, `${type.slug} still says "Scoring panel"`).not.toMatch(/Scoring panel/i);
  }
});

test('a Troubleshooting section is a Problem / What to do table, last on its page or before Next Steps', () => {
  const pages = ['studio', 'campfire', 'developers'].flatMap((area) => listMdxFiles(`docs/${area}`) as string[]);
  const withSection = pages.filter((file) => /^## Troubleshooting$/m.test(readFileSync(file, 'utf8')));
  expect(withSection.length, 'pages with a Troubleshooting section').toBeGreaterThan(5);
  for (const file of withSection) {
    const {body} = splitFrontMatter(readFileSync(file, 'utf8'));
    const sections = body.split(/^(?=## )/m).filter((section) => section.startsWith('## '));
    const headings = sections.map((section) => section.split('\n', 1)[0]!.slice(3).trim());
    const at = headings.indexOf('Troubleshooting');
    expect(headings.slice(at + 1), `${file}: what follows Troubleshooting`).toEqual(at === headings.length - 1 ? [] : ['Next Steps']);
    const rows = sections[at]!.split('\n').filter((line) => line.startsWith('|'));
    expect(rows[0], `${file}: the table's header`).toMatch(/^\| Problem \| What to do \|$/);
    expect(rows.length, `${file}: rows of the table`).toBeGreaterThanOrEqual(4); // header, rule and at least two problems
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

test('the content lint catches British spellings in prose and front matter, but not in code or identifiers', async () => {
  const {mkdtempSync, writeFileSync} = await import('node:fs');
  const dir = mkdtempSync('/tmp/content-lint-');
  const page = (description: string, body: string) => `---\ntitle: Colors\ndescription: ${description}\n---\n\n${body}\n`;
  const lint = async (name: string, text: string) => {
    writeFileSync(`${dir}/${name}.mdx`, text);
    return (await lintFile(`${dir}/${name}.mdx`, routes)).problems.filter((problem) => /British/.test(problem));
  };
  expect(await lint('colour', page('Band colors.', 'Each band has a colour.'))).toEqual(['British spelling: "colour" (the site spells American English)']);
  expect(await lint('organise', page('Organise folders.', 'Folders.'))).toHaveLength(1);
  // Event names and code blocks are what the product sends, spelt as it spells them.
  expect(await lint('code', page('Events.', 'Listen for `examPickerCancelled` and `EXAM_PICKER_CANCELLED`.\n\n```js\nconst colour = 1;\n```'))).toEqual([]);
});
