/**
 * Markdown twins for AI assistants and readers who want plain text. After the build, every page
 * whose <head> links a twin (`<link rel="alternate" type="text/markdown">`, added by
 * src/theme/Root) gets that twin, converted from its rendered HTML (htmlToMarkdown.ts). The step
 * also writes /llms.txt and /llms-full.txt and publishes the OpenAPI file. It is a step of the
 * post-build pipeline (src/postBuild.ts) and reads the pages it is handed.
 */
import {copyFile, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {htmlFileOf, type PostBuildStep} from '../../builtSite';
import {PRODUCT_NAME} from '../../constants';
import {OPENAPI_SPEC_PATH} from '../../sidebars/apiOperations';
import {htmlToMarkdown} from './htmlToMarkdown';
import {DOCS_MCP_COMMAND, DOCS_MCP_GUIDE} from '../../features/mcp-server/command';
import {buildLlmsFullTxt, buildLlmsTxt, sortPages, twinNote, type LlmsTxtOptions, type TwinPage} from './llmsTxt';
import {OPENAPI_DOWNLOAD_PATH, twinPathOf} from './twinPath';

type SidebarItem = {type: string; id?: string; href?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};
type DocsContent = {loadedVersions: {docs: {id: string; permalink: string}[]; sidebars: Record<string, SidebarItem[]>}[]};
type BlogContent = {blogPosts: {metadata: {permalink: string}}[]};

/** Routes in reading order: each docs instance's sidebars, then the blog posts, newest first. */
export function readingOrderOf(docsInstances: DocsContent[], blogs: BlogContent[]): {order: string[]; blogPosts: Set<string>} {
  const order: string[] = [];
  for (const {loadedVersions} of docsInstances) {
    for (const version of loadedVersions) {
      const permalinkOf = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
      const visit = (item: SidebarItem) => {
        const docId = item.type === 'doc' || item.type === 'ref' ? item.id : item.link?.type === 'doc' ? item.link.id : undefined;
        const route = docId ? permalinkOf.get(docId) : item.type === 'link' ? item.href : undefined;
        if (route && !order.includes(route)) order.push(route);
        item.items?.forEach(visit);
      };
      Object.values(version.sidebars).forEach((sidebar) => sidebar.forEach(visit));
    }
  }
  const blogPosts = blogs.flatMap((blog) => blog.blogPosts.map((post) => post.metadata.permalink));
  return {order: [...order, ...blogPosts], blogPosts: new Set(blogPosts)};
}

export function markdownTwinsStep(context: LoadContext): PostBuildStep {
  const {url: siteUrl, title: siteTitle} = context.siteConfig;
  const llmsOptions: LlmsTxtOptions = {
    siteUrl,
    siteTitle,
    summary:
      `Guides for Studio (authoring items and exams), Campfire (classrooms, assignments and scoring) and Developers (the REST API, the legacy API and the SDK components) of the ${PRODUCT_NAME} assessment platform, each page as Markdown.`,
    guidance: [
      `Each link below is the Markdown twin of a page of ${siteUrl}: the page's URL with \`.md\` added (a folder page such as \`/studio/\` is \`/studio/index.md\`). [llms-full.txt](${siteUrl}/llms-full.txt) holds every twin in one file.`,
    ],
    instructions: [
      `- Which API: for new server code, use the REST API (\`https://api.example.com\`, the API reference section). The legacy API (\`https://app.example.com/api/...\`) stays for existing integrations; each legacy page names the REST operation that replaces its routes. See [Integration Surfaces](${siteUrl}${twinPathOf('/developers/')}#integration-surfaces).`,
      `- Which SDK: the v2 components (npm \`@campfirelearning/sdk-js\`, such as Live Proctor and the results report) take a token and need no LTI signing; the LTI-based components (npm \`@campfirelearning/sdk-lti\`: Exam Player, Exam Builder, Exam Picker, Item Viewer) need each launch signed on your server.`,
      `- Authentication: REST and legacy API calls use HTTP Basic with a workspace's app key as the user name and app secret as the password (Base64-encoded for the REST API as HTTP Basic defines; the legacy pages write the pair unencoded); a key needs the \`allow-rest-api-access\` tag for the REST API. Keep secrets on the server, never in a browser. v2 components use a token from \`POST /api/login/sdk\` ([SDK v2 authentication](${siteUrl}${twinPathOf('/developers/sdk/components-v2/authentication')})); LTI-based components use OAuth 1.0 signatures. Details: [Authentication at a Glance](${siteUrl}${twinPathOf('/developers/')}#authentication-at-a-glance).`,
      '- Pages for people: the Studio and Campfire sections are step-by-step guides for people using the apps (teachers in their classrooms, school admins, content authors). Their steps are clicks in the product\'s screens: quote them to guide a person, and do not present them as API calls; to automate a task, find its operation in the API reference.',
      `- Pages as Markdown: add \`.md\` to any page URL; every HTML page also links its twin in its head (\`<link rel="alternate" type="text/markdown">\`). The MCP server \`${DOCS_MCP_COMMAND}\` searches these pages, returns them as Markdown and describes API operations, offline ([setup](${siteUrl}${twinPathOf(DOCS_MCP_GUIDE)})).`,
      `- The REST API's OpenAPI file: ${siteUrl}${OPENAPI_DOWNLOAD_PATH}`,
    ],
  };

  return {
    name: 'markdown-twins',
    async run({outDir, routesPaths, allContent, pages: builtPages}) {
      const instances = <T,>(pluginName: string) => Object.values(allContent[pluginName] ?? {}) as T[];
      const readingOrder = readingOrderOf(instances<DocsContent>('docusaurus-plugin-content-docs'), instances<BlogContent>('docusaurus-plugin-content-blog'));
      const pages: (TwinPage & {markdown: string})[] = [];
      for (const route of new Set(routesPaths)) {
        const html = builtPages.get(htmlFileOf(route));
        if (!html) continue;
        const page = await htmlToMarkdown(html, {siteUrl, siteTitle});
        // Only pages that link a twin get one, so the <head> link and the files always agree.
        if (!page.twinHref) continue;
        const twinFile = path.join(outDir, page.twinHref);
        await mkdir(path.dirname(twinFile), {recursive: true});
        // The file opens with a note of its source; llms-full.txt gives each twin's source its own way.
        await writeFile(twinFile, `${twinNote(route, llmsOptions)}\n\n${page.markdown}`);
        pages.push({
          route,
          twinPath: page.twinHref,
          title: page.title,
          description: page.description,
          isBlogPost: readingOrder.blogPosts.has(route),
          markdown: page.markdown,
        });
      }
      const sorted = sortPages(pages, readingOrder.order);
      await writeFile(path.join(outDir, 'llms.txt'), buildLlmsTxt(sorted, llmsOptions));
      await writeFile(path.join(outDir, 'llms-full.txt'), buildLlmsFullTxt(sorted, llmsOptions));
      const openApiFile = path.join(outDir, OPENAPI_DOWNLOAD_PATH);
      await mkdir(path.dirname(openApiFile), {recursive: true});
      await copyFile(path.join(context.siteDir, OPENAPI_SPEC_PATH), openApiFile);
    },
  };
}
