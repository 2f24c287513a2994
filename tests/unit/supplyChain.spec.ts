import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {load} from 'js-yaml';

type Step = {uses?: string; run?: string};
type Job = {permissions?: Record<string, string>; needs?: string | string[]; if?: string; steps: Step[]};
type Workflow = {permissions?: Record<string, string>; jobs: Record<string, Job>};

const WORKFLOW_DIR = '.github/workflows';
const workflowFiles = readdirSync(WORKFLOW_DIR).filter((file) => /\.ya?ml$/.test(file));
const source = (file: string) => readFileSync(path.join(WORKFLOW_DIR, file), 'utf8');
const workflows = workflowFiles.map((file) => ({file, workflow: load(source(file)) as Workflow}));

test('every action is pinned to a full commit SHA, with the release it is in a comment', () => {
  const uses = workflowFiles.flatMap((file) => source(file).split('\n').filter((line) => /^\s*(-\s+)?uses:/.test(line)));
  expect(uses.length).toBeGreaterThan(0);
  const unpinned = uses.filter((line) => !/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/.test(line.trim().replace(/^-\s+/, '')));
  expect(unpinned).toEqual([]);
});

test('workflows grant nothing by default, and each job only what it declares', () => {
  for (const {file, workflow} of workflows) {
    expect(workflow.permissions, file).toEqual({});
    for (const [name, job] of Object.entries(workflow.jobs)) {
      expect(job.permissions, `${file}: ${name}`).toBeDefined();
    }
  }
  // Only the Pages deployment writes anything; the package release only proves where it was built.
  const writers = workflows.flatMap(({workflow}) =>
    Object.entries(workflow.jobs)
      .filter(([, job]) => Object.values(job.permissions ?? {}).includes('write'))
      .map(([name, job]) => [name, job.permissions]),
  );
  expect(writers).toEqual([
    ['deploy', {pages: 'write', 'id-token': 'write'}],
    ['publish-mcp-server', {contents: 'read', 'id-token': 'write'}],
  ]);
});

test('the docs MCP server is published on a version tag only, with provenance, from the build the tests passed on', () => {
  const {workflow} = workflows.find(({workflow}) => workflow.jobs['publish-mcp-server'])!;
  const publish = workflow.jobs['publish-mcp-server']!;
  const [testName, testJob] = Object.entries(workflow.jobs).find(([, job]) => job.steps.some((step) => step.run === 'npm test'))!;
  expect([publish.needs].flat()).toEqual([testName]);
  expect(publish.if).toBe("startsWith(github.ref, 'refs/tags/v')");
  const steps = publish.steps.map((step) => step.uses?.split('@')[0] ?? step.run?.trim());
  const download = publish.steps.find((step) => step.uses?.startsWith('actions/download-artifact@')) as Step & {with: {name: string}};
  const upload = testJob.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@') && (step as {with?: {path?: string}}).with?.path === 'build/') as Step & {with: {name: string}};
  expect(download.with.name).toBe(upload.with.name);
  expect(steps.indexOf('npm run build:mcp')).toBeGreaterThan(steps.indexOf('actions/download-artifact'));
  expect(steps.at(-1)).toBe('npm publish --provenance --access public --workspace packages/mcp-server');
});

test('the Pages deployment runs only after the tests passed, with the build they tested', () => {
  const deploys = (job: Job) => job.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'));
  const {workflow} = workflows.find(({workflow}) => Object.values(workflow.jobs).some(deploys))!;
  const [, deploy] = Object.entries(workflow.jobs).find(([, job]) => deploys(job))!;
  const [testName, testJob] = Object.entries(workflow.jobs).find(([, job]) => job.steps.some((step) => step.run === 'npm test'))!;
  expect([deploy.needs].flat()).toContain(testName);
  // The artifact it publishes is uploaded by the test job, after `npm test`.
  const steps = testJob.steps.map((step) => step.uses?.split('@')[0] ?? step.run);
  expect(steps.indexOf('actions/upload-pages-artifact')).toBeGreaterThan(steps.indexOf('npm test'));
});

test('CI audits the production dependencies and, on GitHub runners, tests with Playwright\'s Chromium', () => {
  const runs = workflows
    .flatMap(({workflow}) => Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? '')))
    .join('\n');
  expect(runs).toContain('npm audit --omit=dev --audit-level=high');
  expect(runs).toContain('npx playwright install --with-deps chromium');
  expect(runs).not.toMatch(/apt-get install[^\n]*chromium/);
});

test('the lockfile takes every package from the npm registry, each with an integrity hash', () => {
  type Entry = {version?: string; resolved?: string; integrity?: string; link?: boolean};
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {packages: Record<string, Entry>};
  // The project's own workspaces (the docs MCP server package) are in the lockfile as folders of this repository.
  const {workspaces = []} = JSON.parse(readFileSync('package.json', 'utf8')) as {workspaces?: string[]};
  const installed = Object.entries(lock.packages).filter(([location, entry]) => location !== '' && !entry.link && !workspaces.includes(location));
  expect(installed.length).toBeGreaterThan(1000);
  // No `resolved` means the configured registry; a git, tarball or file source would show there or in the version.
  const fromRegistry = ({version, resolved, integrity}: Entry) =>
    /^\d+\.\d+\.\d+/.test(version ?? '') && (resolved === undefined || resolved.startsWith('https://registry.npmjs.org/')) && /^sha512-/.test(integrity ?? '');
  const elsewhere = installed.filter(([, entry]) => !fromRegistry(entry));
  expect(elsewhere.map(([location]) => location)).toEqual([]);
});
