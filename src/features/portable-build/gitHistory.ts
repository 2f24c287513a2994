/**
 * Last-updated dates come from git. A copy of the site without its history (a source ZIP, a container
 * build that copies the files but not .git) would make Docusaurus stop with "This Docusaurus site is
 * outside any Git worktree". Such a build goes on without the dates instead, and says so.
 */
import {spawnSync} from 'node:child_process';

/** Whether `siteDir` is inside a git worktree whose history the build can read (and git is installed). */
export function hasGitHistory(siteDir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: siteDir, encoding: 'utf8'});
  return result.status === 0 && result.stdout.trim() === 'true';
}

/**
 * The `future` settings that read dates from git when there is history (Docusaurus's default), and
 * otherwise turn its version-control reading off, after a warning: pages then show no last-updated date.
 */
export function lastUpdateSource(siteDir: string): {experimental_vcs?: false} {
  if (hasGitHistory(siteDir)) {
    return {};
  }
  console.warn('[WARNING] No git history found: the site is built without last-updated dates (README: Hosting).');
  return {experimental_vcs: false};
}
