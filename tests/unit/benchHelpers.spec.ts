/** The pure parts of the benchmark's reader sessions and growth mode (scripts/bench). */
import {expect, test} from '@playwright/test';

test('CLS is the largest session window of shifts: gaps of 1 s or more, or 5 s of window, start a new one', async () => {
  const {largestShiftWindow} = await import('../../scripts/bench/readerSession.mjs');
  expect(largestShiftWindow([])).toBe(0);
  // 0.02 + 0.03 together; then, after a 1.5 s gap, 0.04 alone.
  expect(largestShiftWindow([{time: 100, value: 0.02}, {time: 600, value: 0.03}, {time: 2100, value: 0.04}])).toBeCloseTo(0.05);
  // Shifts every 0.9 s never leave a gap, but a window closes after 5 s: 0.01 x 6 at most.
  const steady = Array.from({length: 12}, (_, index) => ({time: index * 900, value: 0.01}));
  expect(largestShiftWindow(steady)).toBeCloseTo(0.06);
});

test('growth mode copies every API operation under new paths with unique operation ids', async () => {
  const {grownSpec} = await import('../../scripts/bench/growth.mjs');
  const spec = {
    openapi: '3.0.3',
    paths: {
      '/exams': {get: {operationId: 'listExams', summary: 'List exams'}, post: {operationId: 'createExam', summary: 'Create an exam'}},
      '/exams/{id}': {parameters: [{name: 'id', in: 'path'}], get: {operationId: 'getExam', summary: 'Get an exam'}},
    },
  };
  const {spec: grown, added} = grownSpec(spec, 9);
  expect(added).toBe(27);
  const operationIds = Object.values(grown.paths).flatMap((operations) =>
    Object.values(operations as Record<string, {operationId?: string}>).flatMap((operation) => operation.operationId ?? []),
  );
  expect(operationIds).toHaveLength(30);
  expect(new Set(operationIds).size).toBe(30);
  expect(grown.paths['/synthetic/9/exams/{id}']).toMatchObject({parameters: [{name: 'id', in: 'path'}], get: {operationId: 'getExamCopy9'}});
  expect(spec.paths).not.toHaveProperty('/synthetic/1/exams'); // the original is left as it was
});

test('a synthetic guide has front matter, sections, a table and a code block', async () => {
  const {syntheticGuide} = await import('../../scripts/bench/growth.mjs');
  const page: string = syntheticGuide(42);
  expect(page).toMatch(/^---\ntitle: Synthetic guide 42\ndescription: .+\n---\n/);
  expect(page.match(/^## /gm)).toHaveLength(3);
  expect(page.match(/^\| --- \| --- \| --- \|$/gm)).toHaveLength(3);
  expect(page.match(/^```json title=/gm)).toHaveLength(3);
  expect(syntheticGuide(43)).not.toBe(page);
});

test('growth budgets: cost per page must not grow and a first search stays at most 200 kB', async () => {
  const {growthChecks} = await import('../../scripts/bench/growth.mjs');
  const row = (label: string, secondsPerPage: number, mibPerPage: number, firstSearchBytes: number | null) => ({label, secondsPerPage, mibPerPage, firstSearchBytes});
  const met = (today: ReturnType<typeof row>, grown: ReturnType<typeof row>) => growthChecks(today, grown).map((check: {met: boolean}) => check.met);
  expect(met(row('today', 0.2, 8, 150_000), row('10x', 0.1, 2, 160_000))).toEqual([true, true, true, true]);
  expect(met(row('today', 0.2, 8, 150_000), row('10x', 0.3, 9, 210 * 1024))).toEqual([false, false, true, false]);
  expect(met(row('today', 0.2, 8, null), row('10x', 0.2, 8, 150_000))).toEqual([true, true, false, true]);
});
