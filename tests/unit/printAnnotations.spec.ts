import {expect, test} from '@playwright/test';
import remarkPrintAnnotations from '../../src/features/print';

/** Compiles MDX as Docusaurus does for this plugin: GitHub Markdown (bare addresses become links) first. */
async function compiled(mdx: string) {
  const [{compile}, {default: remarkGfm}] = await Promise.all([import('@mdx-js/mdx'), import('remark-gfm')]);
  return String(await compile(mdx, {remarkPlugins: [remarkGfm, remarkPrintAnnotations]}));
}

test('each tab starts with a print-only paragraph of its label (or its value when it has none)', async () => {
  const output = await compiled('<Tabs>\n<TabItem value="manual" label="Add by hand">\n\nOne.\n\n</TabItem>\n<TabItem value="csv">\n\nTwo.\n\n</TabItem>\n</Tabs>\n');
  expect(output).toMatch(/className: "print-only tab-print-label"[\s\S]*children: "Add by hand"/);
  expect(output).toMatch(/children: "csv"/);
});

test('a link whose text is its address is marked, a link with other text is not', async () => {
  const output = await compiled('See https://www.example.com/page and [the guide](https://www.example.com/guide).\n');
  expect(output.match(/"data-print-bare-url"/g)).toHaveLength(1);
  expect(output).toMatch(/href: "https:\/\/www\.example\.com\/page",\s*"data-print-bare-url": ""/);
});
