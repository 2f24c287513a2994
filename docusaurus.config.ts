import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import type {PluginOptions as OpenApiPluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import type {ThemeConfig as OpenApiThemeConfig} from 'docusaurus-theme-openapi-docs/src/types';
import {
  ANNOUNCEMENT,
  COPYRIGHT,
  DEFAULT_GTAG_TRACKING_ID,
  MAIN_SITE_URL,
  PRODUCT_NAME,
  SITE_TITLE,
  SITE_URL,
} from './src/constants';
import {API_ROUTE_BASE_PATH, OPENAPI_SPEC_PATH, readApiOperations} from './src/sidebars/apiOperations';
import {codeTheme} from './src/codeTheme';
import {ssrTemplate} from './src/patches/docusaurus-core/ssrTemplate';
import patchesPlugin from './src/patches';
import rehypeTables from './src/features/tables';
import audienceIndexPlugin from './src/features/audience-index';
import remarkPrintAnnotations from './src/features/print';
import searchPlugin from './src/features/search';
import postBuildPlugin from './src/postBuild';
import remarkDiagrams from './src/features/diagrams';
import remarkQuestionDrawings from './src/features/question-drawings';
import codeIncludesPlugin from './src/features/code-includes';
import browserSupportPlugin from './src/features/browser-support';
import {lastUpdateSource} from './src/features/portable-build/gitHistory';
import {noscriptStyles} from './src/features/reading-without-javascript/noscriptStyles';

// This runs in Node.js - Don't use client-side code here (browser APIs, JSX...)

/**
 * Docs are served at the site root. The API reference is generated from the OpenAPI file into its
 * own folder, outside docs/, because each docs instance compiles every MDX file under its path.
 */
const API_DOCS_PATH = 'openapi/generated';
const API_META_DESCRIPTIONS = new Map(readApiOperations(__dirname).map((operation) => [operation.slug, operation.metaDescription]));
/**
 * Both docs instances (guides and API reference) use the docs plugin without doc descriptions in
 * their version metadata. An absolute path, as plugins are resolved from the configuration file's
 * folder and the fixture build's configuration lives elsewhere.
 */
const DOCS_PLUGIN = path.join(__dirname, 'src/patches/plugin-content-docs/index.ts');
const DOCS_VERSIONS = {current: {label: 'Next'}};

/** The repository on GitHub, for "Edit this page" links: organizationName/projectName below. */
const GITHUB_ORGANIZATION = 'campfirelearning';
const GITHUB_PROJECT = 'docs';
/** Docusaurus appends each page's source path (`docs/…/page.mdx`, `blog/…`) to this. */
const EDIT_URL = `https://github.com/${GITHUB_ORGANIZATION}/${GITHUB_PROJECT}/edit/main/`;

const config: Config = {
  title: SITE_TITLE,
  tagline: 'Author, assign and deliver assessments, and build them into your own products.',
  favicon: 'img/favicon.svg',

  future: {
    v4: true, // Docusaurus Faster (Rspack, SWC, Lightning CSS) and v4 defaults
    ...lastUpdateSource(__dirname), // a copy without git history builds without last-updated dates
  },

  url: SITE_URL,
  baseUrl: '/',
  organizationName: GITHUB_ORGANIZATION,
  projectName: GITHUB_PROJECT,
  trailingSlash: undefined,

  headTags: [noscriptStyles], // pages read without scripts (README: Browser support)

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    // No `mermaid: true`: Mermaid blocks are drawn at build time by remarkDiagrams, without browser JavaScript.
    // Two fixes to the front matter the OpenAPI generator writes into every API page: `custom_edit_url: null`
    // would hide the edit link the API docs instance points at the OpenAPI file (its `editUrl` below), and
    // its description is the first YAML line of the operation's, cut mid-sentence.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      if (params.filePath.replaceAll('\\', '/').includes(`/${API_DOCS_PATH}/`)) {
        if (result.frontMatter.custom_edit_url === null) {
          delete result.frontMatter.custom_edit_url;
        }
        const metaDescription = API_META_DESCRIPTIONS.get(String(result.frontMatter.id));
        if (metaDescription) {
          result.frontMatter.description = metaDescription;
        }
      }
      return result;
    },
    hooks: {
      onBrokenMarkdownLinks: 'warn',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {direction: 'ltr', htmlLang: 'en'},
    },
  },

  // Paints the server-rendered page before the scripts run (see src/patches/docusaurus-core/ssrTemplate.ts).
  ssrTemplate,

  clientModules: [
    './src/clientModules/cleanPaths.ts',
    './src/clientModules/readerActivity.ts',
    './src/components/PageFeedback/answers.ts',
  ],

  presets: [
    [
      'classic',
      {
        // The guides are the docs instance below, loaded through DOCS_PLUGIN.
        docs: false,
        blog: {
          showReadingTime: true,
          remarkPlugins: [remarkDiagrams, remarkQuestionDrawings],
          editUrl: EDIT_URL,
          showLastUpdateTime: true,
          rehypePlugins: [rehypeTables],
          blogDescription: `Posts from the team that writes the ${PRODUCT_NAME} documentation: what is new on the site and how its pages are written.`,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          feedOptions: {type: ['rss', 'atom'], xslt: true},
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'warn',
        },
        theme: {
          // diagrams.css (0.6 kB gzip): the colours and font of the diagrams drawn at build time;
          // questionDrawings.css: the frame of a question drawing's image.
          customCss: [
            './src/css/custom.css',
            './src/features/print/print.css',
            './src/features/tables/readable-widths.css',
            './src/features/diagrams/diagrams.css',
            './src/features/question-drawings/questionDrawings.css',
          ],
        },
        gtag: {
          trackingID: process.env.GTAG_TRACKING_ID || DEFAULT_GTAG_TRACKING_ID,
          anonymizeIP: true,
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      DOCS_PLUGIN,
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        remarkPlugins: [remarkPrintAnnotations, remarkDiagrams, remarkQuestionDrawings],
        editUrl: EDIT_URL,
        showLastUpdateTime: true,
        rehypePlugins: [rehypeTables],
        lastVersion: 'current',
        versions: DOCS_VERSIONS,
      } satisfies DocsOptions,
    ],
    [
      DOCS_PLUGIN,
      {
        id: 'api',
        path: API_DOCS_PATH,
        routeBasePath: API_ROUTE_BASE_PATH,
        sidebarPath: './src/sidebars/api.ts',
        // The pages are generated: what a writer edits is the OpenAPI file.
        editUrl: () => `${EDIT_URL}${OPENAPI_SPEC_PATH}`,
        rehypePlugins: [rehypeTables],
        // Only this instance uses the API page component, so guide pages never download its code.
        docItemComponent: '@theme/ApiItem',
        // Its sidebar's operation lists load on demand (src/patches/plugin-content-docs/categoryItemsOnDemand/).
        docRootComponent: '@theme/ApiDocRoot',
        lastVersion: 'current',
        versions: DOCS_VERSIONS,
      } satisfies DocsOptions,
    ],
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPlugin: DOCS_PLUGIN,
        docsPluginId: 'api',
        config: {
          campfire: {
            specPath: OPENAPI_SPEC_PATH,
            outputDir: API_DOCS_PATH,
            // There is no public sandbox behind these docs, so the explorer shows requests but never sends them.
            hideSendButton: true,
            showInfoPage: false,
            sidebarOptions: {groupPathsBy: 'tag'},
          } satisfies OpenApiPlugin.Options,
        },
      } satisfies OpenApiPluginOptions,
    ],
    // Every change to a package's internals that configuration cannot make (src/patches/manifest.ts).
    patchesPlugin,
    codeIncludesPlugin,
    browserSupportPlugin, // what the oldest supported browsers need (README: Browser support)
    audienceIndexPlugin,
    // Pagefind: the navbar search box and the search page's engine (the index is a post-build step).
    searchPlugin,
    // After the build, in order: the Content Security Policy, Markdown twins and llms.txt, the
    // release-note feeds and the search index (see src/postBuild.ts).
    postBuildPlugin,
  ],

  themes: [
    'docusaurus-theme-openapi-docs',
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'assessment, item authoring, QTI, LTI, classroom, rostering, API'}],
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: ANNOUNCEMENT.content,
      isCloseable: true,
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: PRODUCT_NAME,
      hideOnScroll: true,
      logo: {
        alt: `${PRODUCT_NAME} logo`,
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {to: '/studio/', label: 'Studio', position: 'left', activeBasePath: 'studio'},
        {to: '/campfire/', label: 'Campfire', position: 'left', activeBasePath: 'campfire'},
        {to: '/developers/', label: 'Developers', position: 'left', activeBasePath: 'developers'},
        {type: 'search', position: 'right'},
        {href: MAIN_SITE_URL, label: 'Campfire Main', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Studio',
          items: [
            {label: 'Studio overview', to: '/studio/'},
            {label: 'Question types', to: '/studio/items/question-types/'},
            {label: 'Create an exam', to: '/studio/exams/create-an-exam'},
            {label: 'Release notes', to: '/studio/release-notes'},
          ],
        },
        {
          title: 'Campfire',
          items: [
            {label: 'Campfire overview', to: '/campfire/'},
            {label: 'Register', to: '/campfire/register'},
            {label: 'Manage the roster', to: '/campfire/classrooms/roster'},
            {label: 'Release notes', to: '/campfire/release-notes'},
          ],
        },
        {
          title: 'Developers',
          items: [
            {label: 'Developers overview', to: '/developers/'},
            {label: 'API reference', to: `/${API_ROUTE_BASE_PATH}/health-check`},
            {label: 'SDK authentication', to: '/developers/sdk/components-v2/authentication'},
            {label: 'Terminology', to: '/developers/terminology'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'Accessibility', to: '/accessibility'},
            {label: 'Campfire Main', href: MAIN_SITE_URL},
          ],
        },
      ],
      copyright: COPYRIGHT,
    },
    prism: {
      theme: codeTheme,
      // JSON, Python, JavaScript and HTML are built into prism-react-renderer.
      additionalLanguages: ['bash'],
    },
    api: {
      // The explorer never sends requests (hideSendButton), so credentials typed into its
      // Authorization fields are only ever kept in memory, never in localStorage or sessionStorage.
      authPersistence: false,
    } satisfies OpenApiThemeConfig['api'],
    languageTabs: [
      {highlight: 'bash', language: 'curl', logoClass: 'curl', variant: 'cURL'},
      {highlight: 'javascript', language: 'javascript', logoClass: 'javascript', variant: 'fetch'},
      {highlight: 'python', language: 'python', logoClass: 'python', variant: 'requests'},
      {highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs', variant: 'native'},
    ],
  } satisfies Preset.ThemeConfig,
};

export default config;
