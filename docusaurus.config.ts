import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import type {PluginOptions as OpenApiPluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';
import {
  ANNOUNCEMENT,
  COPYRIGHT,
  DEFAULT_GTAG_TRACKING_ID,
  MAIN_SITE_URL,
  PRODUCT_NAME,
  SITE_TITLE,
  SITE_URL,
} from './src/constants';
import {API_ROUTE_BASE_PATH, OPENAPI_SPEC_PATH} from './src/sidebars/apiOperations';
import {codeTheme} from './src/codeTheme';
import {ssrTemplate} from './src/ssrTemplate';
import rehypeFocusableTables from './src/plugins/rehypeFocusableTables';
import leanBundlesPlugin from './src/plugins/leanBundles';
import remarkDiagrams from './src/plugins/diagrams';
import e2eFixturesPlugin from './tests/e2e/fixture-site/plugin';

// This runs in Node.js - Don't use client-side code here (browser APIs, JSX...)

/**
 * Docs are served at the site root. The API reference is generated from the OpenAPI file into its
 * own folder, outside docs/, because each docs instance compiles every MDX file under its path.
 */
const API_DOCS_PATH = 'openapi/generated';
/** Both docs instances (guides and API reference) use the docs plugin without doc descriptions in their version metadata. */
const DOCS_PLUGIN = './src/plugins/docsWithoutDescriptions.ts';
const DOCS_VERSIONS = {current: {label: 'Next'}};

const config: Config = {
  title: SITE_TITLE,
  tagline: 'Author, assign and deliver assessments, and build them into your own products.',
  favicon: 'img/favicon.svg',

  future: {
    v4: true, // Docusaurus Faster (Rspack, SWC, Lightning CSS) and v4 defaults
  },

  url: SITE_URL,
  baseUrl: '/',
  organizationName: 'campfirelearning',
  projectName: 'docs',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    // No `mermaid: true`: Mermaid blocks are drawn at build time by remarkDiagrams, without browser JavaScript.
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

  // Paints the server-rendered page before the scripts run (see src/ssrTemplate.ts).
  ssrTemplate,

  clientModules: [
    './src/clientModules/cleanPaths.ts',
    './src/clientModules/announcementReset.ts',
    './src/clientModules/readerActivity.ts',
  ],

  presets: [
    [
      'classic',
      {
        // The guides are the docs instance below, loaded through DOCS_PLUGIN.
        docs: false,
        blog: {
          showReadingTime: true,
          remarkPlugins: [remarkDiagrams],
          rehypePlugins: [rehypeFocusableTables],
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          feedOptions: {type: ['rss', 'atom'], xslt: true},
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'warn',
        },
        theme: {
          // diagrams.css (0.6 kB gzip): the colours and font of the diagrams drawn at build time.
          customCss: ['./src/css/custom.css', './src/plugins/diagrams/diagrams.css'],
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
        remarkPlugins: [remarkDiagrams],
        rehypePlugins: [rehypeFocusableTables],
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
        rehypePlugins: [rehypeFocusableTables],
        // Only this instance uses the API page component, so guide pages never download its code.
        docItemComponent: '@theme/ApiItem',
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
    leanBundlesPlugin,
    // Crash pages for the error-boundary tests: only in the fixture build of `npm test`, never published.
    ...(process.env.DOCS_E2E_FIXTURES === '1' ? [e2eFixturesPlugin] : []),
  ],

  themes: [
    'docusaurus-theme-openapi-docs',
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        language: ['en'],
        docsRouteBasePath: ['/'],
        docsDir: ['docs'],
        indexDocs: true,
        indexBlog: true,
        indexPages: false,
        highlightSearchTermsOnTargetPage: true,
        explicitSearchResultPath: true,
        searchResultLimits: 10,
        // API pages are indexed with their parameters and schema fields, but not their example
        // values and example JSON, which would add a third to the index every search downloads.
        ignoreCssSelectors: ['.theme-api-markdown .theme-code-block', '.openapi-example'],
      } satisfies SearchLocalOptions,
    ],
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
    languageTabs: [
      {highlight: 'bash', language: 'curl', logoClass: 'curl', variant: 'cURL'},
      {highlight: 'javascript', language: 'javascript', logoClass: 'javascript', variant: 'fetch'},
      {highlight: 'python', language: 'python', logoClass: 'python', variant: 'requests'},
      {highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs', variant: 'native'},
    ],
  } satisfies Preset.ThemeConfig,
};

export default config;
