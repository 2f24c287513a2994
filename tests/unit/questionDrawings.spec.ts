import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {splitFrontMatter} from '../../scripts/content-lint.cjs';
import {QUESTION_TYPE_GROUPS, questionTypeDocId} from '../../src/data/questionTypes';
import remarkQuestionDrawings from '../../src/features/question-drawings';

/**
 * The question drawings: one per question type, placed after each page's opening paragraph, and
 * pure functions of their props, which the build renders to SVG files (src/features/question-drawings).
 */
const DIR = 'src/features/question-drawings/QuestionDrawing';
const slugs = QUESTION_TYPE_GROUPS.flatMap((group) => group.types.map((type) => type.slug));
const componentName = (slug: string) => slug.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
const registry = readFileSync(`${DIR}/registry.ts`, 'utf8');

test('every question type has a drawing in the registry, and the registry holds nothing else', () => {
  expect(slugs).toHaveLength(35);
  const registered = [...registry.matchAll(/^ {2}'([a-z-]+)': (\w+),$/gm)].map(([, slug, name]) => ({slug, name}));
  expect(registered.map((entry) => entry.slug).sort()).toEqual([...slugs].sort());
  for (const {slug, name} of registered) {
    expect(name, slug).toBe(componentName(slug));
    expect(registry, slug).toContain(`import ${name} from './types/${name}';`);
    expect(existsSync(`${DIR}/types/${name}.tsx`), `${DIR}/types/${name}.tsx`).toBe(true);
  }
  expect(readdirSync(`${DIR}/types`).sort()).toEqual(slugs.map((slug) => `${componentName(slug)}.tsx`).sort());
});

test("every question-type page shows its own drawing right after the opening paragraph", () => {
  for (const slug of slugs) {
    const {body} = splitFrontMatter(readFileSync(`docs/${questionTypeDocId(slug)}.mdx`, 'utf8'));
    const blocks = body
      .split(/\n{2,}/)
      .map((block) => block.trim())
      .filter((block) => block && !block.startsWith('import '));
    expect(blocks[0], `${slug}: opening paragraph`).toMatch(/^[A-Z][^\n]*[.:]$/);
    expect(blocks[1], `${slug}: drawing after it`).toMatch(new RegExp(`^<QuestionDrawing type="${slug}"(\\s[^]*)?/>$`));
  }
});

test('no code the browser loads imports a drawing component; only the build renders them', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
      entry.isDirectory() ? sources(`${dir}/${entry.name}`) : /\.(tsx?|jsx?|mdx?)$/.test(entry.name) ? [`${dir}/${entry.name}`] : [],
    );
  const importers = [...sources('src'), ...sources('docs'), ...sources('blog')]
    .filter((file) => !file.startsWith(`${DIR}/`) || file === `${DIR}/thumbnails.ts`)
    .filter((file) => /from '[^']*QuestionDrawing\/(types|parts|scene|plane|chart|registry)/.test(readFileSync(file, 'utf8')));
  expect(importers).toEqual([]);
});

test('drawings are pure markup: no hooks, effects, handlers or browser APIs', () => {
  const files = [...readdirSync(`${DIR}/types`).map((file) => `${DIR}/types/${file}`), ...['parts.tsx', 'scene.tsx', 'plane.tsx', 'chart.tsx', 'registry.ts'].map((file) => `${DIR}/${file}`)];
  // The build renders each drawing once, in Node, so there is no browser to run anything in.
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    expect(source, file).not.toMatch(/\buse[A-Z]\w*\(|\bon[A-Z]\w*=|\bwindow\.|\bdocument\.|'use client'|useBrowser|BrowserOnly/);
  }
});

test('drawing text is at least 13 viewBox units on a 360-unit-wide viewBox', () => {
  // With the drawing never narrower than a 358 px phone column, 13 units render at 12.9 px or more.
  const parts = readFileSync(`${DIR}/parts.tsx`, 'utf8');
  expect(parts).toMatch(/export const WIDTH = 360;/);
  expect(parts).toMatch(/export const TEXT = 13;/);
  for (const file of readdirSync(`${DIR}/types`)) {
    const sizes = [...readFileSync(`${DIR}/types/${file}`, 'utf8').matchAll(/\bsize=\{(\d+)\}/g)].map((match) => Number(match[1]));
    expect(sizes.filter((size) => size < 13), file).toEqual([]);
  }
});

