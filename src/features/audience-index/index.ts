/**
 * Groups each area's guides by audience (front matter `audience`, vocabulary in
 * src/data/audiences.ts) for the overview pages' "Pages by audience" lists. The groups are written
 * as a data file that only the AudienceIndex component imports, so the list weighs on the two
 * overview pages alone, not on every page as global data would. A guide with a missing or unknown
 * audience fails the build.
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin} from '@docusaurus/types';
import {AUDIENCES, audienceProblems, audiencesOf} from '../../data/audiences';

export const AUDIENCE_INDEX_FILE = 'audience-index.json';
/** The areas whose overview lists its guides by audience. */
export const AUDIENCE_AREAS = ['studio', 'campfire'] as const;

export type AudienceIndexPage = {title: string; permalink: string};
/** area -> audience id -> the area's pages for that audience, by title. */
export type AudienceIndexData = Record<string, Record<string, AudienceIndexPage[]>>;

type IndexedDoc = {id: string; source: string; title: string; permalink: string; frontMatter: object};

/**
 * The area's pages by audience. The overview itself is left out, and a folder with its own index
 * page (the question types) is listed through that page alone.
 */
export function groupByAudience(docs: IndexedDoc[], area: string): Record<string, AudienceIndexPage[]> {
  const folderIndexes = new Set(
    docs.filter((doc) => doc.id.endsWith('/index') && doc.id !== `${area}/index`).map((doc) => doc.id.replace(/index$/, '')),
  );
  const listed = docs.filter(
    (doc) =>
      doc.id.startsWith(`${area}/`) &&
      doc.id !== `${area}/index` &&
      ![...folderIndexes].some((folder) => doc.id.startsWith(folder) && doc.id !== `${folder}index`),
  );
  return Object.fromEntries(
    AUDIENCES.map((audience) => [
      audience.id,
      listed
        .filter((doc) => audiencesOf(doc.frontMatter).includes(audience))
        .map((doc) => ({title: doc.title, permalink: doc.permalink}))
        .sort((a, b) => a.title.localeCompare(b.title)),
    ]).filter(([, pages]) => pages.length > 0),
  );
}

export default function audienceIndexPlugin(): Plugin {
  return {
    name: 'audience-index',
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const docs: IndexedDoc[] = docsContent?.loadedVersions.flatMap((version) => version.docs) ?? [];
      const areaDocs = docs.filter((doc) => AUDIENCE_AREAS.some((area) => doc.id.startsWith(`${area}/`)));
      const problems = areaDocs.flatMap((doc) => audienceProblems(doc.frontMatter).map((problem) => `${doc.source}: ${problem}`));
      if (problems.length > 0) {
        throw new Error(`audience-index: ${problems.join('\n')}`);
      }
      const data: AudienceIndexData = Object.fromEntries(AUDIENCE_AREAS.map((area) => [area, groupByAudience(areaDocs, area)]));
      await actions.createData(AUDIENCE_INDEX_FILE, JSON.stringify(data));
    },
  };
}
