import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement} from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {expect, test} from '@playwright/test';
import remarkDiagrams, {parseMeta} from '../../src/features/diagrams';
import {LABEL_BOX_EXTRA, MIN_FONT_PX} from '../../src/features/diagrams/renderDiagram';

const FIXTURES = path.join(__dirname, 'fixtures/diagrams');

/** Compiles MDX with the diagrams plugin, as Docusaurus does, and renders it to HTML with React. */
async function renderMdx(value: string, filePath = path.join(process.cwd(), 'docs/example.mdx')): Promise<string> {
  const {evaluate} = await import('@mdx-js/mdx');
  const {default: Content} = await evaluate({value, path: filePath}, {...jsxRuntime, remarkPlugins: [remarkDiagrams]} as never);
  return renderToStaticMarkup(createElement(Content));
}

/** The one match of a pattern in the HTML; fails when there are none or several. */
function onlyMatch(html: string, pattern: RegExp): RegExpMatchArray {
  const matches = [...html.matchAll(new RegExp(pattern.source, 'g'))];
  expect(matches, `exactly one match of ${pattern}`).toHaveLength(1);
  return matches[0];
}

const block = (meta: string, source: string) => `## Review flow\n\n\`\`\`mermaid ${meta}\n${source}\n\`\`\`\n`;

test('meta strings give their key="value" pairs', () => {
  expect(parseMeta('title="Life of an item" description="From draft to exam."')).toEqual({title: 'Life of an item', description: 'From draft to exam.'});
  expect(parseMeta(undefined)).toEqual({});
});

test('a mermaid block becomes a figure with an accessible SVG and no style element', async () => {
  const source = 'flowchart LR\n  A[Draft] -->|Submitted| B[Review]';
  const html = await renderMdx(block('title="Life of an item" description="A draft is submitted for review."', source));
  const figure = onlyMatch(html, /<figure class="diagram" data-mermaid-source="([^"]*)">/);
  expect(figure[1]).toBe(source.replace(/>/g, '&gt;'));
  const scroll = onlyMatch(html, /<div class="diagram__scroll" tabindex="0" role="region" aria-label="([^"]*)">/);
  expect(scroll[1]).toBe('Life of an item');
  const svg = onlyMatch(html, /<svg [^>]*>/)[0];
  expect(svg).toContain('role="img"');
  const [, titleId, descId] = svg.match(/aria-labelledby="(\S+) (\S+)"/)!;
  expect(html).toContain(`<title id="${titleId}">Life of an item</title><desc id="${descId}">A draft is submitted for review.</desc>`);
  expect(html).not.toContain('<style');
  expect(html).not.toMatch(/ style="/);
  expect(html).not.toContain('fonts.googleapis.com');
  // Marker ids carry the diagram's prefix, and references follow them.
  const markerIds = [...html.matchAll(/<marker id="([^"]+)"/g)].map((match) => match[1]);
  expect(markerIds.length).toBeGreaterThan(0);
  for (const id of markerIds) {
    expect(id.startsWith(titleId.replace(/-title$/, ''))).toBe(true);
  }
  for (const [, reference] of html.matchAll(/url\(#([^)]+)\)/g)) {
    expect(markerIds).toContain(reference);
  }
});

test('the SVG is sized so that its smallest text is at least 12 px, never scaled down', async () => {
  // Edge labels are drawn at 11 px, so this diagram is drawn larger than its view box.
  const html = await renderMdx(block('description="A to B."', 'flowchart LR\n  A -->|label| B'));
  const [, , , viewWidth, viewHeight] = html.match(/viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/)!.map(Number);
  const width = Number(html.match(/<svg[^>]* width="([\d.]+)"/)![1]);
  const height = Number(html.match(/<svg[^>]* height="([\d.]+)"/)![1]);
  const smallestFont = Math.min(...[...html.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1])));
  expect(smallestFont).toBe(11);
  expect((smallestFont * width) / viewWidth).toBeGreaterThanOrEqual(MIN_FONT_PX - 0.05);
  expect(width / viewWidth).toBeCloseTo(height / viewHeight, 2);
});

test('without a title, the heading above the diagram names it', async () => {
  const html = await renderMdx(block('description="A to B."', 'flowchart LR\n  A --> B'));
  expect(html).toMatch(/<title id="[^"]+">Diagram: Review flow<\/title>/);
});

test('a diagram without a description fails, naming the file and line', async () => {
  await expect(renderMdx(block('title="No words"', 'flowchart LR\n  A --> B'))).rejects.toThrow(
    /Mermaid diagram in docs\/example\.mdx:3: add a description=/,
  );
});

for (const [problem, source, line, message] of [
  ['an unknown diagram type', 'flowchrt LR\n  A --> B', 4, /Invalid mermaid header/],
  ['a statement the renderer skips', 'sequenceDiagram\n  autonumber\n  A->>B: Hi', 5, /line 2 is not Mermaid that beautiful-mermaid understands/],
  ['an unclosed bracket', 'flowchart LR\n  A[Draft --> B', 5, /line 2 has unbalanced "\[\]"/],
  ['an arrow that leads nowhere', 'flowchart LR\n  A --> B\n  B -->', 6, /line 3 ends with an arrow/],
] as const) {
  test(`${problem} fails the build, naming the file and the line`, async () => {
    await expect(renderMdx(block('description="Broken."', source))).rejects.toThrow(
      new RegExp(`Mermaid diagram in docs/example\\.mdx:${line}: ${message.source}`),
    );
  });
}

test('a fixture page with a syntax error fails to compile, naming the fixture file and line', async () => {
  const file = path.join(FIXTURES, 'bad-syntax.mdx');
  await expect(renderMdx(readFileSync(file, 'utf8'), file)).rejects.toThrow(
    /Mermaid diagram in tests\/unit\/fixtures\/diagrams\/bad-syntax\.mdx:12: line 3 has unbalanced "\[\]"/,
  );
});

test('a fixture page with two diagrams gets two figures with distinct ids', async () => {
  const file = path.join(FIXTURES, 'good.mdx');
  const html = await renderMdx(readFileSync(file, 'utf8'), file);
  expect(html.match(/<figure class="diagram"/g)).toHaveLength(2);
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
  expect(new Set(ids).size).toBe(ids.length);
  expect(html).toContain('>Sign-in</title>');
});

test('edge-label boxes are wider than beautiful-mermaid draws them, for fonts wider than Inter', async () => {
  const source = 'flowchart LR\n  A -->|Reviewer approves| B';
  const {renderMermaidSVG} = await import('beautiful-mermaid');
  const labelBoxWidth = (svg: string) => Number(svg.match(/class="edge-label"[^>]*>\s*<rect [^>]*\swidth="([\d.]+)"/)![1]);
  const drawn = labelBoxWidth(renderMermaidSVG(source));
  const html = await renderMdx(block('description="A to B."', source));
  expect(labelBoxWidth(html)).toBeCloseTo(drawn * (1 + LABEL_BOX_EXTRA.share) + LABEL_BOX_EXTRA.px, 0);
});
