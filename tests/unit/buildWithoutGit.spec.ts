/**
 * A copy of a site without git history (a source ZIP, a container build without .git) still builds:
 * it warns and leaves out last-updated dates (src/features/portable-build/gitHistory.ts). Checked on a
 * small site in a temporary directory outside any git worktree, configured as this site is for dates
 * (docs with `showLastUpdateTime`, `future.v4`, the same `lastUpdateSource`); building the whole site
 * a second time would add minutes to `npm test`.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';

const PROJECT = path.join(__dirname, '..', '..');

function writeSite(siteDir: string) {
  symlinkSync(path.join(PROJECT, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  writeFileSync(path.join(siteDir, 'package.json'), JSON.stringify({name: 'copy-without-git', private: true}));
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.ts'),
    `import {lastUpdateSource} from ${JSON.stringify(path.join(PROJECT, 'src', 'features', 'portable-build', 'gitHistory'))};
export default {
  title: 'Copy without git', url: 'https://example.org', baseUrl: '/',
  future: {v4: true, ...lastUpdateSource(__dirname)},
  presets: [['classic', {docs: {routeBasePath: '/', showLastUpdateTime: true, showLastUpdateAuthor: true}, blog: false, pages: false}]],
};
`,
  );
  mkdirSync(path.join(siteDir, 'docs'));
  writeFileSync(path.join(siteDir, 'docs', 'index.md'), '# A page\n\nSome text.\n');
}

test('a copy without .git builds, warns, and shows no last-updated date', () => {
  test.setTimeout(180_000);
  const siteDir = mkdtempSync(path.join(tmpdir(), 'site-without-git-'));
  try {
    writeSite(siteDir);
    const build = spawnSync(process.execPath, [path.join(PROJECT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build'], {
      cwd: siteDir,
      encoding: 'utf8',
      env: {...process.env, GIT_CEILING_DIRECTORIES: path.dirname(siteDir)},
    });
    const output = `${build.stdout}${build.stderr}`;
    expect(build.status, output).toBe(0);
    expect(output).toContain('No git history found');
    const page = readFileSync(path.join(siteDir, 'build', 'index.html'), 'utf8');
    expect(page).toContain('Some text.');
    expect(page).not.toMatch(/Last updated|<time/);
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
});
