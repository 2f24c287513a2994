/**
 * Source rewrites: a few characters of one third-party file changed at bundle time
 * (./sourceRewriteLoader.cjs), for a patch whose stand-in module would otherwise be a copy of the
 * whole file. Each rewrite is a .cjs module in its package's folder exporting {name, file, find,
 * replace}; its `name` is its row's id in ./manifest.ts, so a file that no longer matches fails the
 * build naming the row.
 */
import path from 'node:path';
import {packageFile} from './moduleReplacement';

/** The path of a rewrite module. */
export type SourceRewrite = string;

/** One bundler rule per rewrite, run on the package file before any other loader. */
export function sourceRewriteRules(rewrites: SourceRewrite[]) {
  return rewrites.map((rewrite) => ({
    // Found whatever the package's `exports` allow (theme-common exports none of its utils).
    test: packageFile((require(rewrite) as {file: string}).file),
    enforce: 'pre' as const,
    use: [{loader: path.join(__dirname, 'sourceRewriteLoader.cjs'), options: {rewrite}}],
  }));
}
