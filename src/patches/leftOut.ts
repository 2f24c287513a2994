/**
 * Rows of ./manifest.ts left out of one build, so that what a row saves can be measured by building
 * with and without it (scripts/bench/patchSavings.mjs, the only setter of PATCHES_LEFT_OUT: a JSON
 * array of row ids). A production build leaves the variable unset and applies every row.
 */
import {PATCHES, type PatchId} from './manifest';

const LEFT_OUT: ReadonlySet<string> = new Set(JSON.parse(process.env.PATCHES_LEFT_OUT ?? '[]') as string[]);

for (const id of LEFT_OUT) {
  if (!PATCHES.some((row) => row.id === id)) {
    throw new Error(`PATCHES_LEFT_OUT names "${id}", which is no row of src/patches/manifest.ts.`);
  }
}

/** Whether the row applies in this build. */
export function applies(id: PatchId): boolean {
  return !LEFT_OUT.has(id);
}
