import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {QUESTION_TYPE_GROUPS, questionTypeDocId} from '../../src/data/questionTypes';

/**
 * The question drawings in the production build: each is an SVG file that the page shows with an
 * <img>, and none of the drawings' code is in any script of the site.
 */
const BUILD = 'build';
const types = QUESTION_TYPE_GROUPS.flatMap((group) => group.types);
/** An attribute of an HTML start tag, quoted either way or, as the minifier leaves some, unquoted. */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`).exec(tag)?.slice(1).find((value) => value !== undefined);
/** The <img> tags of a page's HTML that show question drawings. */
const drawingImages = (html: string) => [...html.matchAll(/<img\s(?:[^>"']|"[^"]*"|'[^']*')*>/g)].map((match) => match[0]).filter((tag) => attribute(tag, 'src')?.startsWith('/assets/question-drawings/'));

function checkSvg(src: string, {decorative}: {decorative: boolean}) {
  const file = path.join(BUILD, src);
  expect(existsSync(file), file).toBe(true);
  const svg = readFileSync(file, 'utf8');
  expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d. ]+" width="360" height="\d+"><style>svg \{ --primary: #b3420e;/);
  expect(svg, file).not.toMatch(/<script|\son\w+=|data-caption/);
  expect(/<title>/.test(svg), `${file}: a <title> unless decorative`).toBe(!decorative);
}

test('no script of the site carries drawing code', () => {
  const scriptsDir = path.join(BUILD, 'assets', 'js');
  const scripts = readdirSync(scriptsDir).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(50);
  // Every drawing hands its type's name to its frame as `typeTitle`, and the thumbnails ask for
  // `thumbnail`; neither name appears anywhere else in the site's code.
  const withDrawingCode = scripts.filter((file) => /\btypeTitle\b|ADVANCE_GROUPS|\bchipWidth\b/.test(readFileSync(path.join(scriptsDir, file), 'utf8')));
  expect(withDrawingCode).toEqual([]);
});

test('every question-type page shows its drawing as an SVG file with a text alternative', () => {
  for (const type of types) {
    const html = readFileSync(path.join(BUILD, questionTypeDocId(type.slug), 'index.html'), 'utf8');
    const images = drawingImages(html);
    expect(images, type.slug).toHaveLength(1);
    const src = attribute(images[0], 'src')!;
    expect(src, type.slug).toMatch(new RegExp(`/${type.slug}\\.[0-9a-f]{8}\\.svg$`));
    checkSvg(src, {decorative: false});
    expect(attribute(images[0], 'alt'), type.slug).toContain(type.title);
    expect(attribute(images[0], 'alt')!.length, `${type.slug}: a description, not just a name`).toBeGreaterThan(80);
    expect(attribute(images[0], 'width'), type.slug).toBe('360');
    expect(attribute(images[0], 'height'), type.slug).toMatch(/^\d+$/);
  }
});

test('the question-type index shows every thumbnail as a decorative SVG file', () => {
  const html = readFileSync(path.join(BUILD, 'studio/items/question-types/index.html'), 'utf8');
  const images = drawingImages(html);
  for (const image of images) expect(attribute(image, 'alt'), image).toBe('');
  const sources = images.map((image) => attribute(image, 'src')!);
  expect(sources.map((src) => /\/([a-z-]+)\.thumbnail\.[0-9a-f]{8}\.svg$/.exec(src)?.[1]).sort()).toEqual(types.map((type) => type.slug).sort());
  for (const src of sources) checkSvg(src, {decorative: true});
});
