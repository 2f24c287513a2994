import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {expect, gotoHydrated, test} from '../e2e/fixtures';
import {DEV_PORT} from '../e2e/ports';

/**
 * The writer's preview (`npm start`, the development server) is as clean as the production build:
 * pages of each type load without a console error, and an edit to an MDX file shows in the open
 * page without a reload.
 */

const DEV_URL = `http://localhost:${DEV_PORT}`;
const EDITED_DOC = 'docs/studio/items/item-metadata.mdx';
const PAGES = [
  '/',
  '/studio/items/item-metadata',
  '/campfire/classrooms/roster', // code blocks
  '/developers/api-legacy/assessment/exams', // bash code blocks with titles
  '/studio/items/question-types/multiple-choice',
  '/developers/api/create-exam-session',
  '/blog/welcome',
];

let server: ChildProcess | undefined;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(600_000); // the first compilation of the whole site, on a busy machine
  server = spawn('npx', ['docusaurus', 'start', '--port', String(DEV_PORT), '--no-open', '--host', 'localhost'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (/compiled successfully|Docusaurus website is running/i.test(output.join(''))) {
        resolve();
      }
    };
    server!.stdout!.on('data', onData);
    server!.stderr!.on('data', onData);
    server!.on('exit', (code) => reject(new Error(`the development server exited (${code}):\n${output.join('')}`)));
  });
  // It announces itself before it listens and compiles: wait until it answers with a page.
  await expect.poll(async () => (await fetch(DEV_URL).catch(() => undefined))?.status, {timeout: 300_000, intervals: [1000]}).toBe(200);
});

test.afterAll(() => {
  if (server?.pid) {
    process.kill(-server.pid); // the server and the compiler it started
  }
});

test('pages of each type load in the development server without a console error', async ({page, consoleErrors}) => {
  test.setTimeout(300_000);
  for (const path of PAGES) {
    await gotoHydrated(page, `${DEV_URL}${path}`);
    await expect(page.getByRole('heading', {level: 1}).first(), path).toBeVisible();
    // Reader activity loads what pages defer (the highlighter, the live API sections).
    await page.mouse.wheel(0, 400);
    await page.keyboard.press('Shift');
    await page.waitForLoadState('networkidle');
  }
  expect(consoleErrors).toEqual([]);
});

test('an edit to an MDX file shows in the open page without a reload', async ({page, consoleErrors}) => {
  test.setTimeout(180_000);
  const original = readFileSync(EDITED_DOC, 'utf8');
  const added = `A sentence added by the development server test at ${Date.now()}.`;
  await gotoHydrated(page, `${DEV_URL}/studio/items/item-metadata`);
  await page.evaluate(() => ((window as any).e2eSamePage = true));
  try {
    writeFileSync(EDITED_DOC, `${original.trimEnd()}\n\n${added}\n`);
    await expect(page.getByText(added)).toBeVisible({timeout: 120_000});
    expect(await page.evaluate(() => (window as any).e2eSamePage)).toBe(true); // no reload
  } finally {
    writeFileSync(EDITED_DOC, original);
  }
  await expect(page.getByText(added)).toHaveCount(0, {timeout: 120_000});
  expect(consoleErrors).toEqual([]);
});

test("an edit to a question drawing's component redraws the page's image without a reload", async ({page, consoleErrors}) => {
  test.setTimeout(180_000);
  const drawing = 'src/features/question-drawings/QuestionDrawing/types/MultipleChoice.tsx';
  const original = readFileSync(drawing, 'utf8');
  const prompt = 'Which process turns liquid water into water vapor?';
  const edited = `Which process did the development server test draw at ${Date.now()}?`;
  expect(original).toContain(prompt);
  await gotoHydrated(page, `${DEV_URL}/studio/items/question-types/multiple-choice`);
  const image = page.locator('figure.question-drawing img');
  const before = await image.getAttribute('src');
  await page.evaluate(() => ((window as any).e2eSamePage = true));
  try {
    writeFileSync(drawing, original.replace(prompt, edited));
    // The loader depends on the component's file, so the image file and its text alternative change.
    await expect(image).toHaveAttribute('alt', new RegExp(edited.replace(/[?]/g, '\\?')), {timeout: 120_000});
    expect(await image.getAttribute('src')).not.toBe(before);
    const svg = await (await fetch(new URL((await image.getAttribute('src'))!, DEV_URL))).text();
    expect(svg).toContain(edited);
    expect(await page.evaluate(() => (window as any).e2eSamePage)).toBe(true);
  } finally {
    writeFileSync(drawing, original);
  }
  await expect(image).toHaveAttribute('src', before!, {timeout: 120_000});
  expect(consoleErrors).toEqual([]);
});
