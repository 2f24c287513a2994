import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {splitFrontMatter} from '../../scripts/content-lint.cjs';
import {QUESTION_TYPE_GROUPS, questionTypeDocId} from '../../src/data/questionTypes';

/**
 * The question drawings: one per question type, placed after each page's opening paragraph, and
 * pure markup (server-rendered SVG with nothing to run in the browser).
 */
const DIR = 'src/components/QuestionDrawing';
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
    const name = componentName(slug);
    const {body} = splitFrontMatter(readFileSync(`docs/${questionTypeDocId(slug)}.mdx`, 'utf8'));
    expect(body, slug).toContain(`import ${name} from '@site/src/components/QuestionDrawing/types/${name}';`);
    const blocks = body
      .split(/\n{2,}/)
      .map((block) => block.trim())
      .filter((block) => block && !block.startsWith('import '));
    expect(blocks[0], `${slug}: opening paragraph`).toMatch(/^[A-Z][^\n]*[.:]$/);
    expect(blocks[1], `${slug}: drawing after it`).toMatch(new RegExp(`^<${name}(\\s[^]*)?/>$`));
  }
});

test('drawings are pure markup: no hooks, effects, handlers or browser APIs', () => {
  const files = [...readdirSync(`${DIR}/types`).map((file) => `${DIR}/types/${file}`), ...['parts.tsx', 'scene.tsx', 'plane.tsx', 'chart.tsx', 'registry.ts'].map((file) => `${DIR}/${file}`)];
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
