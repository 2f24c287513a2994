/**
 * /llms.txt (https://llmstxt.org): the site's title, a one-line summary, guidance for assistants,
 * then one section per area with one line per page. Built from the pages the build produced, so a
 * new page is listed without anyone editing a list.
 */
import {areaOf, type SiteArea} from '../../siteAreas';
import {OPENAPI_DOWNLOAD_PATH} from './twinPath';

export type TwinPage = {
  /** The page's route, e.g. `/studio/exams/create-an-exam`. */
  route: string;
  /** Its twin's URL path, e.g. `/studio/exams/create-an-exam.md`. */
  twinPath: string;
  title: string;
  description?: string;
  /** A blog post, as opposed to the blog's lists (archive, tags, authors). */
  isBlogPost?: boolean;
};

/** The site's areas, and llms.txt's section for what can be skipped: the home page, standalone pages and the blog's lists. */
export const LLMS_SECTIONS = ['Studio', 'Campfire', 'Developers', 'API reference', 'Blog', 'Optional'] as const satisfies (SiteArea | 'Optional')[];
export type LlmsSection = (typeof LLMS_SECTIONS)[number];

export function sectionOf(page: TwinPage): LlmsSection {
  const area = areaOf(page.route);
  return area === 'Documentation' || (area === 'Blog' && !page.isBlogPost) ? 'Optional' : area;
}

/** Markdown link text cannot hold unescaped brackets. */
const linkText = (title: string) => title.replace(/([[\]\\])/g, '\\$1');

function pageLine({title, description, twinPath}: TwinPage, siteUrl: string): string {
  // A description that only repeats the title (the blog's lists have such) adds nothing.
  const note = description && description !== title ? `: ${description.replace(/\s+/g, ' ')}` : '';
  return `- [${linkText(title)}](${siteUrl}${twinPath})${note}`;
}

/**
 * Pages in reading order: the order of `readingOrder` (sidebars, then blog posts, newest first),
 * then any other page by route.
 */
export function sortPages<Page extends TwinPage>(pages: Page[], readingOrder: string[]): Page[] {
  const position = new Map(readingOrder.map((route, index) => [route, index]));
  const rank = (page: TwinPage) => position.get(page.route) ?? Number.MAX_SAFE_INTEGER;
  return [...pages].sort((a, b) => rank(a) - rank(b) || a.route.localeCompare(b.route));
}

export type LlmsTxtOptions = {
  siteUrl: string;
  siteTitle: string;
  summary: string;
  /** What the file holds and how to read it, under the summary. */
  guidance: string[];
  /** llms.txt's "Instructions for agents" section, before the pages: one Markdown list item a line. */
  instructions: string[];
};

export const INSTRUCTIONS_HEADING = 'Instructions for agents';

/**
 * The line each twin opens with: which page it is the Markdown of, and where the index of every
 * page is, so a twin found on its own leads to the rest.
 */
export function twinNote(route: string, {siteUrl, siteTitle}: Pick<LlmsTxtOptions, 'siteUrl' | 'siteTitle'>): string {
  return `> Markdown of ${siteUrl}${route} (${siteTitle}). Index of every page: ${siteUrl}/llms.txt`;
}

export function buildLlmsTxt(pages: TwinPage[], {siteUrl, siteTitle, summary, guidance, instructions}: LlmsTxtOptions): string {
  const sections = LLMS_SECTIONS.map((section) => {
    const lines = pages.filter((page) => sectionOf(page) === section).map((page) => pageLine(page, siteUrl));
    if (section === 'API reference') {
      lines.unshift(`- [OpenAPI file](${siteUrl}${OPENAPI_DOWNLOAD_PATH}): the REST API specification (OpenAPI 3) that the API reference is generated from`);
    }
    return lines.length > 0 ? `## ${section}\n\n${lines.join('\n')}` : '';
  }).filter(Boolean);
  const instructionsSection = `## ${INSTRUCTIONS_HEADING}\n\n${instructions.join('\n')}`;
  return `${[`# ${siteTitle}`, `> ${summary}`, guidance.join('\n'), instructionsSection, ...sections].join('\n\n')}\n`;
}

/** All twins in one file, each preceded by the address it comes from. */
export function buildLlmsFullTxt(pages: (TwinPage & {markdown: string})[], {siteUrl, siteTitle, summary}: LlmsTxtOptions): string {
  const twins = pages.map((page) => {
    const [firstLine, ...rest] = page.markdown.trimEnd().split('\n');
    return [firstLine, '', `Source: ${siteUrl}${page.twinPath}`, ...rest].join('\n');
  });
  return [`# ${siteTitle}`, `> ${summary}`, ...twins].join('\n\n---\n\n') + '\n';
}