test("the drawings' stylesheet uses the site's colours and font, and styles every class the drawings use", () => {
  const drawingCss = readFileSync(`${DIR}/drawing.css`, 'utf8');
  const customCss = readFileSync('src/css/custom.css', 'utf8');
  const infima = readFileSync('node_modules/infima/dist/css/default/default.css', 'utf8');
  const variable = (css: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1].trim();
  expect(variable(drawingCss, '--primary')).toBe(variable(customCss, '--ifm-color-primary'));
  expect(variable(drawingCss, 'font-family')).toBe(variable(customCss, '--ifm-font-family-base'));
  // Infima's light-mode greys, which the site does not override.
  for (const step of [100, 200, 300, 500, 600, 700]) {
    expect(variable(customCss, `--ifm-color-emphasis-${step}`), `custom.css overrides emphasis-${step}`).toBeUndefined();
    expect(variable(drawingCss, `--emphasis-${step}`), `emphasis-${step}`).toBe(variable(infima, `--ifm-color-gray-${step}`));
  }
  expect(variable(drawingCss, '--ink')).toBe(variable(infima, '--ifm-color-gray-900'));
  expect(variable(drawingCss, '--info')).toBe(variable(infima, '--ifm-color-info'));
  expect(variable(drawingCss, '--warning')).toBe(variable(infima, '--ifm-color-warning'));

  const parts = readFileSync(`${DIR}/parts.tsx`, 'utf8');
  const declared = [...parts.slice(parts.indexOf('export const styles'), parts.indexOf('} as const')).matchAll(/^ {2}(\w+): '(\w+)',$/gm)];
  expect(declared.length).toBeGreaterThan(20);
  const styled = new Set([...drawingCss.matchAll(/^\.(\w+) \{/gm)].map((match) => match[1]));
  for (const [, key, className] of declared) {
    expect(className, key).toBe(key);
    expect(styled.has(className), `.${className} in drawing.css`).toBe(true);
  }
  expect([...styled].sort()).toEqual(declared.map(([, key]) => key).sort());
});

test.describe('the remark plugin', () => {
  /** Compiles MDX with the plugin as Docusaurus does, and returns the JavaScript. */
  async function compileMdx(value: string): Promise<string> {
    const {compile} = await import('@mdx-js/mdx');
    return String(await compile({value, path: `${process.cwd()}/docs/example.mdx`}, {remarkPlugins: [remarkQuestionDrawings]}));
  }
  const request = (code: string) => JSON.parse(decodeURIComponent(/drawingLoader\.cjs\?([^!]*)!/.exec(code)![1]));

  test('replaces <QuestionDrawing> with an import of the rendered drawing, passing literal props', async () => {
    const code = await compileMdx('Intro.\n\n<QuestionDrawing type="number-line" prompt="Plot 2." segment={{from: -1, to: 2, openFrom: true}} min={-3} thumbnail />\n');
    expect(code).toMatch(/import questionDrawing0 from "!!\/[^"]*\/src\/features\/question-drawings\/drawingLoader\.cjs\?[^"!]*![^"]*\/src\/features\/question-drawings\/QuestionDrawing\/registry\.ts"/);
    expect(request(code)).toEqual({type: 'number-line', props: {prompt: 'Plot 2.', segment: {from: -1, to: 2, openFrom: true}, min: -3, thumbnail: true}});
    expect(code).toContain('questionDrawing0');
    expect(code).not.toMatch(/_components\.QuestionDrawing|QuestionDrawing,/);
  });

  for (const [problem, mdx, message] of [
    ['an unknown type', '<QuestionDrawing type="numberline" />', /docs\/example\.mdx:3: type="numberline" is not a question type/],
    ['a prop computed at run time', '<QuestionDrawing type="slider" max={limit * 2} />', /docs\/example\.mdx:3: max=\{…\} must be a literal .*not a BinaryExpression/],
    ['spread props', '<QuestionDrawing type="slider" {...props} />', /docs\/example\.mdx:3: spread props/],
    ['a drawing inside a sentence', 'See <QuestionDrawing type="slider" /> here.', /docs\/example\.mdx:3: put the drawing on its own line/],
  ] as const) {
    test(`fails the build, naming the file and line, on ${problem}`, async () => {
      await expect(compileMdx(`# Title\n\n${mdx}\n`)).rejects.toThrow(message);
    });
  }
});
