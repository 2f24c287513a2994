#!/usr/bin/env node
/**
 * `npm run check`: the writers' quick check before a pull request, a few minutes instead of the
 * full suite's ten to twenty.
 *   1. content lint of every guide page (scripts/content-lint.cjs)
 *   2. production build (`npm run build`: API pages regenerated, broken links fail it, Markdown
 *      twins and llms.txt written)
 *   3. route parity and the twins' checks on the build (tests/build/routes.spec.ts, markdownTwins.spec.ts)
 * Stops at the first failing stage and prints how long each took.
 */
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

/** [name, command, arguments, extra environment] of each stage, in order. */
export const CHECK_STAGES = [
  ['content lint', 'node', ['scripts/content-lint.cjs']],
  ['production build', 'npm', ['run', 'build']],
  [
    'route parity and Markdown twins',
    'npx',
    ['playwright', 'test', '--project=build', 'tests/build/routes.spec.ts', 'tests/build/markdownTwins.spec.ts'],
    // The build checks read files only: no web server, no browser.
    {PLAYWRIGHT_STAGE: 'unit'},
  ],
];

function runCheck() {
  const started = Date.now();
  for (const [name, command, args, env = {}] of CHECK_STAGES) {
    console.log(`\n▶ ${name}`);
    const stageStarted = Date.now();
    const {status} = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
    const seconds = ((Date.now() - stageStarted) / 1000).toFixed(1);
    if (status !== 0) {
      console.log(`✘ ${name} failed (${seconds}s)\nnpm run check: failed`);
      process.exit(1);
    }
    console.log(`✔ ${name} (${seconds}s)`);
  }
  console.log(`\nnpm run check: passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runCheck();
}
