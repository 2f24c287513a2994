/**
 * The writers' quick check (`npm run check`) and where the pull-request workflow runs it.
 */
import {readFileSync, readdirSync} from 'node:fs';
import yaml from 'js-yaml';
import {expect, test} from '@playwright/test';

type Step = {name?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>};
const stepsOf = (file: string): Step[] =>
  Object.values((yaml.load(readFileSync(file, 'utf8')) as {jobs: Record<string, {steps: Step[]}>}).jobs).flatMap((job) => job.steps);

test('npm run check lints the content, builds with broken links throwing, then checks route parity and the twins', async () => {
  const {CHECK_STAGES} = await import('../../scripts/check.mjs');
  const commands = (CHECK_STAGES as [string, string, string[]][]).map(([, command, args]) => [command, ...args].join(' '));
  expect(commands[0]).toBe('node scripts/content-lint.cjs');
  expect(commands[1]).toBe('npm run build');
  expect(commands[2]).toContain('tests/build/routes.spec.ts');
  expect(commands[2]).toContain('tests/build/markdownTwins.spec.ts');
  expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.check).toBe('node scripts/check.mjs');
  const config = readFileSync('docusaurus.config.ts', 'utf8');
  expect(config).toMatch(/onBrokenLinks: 'throw'/);
});

test('the CI workflow runs the check first, keeps the built site, then the full suite on that build', () => {
  const steps = stepsOf('.github/workflows/ci.yml');
  const check = steps.findIndex((step) => step.run === 'npm run check');
  const upload = steps.findIndex((step) => step.uses?.startsWith('actions/upload-artifact') && step.with?.path === 'build/');
  const suite = steps.findIndex((step) => step.run === 'npm test');
  expect(check).toBeGreaterThan(-1);
  expect(upload).toBeGreaterThan(check);
  expect(suite).toBeGreaterThan(upload);
  expect(steps[suite].env?.SKIP_BUILD).toBe('1');
});

test('every workflow checks out the full history, for the last-updated dates', () => {
  for (const file of readdirSync('.github/workflows').map((name) => `.github/workflows/${name}`)) {
    const checkouts = stepsOf(file).filter((step) => step.uses?.startsWith('actions/checkout'));
    expect(checkouts.length, file).toBeGreaterThan(0);
    for (const checkout of checkouts) {
      expect(checkout.with?.['fetch-depth'], file).toBe(0);
    }
  }
});
