/**
 * Every place this site reaches into a package's internals: module replacements, swizzles that
 * copy or import a theme's internals, internal imports and internal names. One row per patch; an
 * upgrade of a package means reading the rows of its folder (and that folder under src/patches/).
 *
 * - Before every build, the patches plugin (./index.ts) checks each row's `shape`: a file that is
 *   gone or no longer contains what the patch relies on stops the build, naming the row.
 * - A module replacement that answers no import fails the browser build, naming the row.
 * - tests/unit/patchManifest.spec.ts checks each row: installed version in range, shape, guarding
 *   test present. The table of patches in maintainers/patches.md is generated from these rows
 *   (`node scripts/patchTable.cjs --write`).
 */

export type PatchFolder =
  | 'docusaurus-core'
  | 'theme-classic'
  | 'plugin-content-docs'
  | 'openapi-theme'
  | 'openapi-plugin'
  | 'postman'
  | 'pagefind'
  | 'runtime-helpers';

export type PatchKind =
  | 'module replacement'
  | 'source rewrite'
  | 'bundler entry'
  | 'runtime rewrite'
  | 'copied template'
  | 'route props'
  | 'stylesheet rewrite'
  | 'internal import'
  | 'internal name'
  | 'output rewrite'
  | 'ejected swizzle';

export type PatchRow = {
  /** Names the patch in build errors and in the table of patches. */
  id: string;
  /** The folder under src/patches/ that holds it. */
  folder: PatchFolder;
  /** The package whose internals it relies on, and the versions it was checked against. */
  package: string;
  versions: {from: string; below: string};
  kind: PatchKind;
  /** What it reaches: a module path, an export or a name. */
  target: string;
  /** Package files (resolved from the site) that must exist and contain the pattern. */
  shape: {file: string; contains: RegExp}[];
  /** What it saves (gzip JavaScript or CSS) or the defect it fixes. */
  effect: string;
  /**
   * For a row kept for what it saves (not for a defect it fixes): the saving measured by building the
   * site without it (scripts/bench/patchSavings.mjs, whose groups name the rows measured together) or,
   * where `where` says so, by weighing directly the chunk or bundle it keeps out.
   * Under 2 kB, such a patch is dropped.
   */
  saves?: {gzipBytes: number; where: string; measured: string};
  /** The test file that fails if the patch stops doing its job. */
  guardedBy: string;
};

const DOCUSAURUS = {from: '3.10.2', below: '3.11.0'};
const OPENAPI_THEME = {from: '5.2.0', below: '5.3.0'};
const PAGEFIND = {from: '1.5.2', below: '1.6.0'};
/** Pagefind's binary writes the files its patches read, so their shape is the version they were checked on. */
const PAGEFIND_CHECKED = [{file: 'pagefind/package.json', contains: /"version": "1\.5\.2"/}];
const POSTMAN_GENERATORS = {from: '2.1.1', below: '2.2.0'};
const POSTMAN_COLLECTION = {from: '5.3.1', below: '5.4.0'};
const THEME = 'docusaurus-theme-openapi-docs/lib/theme';

export const PATCHES = [
  // docusaurus-core/
  {
    id: 'prefetch each file once',
    folder: 'docusaurus-core',
    package: '@docusaurus/core',
    versions: DOCUSAURUS,
    kind: 'module replacement',
    target: '@docusaurus/core/lib/client/prefetch.js',
    shape: [{file: '@docusaurus/core/lib/client/docusaurus.js', contains: /import prefetchHelper from '\.\/prefetch'/}],
    effect: 'Fixes 306 <link rel="prefetch"> for 21 files on the Studio home page, added during hydration.',
    guardedBy: 'tests/e2e/state.spec.ts',
  },
  {
    id: 'idle prefetch',
    folder: 'docusaurus-core',
    package: '@docusaurus/core',
    versions: DOCUSAURUS,
    kind: 'module replacement',
    target: '@docusaurus/core/lib/client/docusaurus.js (window.docusaurus)',
    shape: [{file: '@docusaurus/core/lib/client/docusaurus.js', contains: /const docusaurus = \{\s*prefetch,\s*preload,\s*\}/}],
    effect: 'Fixes one long task of prefetching while the page hydrates: prefetching waits for idle time.',
    guardedBy: 'tests/e2e/state.spec.ts',
  },
  {
    id: 'staged client entry',
    folder: 'docusaurus-core',
    package: '@docusaurus/core',
    versions: DOCUSAURUS,
    kind: 'bundler entry',
    target: '@docusaurus/core/lib/client/clientEntry.js',
    shape: [{file: '@docusaurus/core/lib/client/clientEntry.js', contains: /hydrateRoot/}],
    effect: 'Fixes a 60 ms task (230 ms at 4x CPU slowdown) evaluating the main bundle: spread over several tasks.',
    guardedBy: 'tests/e2e/startup.spec.ts',
  },
  {
    id: 'scripts after the first paint',
    folder: 'docusaurus-core',
    package: '@docusaurus/core',
    versions: DOCUSAURUS,
    kind: 'copied template',
    target: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
    shape: [{file: '@docusaurus/core/lib/ssg/ssgTemplate.html.js', contains: /it\.scripts\.forEach/}],
    effect: 'Fixes text waiting for 126 kB of deferred scripts before the first paint on slow devices.',
    guardedBy: 'tests/e2e/startup.spec.ts',
  },
  {
    id: 'one tslib helper',
    folder: 'docusaurus-core',
    package: '@docusaurus/utils-common',
    versions: DOCUSAURUS,
    kind: 'module replacement',
    target: 'tslib, as imported by @docusaurus/utils-common/lib',
    // The stand-in has __importDefault only: utils-common must call nothing else.
    shape: [{file: '@docusaurus/utils-common/lib/index.js', contains: /^(?![\s\S]*tslib_1\.__(?!importDefault))[\s\S]*tslib_1\.__importDefault/}],
    effect: 'Saves most of tslib from the main bundle of every page.',
    saves: {gzipBytes: 3619, where: 'on landing on every page', measured: '2026-11-25'},
    guardedBy: 'tests/build/stylesheet.spec.ts',
  },
  ...(['routes', 'registry', 'routesChunkNames'] as const).map((file) => ({
    id: `lazy route discovery: ${file}`,
    folder: 'docusaurus-core' as const,
    package: '@docusaurus/core',
    versions: DOCUSAURUS,
    kind: 'module replacement' as const,
    target: `@generated/${file} (the browser bundle's copy: the skeleton, each section's part in a route table of its own)`,
    shape: [
      {file: '@docusaurus/core/lib/client/exports/ComponentCreator.js', contains: /import routesChunkNames from '@generated\/routesChunkNames';\s*import registry from '@generated\/registry';/},
      {file: '@docusaurus/core/lib/client/preload.js', contains: /import routes from '@generated\/routes';/},
    ],
    effect: 'Saves the route tables of other sections from every landing: 50 kB gzip at ten times the pages.',
    saves: {gzipBytes: 13312, where: 'on landing on every page (14.2 kB on an API page; the five lazy route discovery rows together)', measured: '2026-11-25'},
    guardedBy: 'tests/e2e/sections.spec.ts',
  })),
  {
    id: 'lazy route discovery: preload',
    folder: 'docusaurus-core',
    package: '@docusaurus/core',
    versions: DOCUSAURUS,
    kind: 'module replacement',
    target: "./preload, as imported by @docusaurus/core/lib/client (clientEntry, PendingNavigation): loads the path's route table first",
    shape: [
      {file: '@docusaurus/core/lib/client/clientEntry.js', contains: /preload\(window\.location\.pathname\)\.then/},
      {file: '@docusaurus/core/lib/client/PendingNavigation.js', contains: /preload\(nextLocation\.pathname\)/},
      {file: '@docusaurus/core/lib/client/exports/ComponentCreator.js', contains: /routesChunkNames\[`\$\{path\}-\$\{hash\}`\]/},
    ],
    effect: 'Lets the rows above load a section\'s routes before the first hydration and before each navigation into it.',
    saves: {gzipBytes: 13312, where: 'on landing on every page, with the rows above', measured: '2026-11-25'},
    guardedBy: 'tests/e2e/sections.spec.ts',
  },
  {
    id: 'lazy route discovery: renderRoutes',
    folder: 'docusaurus-core',
    package: '@docusaurus/core',
    versions: DOCUSAURUS,
    kind: 'module replacement',
    target: '@docusaurus/renderRoutes, as imported by @docusaurus/core/lib/client/App.js: the top level rendered per location',
    shape: [{file: '@docusaurus/core/lib/client/App.js', contains: /const routesElement = renderRoutes\(routes\);/}],
    effect: 'Lets routes merged in after start-up be rendered: App renders the route tree once.',
    saves: {gzipBytes: 13312, where: 'on landing on every page, with the rows above', measured: '2026-11-25'},
    guardedBy: 'tests/e2e/sections.spec.ts',
  },
  {
    id: 'lazy route discovery: chunk files per section',
    folder: 'docusaurus-core',
    package: '@rspack/core',
    versions: {from: '1.7.12', below: '1.8.0'},
    kind: 'runtime rewrite',
    target:
      "The bundler runtime's chunk maps (__webpack_require__.u, and Docusaurus's __webpack_require__.gca): a page's chunks are named by its section's route table instead (lazy-routes/sectionChunkFiles.ts)",
    shape: [{file: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js', contains: /\$\{DocusaurusGetChunkAssetFn\} = function\(chunkId\) \{ chunkId = \$\{JSON\.stringify\(chunkNameToId\)\}\[chunkId\]\|\|chunkId;/}],
    effect: 'Saves the file names of other pages\' chunks from every landing: runtime~main 7.6 kB gzip today, 3.0 kB after; 48 kB at ten times the pages before.',
    saves: {gzipBytes: 4710, where: 'on landing on every page: runtime~main 7.6 kB against 3.0 kB (growth bench, not yet measured by the savings script)', measured: '2026-11-25'},
    guardedBy: 'tests/build/sectionChunkFiles.spec.ts',
  },
  // theme-classic/
  {
    id: 'Prism languages with Prism',
    folder: 'theme-classic',
    package: '@docusaurus/theme-classic',
    versions: DOCUSAURUS,
    kind: 'module replacement',
    target: '@docusaurus/theme-classic/lib/prism-include-languages.js (client module)',
    shape: [
      {file: '@docusaurus/theme-classic/lib/index.js', contains: /'\.\/prism-include-languages'/},
      {file: '@docusaurus/theme-classic/lib/prism-include-languages.js', contains: /prismIncludeLanguages\(Prism\)/},
    ],
    effect: "Saves Prism from every page's main bundle.",
    saves: {gzipBytes: 26939, where: 'on landing on every page: Prism and its languages (prism-react-renderer bundled alone; both Prism rows together)', measured: '2026-11-25'},
    guardedBy: 'tests/e2e/loading.spec.ts',
  },
  {
    id: 'Prism with the site languages',
    folder: 'theme-classic',
    package: 'prism-react-renderer',
    versions: {from: '2.4.1', below: '3.0.0'},
    kind: 'module replacement',
    target: 'prism-react-renderer (every import)',
    shape: [{file: 'prism-react-renderer/package.json', contains: /"name": "prism-react-renderer"/}],
    effect: 'Moves the extra Prism languages into the highlighter loaded on first activity (with the row above).',
    saves: {gzipBytes: 26939, where: 'on landing on every page, with the row above', measured: '2026-11-25'},
    guardedBy: 'tests/e2e/loading.spec.ts',
  },
  {
    id: 'phone menu rendered when opened',
    folder: 'theme-classic',
    package: '@docusaurus/theme-common',
    versions: DOCUSAURUS,
    kind: 'internal import',
    target: "useNavbarMobileSidebar from '@docusaurus/theme-common/internal' (src/theme/Navbar/MobileSidebar)",
    shape: [{file: '@docusaurus/theme-common/lib/internal.js', contains: /useNavbarMobileSidebar/}],
    effect: "Fixes the closed phone menu (the whole sidebar: about 700 React components on an API page) being rendered after every landing on a phone: it is rendered, closed, in a transition after the reader's first activity, so the tap that opens it only shows it.",
    guardedBy: 'tests/e2e/navigation.spec.ts',
  },
  {
    id: 'code block context (theme-common/internal)',
    folder: 'theme-classic',
    package: '@docusaurus/theme-common',
    versions: DOCUSAURUS,
    kind: 'internal import',
    target: "useCodeBlockContext from '@docusaurus/theme-common/internal' (src/theme/CodeBlock/Content)",
    shape: [{file: '@docusaurus/theme-common/lib/internal.js', contains: /useCodeBlockContext/}],
    effect: "Saves the highlighter until the reader's first activity.",
    saves: {gzipBytes: 31603, where: "on a guide with code blocks, until the reader's first activity (the highlighter's chunks, in the browser)", measured: '2026-11-25'},
    guardedBy: 'tests/e2e/loading.spec.ts',
  },
  {
    id: 'code block buttons near the viewport',
    folder: 'theme-classic',
    package: '@docusaurus/theme-common',
    versions: DOCUSAURUS,
    kind: 'internal import',
    target: "useCodeBlockContext from '@docusaurus/theme-common/internal' (src/theme/CodeBlock/Buttons, a wrapped swizzle)",
    shape: [{file: '@docusaurus/theme-common/lib/internal.js', contains: /useCodeBlockContext/}],
    effect: "Fixes every code block's copy and word-wrap buttons being made as the page hydrates: they are made, in a transition, as the block nears the viewport or at the first key press (on a phone landing on /developers/api-legacy/assessment/exams, 82 of the 84 components mounted after hydration).",
    guardedBy: 'tests/e2e/loading.spec.ts',
  },
  {
    id: 'announcement storage key',
    folder: 'theme-classic',
    package: '@docusaurus/theme-common',
    versions: DOCUSAURUS,
    kind: 'internal name',
    target: "localStorage key 'docusaurus.announcement.id' + site storage namespace",
    shape: [{file: '@docusaurus/theme-common/lib/contexts/announcementBar.js', contains: /createStorageSlot\('docusaurus\.announcement\.id'\)/}],
    effect: 'Fixes a new announcement appearing after the first paint (and shifting the page) for readers who closed an older one.',
    guardedBy: 'tests/e2e/state.spec.ts',
  },
  {
    id: 'shallow memo without a collator',
    folder: 'theme-classic',
    package: '@docusaurus/theme-common',
    versions: DOCUSAURUS,
    kind: 'source rewrite',
    target: '@docusaurus/theme-common/lib/utils/reactUtils.js (useShallowMemoObject: its keys sorted by code point, not localeCompare)',
    shape: [{file: '@docusaurus/theme-common/lib/utils/reactUtils.js', contains: /deps\.sort\(\(a, b\) => a\[0\]\.localeCompare\(b\[0\]\)\);/}],
    effect: "Fixes the browser's collator (ICU collation data, 13 to 15 ms of one task before CPU throttling) being built as every doc page hydrates, with the row 'active docs plugin without a collator'.",
    guardedBy: 'tests/e2e/loading.spec.ts',
  },
  {
    id: 'no remount after hydration (Docusaurus)',
    folder: 'runtime-helpers',
    package: '@docusaurus/theme-classic',
    versions: DOCUSAURUS,
    kind: 'module replacement',
    target: '@docusaurus/useIsBrowser, as imported by theme-classic Tabs and CodeBlock',
    shape: ['Tabs', 'CodeBlock'].map((component) => ({file: `@docusaurus/theme-classic/lib/theme/${component}/index.js`, contains: /key=\{String\(isBrowser\)\}/})),
    effect: 'Fixes every code block and tab group being rebuilt in one long task after hydration.',
    guardedBy: 'tests/e2e/loading.spec.ts',
  },
  // plugin-content-docs/
  {
    id: 'active docs plugin without a collator',
    folder: 'plugin-content-docs',
    package: '@docusaurus/plugin-content-docs',
    versions: DOCUSAURUS,
    kind: 'source rewrite',
    target: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js (getActivePlugin: instances sorted by code point, not localeCompare)',
    shape: [{file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js', contains: /\.sort\(\(a, b\) => b\[1\]\.path\.localeCompare\(a\[1\]\.path\)\)/}],
    effect: "Fixes the browser's collator being built in the middle of every doc page's hydration (DocBreadcrumbs: 13 to 15 ms in one piece of React work before CPU throttling, 50 to 60 ms at Lighthouse's 4x), with the row 'shallow memo without a collator'.",
    guardedBy: 'tests/e2e/loading.spec.ts',
  },
  {
    id: 'docs without descriptions',
    folder: 'plugin-content-docs',
    package: '@docusaurus/plugin-content-docs',
    versions: DOCUSAURUS,
    kind: 'route props',
    target: "the version metadata's docs[id].description (route props)",
    shape: [{file: '@docusaurus/plugin-content-docs/lib/props.js', contains: /description: doc\.description/}],
    effect: "Saves the docs' descriptions from the version data every docs page loads.",
    saves: {
      gzipBytes: 2967,
      where: 'on a Studio guide (4.5 kB on an API page; 1.3 kB on a developers guide and 1.0 kB on a Campfire guide, whose sidebars list fewer docs)',
      measured: '2026-11-25',
    },
    guardedBy: 'tests/unit/docsWithoutDescriptions.spec.ts',
  },
  {
    id: 'docs global data without the doc list',
    folder: 'plugin-content-docs',
    package: '@docusaurus/plugin-content-docs',
    versions: DOCUSAURUS,
    kind: 'route props',
    target: "the docs plugin's global data (setGlobalData): each version's docs cut to its main doc",
    shape: [
      {file: '@docusaurus/plugin-content-docs/lib/globalData.js', contains: /docs: version\.docs\s*\.map\(toGlobalDataDoc\)/},
      {file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js', contains: /activeVersion\?\.docs\.find\(/},
    ],
    effect: 'Saves the list of every doc from the main bundle: 2.2 kB gzip today, about 12 bytes more per page as the site grows.',
    saves: {gzipBytes: 2253, where: 'on landing on every page: the main bundle\'s doc list (growth bench, not yet measured by the savings script)', measured: '2026-11-25'},
    guardedBy: 'tests/unit/globalDataWithoutDocList.spec.ts',
  },
  {
    id: 'version data per sidebar',
    folder: 'plugin-content-docs',
    package: '@docusaurus/plugin-content-docs',
    versions: DOCUSAURUS,
    kind: 'route props',
    target: "each version route and its props.version (docsSidebars, docs), split per sidebar by the doc routes' `sidebar`",
    shape: [
      {file: '@docusaurus/plugin-content-docs/lib/props.js', contains: /docsSidebars: toSidebarsProp\(loadedVersion\),\s*docs: toVersionDocsProp\(loadedVersion\)/},
      {file: '@docusaurus/plugin-content-docs/lib/routes.js', contains: /sidebar: doc\.sidebar/},
      {file: '@docusaurus/plugin-content-docs/lib/routes.js', contains: /version: \(0, props_1\.toVersionMetadataProp\)\(options\.id, version\)/},
      {file: '@docusaurus/plugin-content-docs/lib/routes.js', contains: /path: param\.version\.path,\s*exact: false,\s*component: param\.options\.docRootComponent,\s*routes: subRoutes/},
    ],
    effect: "Saves the other sidebars' version data on every guide: about 19 kB gzip at ten times the pages.",
    saves: {gzipBytes: 2198, where: 'on a Studio guide (3.7 kB on a Campfire guide, 2.9 kB on a developers guide)', measured: '2026-11-25'},
    guardedBy: 'tests/unit/versionDataPerSidebar.spec.ts',
  },
  {
    id: 'sidebar category items on demand',
    folder: 'plugin-content-docs',
    package: '@docusaurus/plugin-content-docs',
    versions: DOCUSAURUS,
    kind: 'route props',
    target:
      "the API instance's props.version.docsSidebars (each category listing only docs keeps its first item) and docs, and its doc routes' modules (the category's list); filled back in by src/theme/ApiDocRoot, a DocRoot written again",
    shape: [
      {file: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js', contains: /versionMetadata\.docsSidebars\[sidebarName\]/},
      {file: '@docusaurus/theme-classic/lib/theme/DocSidebarItem/Category/index.js', contains: /<Collapsible lazy as="ul"/},
      {file: '@docusaurus/theme-classic/lib/theme/DocSidebarItem/Category/index.js', contains: /return findFirstSidebarItemLink\(item\);/},
      {file: '@docusaurus/core/lib/client/hasHydratedDataAttribute.js', contains: /data-has-hydrated=\{isBrowser\}/},
      // src/theme/ApiDocRoot renders what DocRoot renders, with the lists filled in.
      {file: '@docusaurus/theme-classic/lib/theme/DocRoot/index.js', contains: /<DocsSidebarProvider name=\{sidebarName\} items=\{sidebarItems\}>\s*<DocRootLayout>\{docElement\}<\/DocRootLayout>/},
      {file: '@docusaurus/plugin-content-docs/lib/routes.js', contains: /path: param\.version\.path,\s*exact: false,\s*component: param\.options\.docRootComponent,\s*routes: subRoutes/},
    ],
    effect: "Saves the other API categories' operations (and their doc entries) on every API page: they load when the browser is idle or the reader first interacts.",
    guardedBy: 'tests/unit/categoryItemsOnDemand.spec.ts',
  },
  // openapi-theme/
  ...['Tabs', 'TabItem'].map((component) => ({
    id: `Docusaurus's ${component} in guides and blog posts`,
    folder: 'openapi-theme' as const,
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'module replacement' as const,
    target: `@theme/${component}, which the OpenAPI theme installs for every page`,
    shape: [{file: `${THEME}/${component}/index.js`, contains: /./}],
    effect: 'Saves the OpenAPI theme\'s tabs on guide and blog pages with tabs.',
    saves: {gzipBytes: 9738, where: 'on a guide with tabs (the Tabs and TabItem rows together)', measured: '2026-11-25'},
    guardedBy: 'tests/unit/moduleReplacement.spec.ts',
  })),
  {
    id: 'no remount after hydration (OpenAPI theme)',
    folder: 'runtime-helpers',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'module replacement',
    target: '@docusaurus/useIsBrowser, as imported by the OpenAPI theme\'s tab and code components',
    shape: ['Tabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs', 'ApiTabs', 'OperationTabs', 'ApiExplorer/CodeTabs', 'ApiExplorer/ApiCodeBlock'].map(
      (component) => ({file: `${THEME}/${component}/index.js`, contains: /key: String\(isBrowser\)/}),
    ),
    effect: 'Fixes a 160 ms task rebuilding every tab group of an API page after hydration.',
    guardedBy: 'tests/e2e/apiReference.spec.ts',
  },
  {
    id: 'accessible OpenAPI theme markup',
    folder: 'openapi-theme',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'module replacement',
    target: 'react, as imported by RequestSchema, ResponseSchema, ParamsDetails, the tab components and ApiExplorer/LiveEditor',
    shape: [
      {file: `${THEME}/ParamsDetails/index.js`, contains: /"ul"/},
      {file: `${THEME}/ApiTabs/index.js`, contains: /openapi-tabs__arrow/},
      {file: `${THEME}/ApiExplorer/LiveEditor/index.js`, contains: /openapi-explorer__playground-container/},
    ],
    effect: 'Fixes WCAG 2.1 AA failures: lists of <div>s, unnamed tab arrows, an editor keyboards cannot reach.',
    guardedBy: 'tests/e2e/everyPage.spec.ts',
  },
  {
    id: 'react-live without eval',
    folder: 'openapi-theme',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'module replacement',
    target: 'react-live, as imported by ApiExplorer/LiveEditor',
    shape: [{file: `${THEME}/ApiExplorer/LiveEditor/index.js`, contains: /LiveProvider/}],
    effect: "Fixes the request-body editor calling eval() on every edit, which the site's policy forbids.",
    guardedBy: 'tests/unit/contentSecurityPolicy.spec.ts',
  },
  {
    id: 'OpenAPI stylesheet on API pages only',
    folder: 'openapi-theme',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'module replacement',
    target: 'lib/theme/styles.scss, as a client module of every page',
    shape: [{file: 'docusaurus-theme-openapi-docs/lib/index.js', contains: /"lib", "theme", "styles\.scss"/}],
    effect: "Saves the OpenAPI theme's CSS on every page that is not an API page.",
    saves: {gzipBytes: 11859, where: 'of render-blocking CSS on every page but the API pages (the API stylesheet as built)', measured: '2026-11-25'},
    guardedBy: 'tests/build/stylesheet.spec.ts',
  },
  {
    id: 'drop unused language logos',
    folder: 'openapi-theme',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'stylesheet rewrite',
    target: '.openapi-tabs__code-item--<language> rules of lib/theme/styles.scss',
    shape: [{file: `${THEME}/ApiExplorer/CodeTabs/_CodeTabs.scss`, contains: /openapi-tabs__code-item--/}],
    effect: 'Saves the logos of the 16 code-sample languages not shown; with the row above, 27 kB of render-blocking CSS off non-API pages.',
    saves: {gzipBytes: 15702, where: "of render-blocking CSS on API pages (the theme's stylesheet compiled with and without them)", measured: '2026-11-25'},
    guardedBy: 'tests/unit/apiStylesheet.spec.ts',
  },
  {
    id: 'API reference sections rendered on the server',
    folder: 'openapi-theme',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'module replacement',
    target: '@docusaurus/BrowserOnly, as imported by ParamsDetails, RequestSchema and ResponseSchema',
    shape: ['ParamsDetails', 'RequestSchema', 'ResponseSchema'].map((component) => ({file: `${THEME}/${component}/index.js`, contains: /BrowserOnly/})),
    effect: 'Fixes parameters and schemas missing from the server HTML (search engines, no-JavaScript readers); src/theme/ParamsDetails, RequestSchema and StatusCodes keep that markup, their code unloaded, until the reader nears them.',
    guardedBy: 'tests/e2e/apiReference.spec.ts',
  },
  {
    id: 'SHA-1 alone of crypto-js',
    folder: 'openapi-theme',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'module replacement',
    target: 'crypto-js, as imported by ApiExplorer/storage-utils (which the explorer store runs, src/theme/ApiItem/buildExplorerStore.ts)',
    shape: [
      {file: `${THEME}/ApiExplorer/storage-utils.js`, contains: /crypto_js_1\.default\.SHA1\(message\)\.toString\(\)/},
      {file: 'crypto-js/sha1.js', contains: /C\.SHA1 = Hasher\._createHelper\(SHA1\)/},
    ],
    effect: 'Saves every other cipher and hash of crypto-js, and their evaluation (AES and Blowfish tables), when the explorer store is built.',
    saves: {
      gzipBytes: 24808,
      where: "on landing on an API page while ApiItem built the store as it rendered (ApiItem's chunk weighed directly, 40.3 kB against 15.5 kB gzip, with pako's inflate-only stand-in); now in the chunks that build the store",
      measured: '2026-11-27',
    },
    guardedBy: 'tests/e2e/apiReference.spec.ts',
  },
  {
    id: 'code samples built at build time',
    folder: 'openapi-theme',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'internal import',
    target:
      'buildPostmanRequest, CodeSnippets.languageSet, CodeSnippets/languages.mergeArraysbyLanguage, Authorization/slice.createAuth, Body/resolveSchemaWithSelections, and the plugin\'s createSchemaExample.sampleFromSchema',
    shape: [
      {file: `${THEME}/ApiExplorer/buildPostmanRequest.js`, contains: /exports\.default = buildPostmanRequest/},
      {file: `${THEME}/ApiExplorer/CodeSnippets/index.js`, contains: /exports\.languageSet = /},
      {file: `${THEME}/ApiExplorer/CodeSnippets/languages.js`, contains: /exports\.mergeArraysbyLanguage = /},
      {file: `${THEME}/ApiExplorer/Authorization/slice.js`, contains: /exports\.createAuth = /},
      {file: `${THEME}/ApiExplorer/Body/resolveSchemaWithSelections.js`, contains: /exports\.resolveSchemaWithSelections = /},
      {file: 'docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample.js', contains: /exports\.sampleFromSchema = /},
    ],
    effect: 'The code samples of src/theme/ApiExplorer, built on the server with the theme\'s own request builder.',
    guardedBy: 'tests/e2e/apiReference.spec.ts',
  },
  {
    id: 'ejected ApiItem',
    folder: 'openapi-theme',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'ejected swizzle',
    target:
      '@theme/ApiItem (src/theme/ApiItem), with ApiItem/store (createStoreWithState), ApiExplorer/persistenceMiddleware and Authorization/slice.createAuth in its store builder',
    shape: [
      // The page and the store's starting state as src/theme/ApiItem and its buildExplorerStore.ts rewrite them.
      {file: `${THEME}/ApiItem/index.js`, contains: /\(0, pako_1\.ungzip\)\(base64ToUint8Array\(api\)\)/},
      {file: `${THEME}/ApiItem/index.js`, contains: /createElement\(ApiExplorer, \{\s*item: api,\s*infoPath: infoPath,/},
      {
        file: `${THEME}/ApiItem/index.js`,
        contains:
          /store2 = \(0, store_1\.createStoreWithState\)\(\s*\{\s*accept: \{\s*value: acceptArray\[0\],\s*options: acceptArray,\s*\},\s*contentType: \{\s*value: contentTypeArray\[0\],\s*options: contentTypeArray,\s*\},\s*server: \{\s*value: serverObject\?\.url \? serverObject : undefined,\s*options: servers,\s*\},\s*response: \{ value: undefined \},\s*body: \{ type: "empty" \},\s*params,\s*auth,\s*schemaSelection: \{ selections: \{\} \},\s*encodingSelection: \{\},\s*\},\s*\[persistenceMiddleware\]/,
      },
      {file: `${THEME}/ApiItem/index.js`, contains: /p\.schema\?\.default \?\?\s*p\.example \?\?\s*p\.schema\?\.example \?\?\s*firstNamedExample/},
      {file: `${THEME}/ApiItem/store.js`, contains: /exports\.createStoreWithState = createStoreWithState;/},
      {file: 'pako/package.json', contains: /"\.\/browser\/inflate"/},
      {file: `${THEME}/ApiExplorer/persistenceMiddleware.js`, contains: /function createPersistenceMiddleware\(options\)/},
      {file: `${THEME}/ApiExplorer/storage-utils.js`, contains: /if \(persistence === false\) \{[\s\S]*if \(persistence === "sessionStorage"\) \{\s*return sessionStorage;\s*\}\s*return localStorage;/},
      // The components that read the store as the page lands: the endpoint heading (its own row) and no other.
      {file: `${THEME}/MimeTabs/index.js`, contains: /hooks_1\.useTypedSelector\)\(\s*\(state\) => state\.contentType\.value/},
    ],
    effect:
      "Fixes the explorer's store (Redux Toolkit, immer and react-redux, about 65 kB minified) being loaded and built as every API page lands: it is built when the request form opens or a reference section with media-type tabs comes live. Also renders the panel beside the reference on the server (code samples; the request form loads when the reader asks) and the page once as it hydrates.",
    guardedBy: 'tests/e2e/loading.spec.ts',
  },
  {
    id: 'ejected MethodEndpoint',
    folder: 'openapi-theme',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'ejected swizzle',
    target: '@theme/ApiExplorer/MethodEndpoint (src/theme/ApiExplorer/MethodEndpoint)',
    shape: [
      {file: `${THEME}/ApiExplorer/MethodEndpoint/index.js`, contains: /\(state\) => state\.server\.value/},
      {file: `${THEME}/ApiExplorer/MethodEndpoint/index.js`, contains: /serverUrlWithVariables = serverValue\.url\.replace\(\/\\\/\$\/, ""\);/},
    ],
    effect: "Fixes the endpoint heading needing the explorer's store as the page lands: it reads the chosen server from the store once built, and before that the server the store would start with.",
    guardedBy: 'tests/e2e/apiReference.spec.ts',
  },
  {
    id: "explorer's Redux slices",
    folder: 'openapi-theme',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'internal import',
    target: 'ApiItem/hooks (useTypedSelector, useTypedDispatch) and ApiExplorer/Server/slice (setServer), in src/theme/ApiExplorer/RequestForm.tsx',
    shape: [
      {file: `${THEME}/ApiItem/hooks.js`, contains: /exports\.useTypedSelector = /},
      {file: `${THEME}/ApiExplorer/Server/slice.js`, contains: /exports\.setServer = /},
    ],
    effect: 'Keeps the server chosen in the built code samples and the loaded explorer in step.',
    guardedBy: 'tests/e2e/apiReference.spec.ts',
  },
  {
    id: 'ejected Markdown',
    folder: 'openapi-theme',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'ejected swizzle',
    target: '@theme/Markdown (src/theme/Markdown)',
    shape: [{file: `${THEME}/Markdown/index.js`, contains: /react-markdown/}],
    effect: 'Saves react-markdown, remark-gfm and rehype-raw on every API page.',
    saves: {gzipBytes: 125636, where: "on an API page (the theme's Markdown bundled alone against the site's)", measured: '2026-11-25'},
    guardedBy: 'tests/unit/apiMarkdown.spec.ts',
  },
  {
    id: 'ejected ResponseHeaders',
    folder: 'openapi-theme',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'ejected swizzle',
    target: '@theme/ResponseHeaders (src/theme/ResponseHeaders), with markdown/schema.getSchemaName',
    shape: [
      {file: `${THEME}/ResponseHeaders/index.js`, contains: /SchemaItem/},
      {file: 'docusaurus-theme-openapi-docs/lib/markdown/schema.js', contains: /exports\.getSchemaName = /},
    ],
    effect: 'Fixes the missing React keys on response headers (an error on every page with headers).',
    guardedBy: 'tests/dev/devServer.spec.ts',
  },
  {
    id: 'examples sent plain',
    folder: 'openapi-theme',
    package: 'docusaurus-theme-openapi-docs',
    versions: OPENAPI_THEME,
    kind: 'internal name',
    target: "@theme/CodeSamples's container class, openapi-code__code-samples-container (src/theme/CodeSamples; search leaves it out in src/features/search/writeIndex.mjs)",
    shape: [{file: `${THEME}/CodeSamples/index.js`, contains: /openapi-code__code-samples-container/}],
    effect:
      "Sends the request and response examples of the server HTML as plain text, highlighted once their section is live: the API pages' HTML 27% smaller (create-exam-session 284 to 201 kB, 20.2 to 17.8 kB gzip; 6,117 to 4,011 elements).",
    guardedBy: 'tests/e2e/loading.spec.ts',
  },
  // pagefind/
  {
    id: "Pagefind's worker without pagefind.js",
    folder: 'pagefind',
    package: 'pagefind',
    versions: PAGEFIND,
    kind: 'internal name',
    target:
      "The message protocol between pagefind.js and its Web Worker, build/pagefind/pagefind-worker.js ({id, instanceId, method, args}: init, search, preload, filters, getData, releaseData), spoken by src/patches/pagefind/workerClient.ts; Pagefind's binary writes the worker, so the shape names the version checked",
    shape: PAGEFIND_CHECKED,
    effect:
      "Fixes Pagefind's search engine being downloaded twice by a first search: pagefind.js (12.8 kB gzip) carries a copy only to run on the main thread where the worker cannot start, and is now loaded only then.",
    guardedBy: 'tests/build/pagefindWorker.spec.ts',
  },
  {
    id: 'smaller index chunks',
    folder: 'pagefind',
    package: 'pagefind',
    versions: PAGEFIND,
    kind: 'output rewrite',
    target:
      "Pagefind's word index as its indexer hands it over (getFiles, in src/features/search/writeIndex.mjs): the index/*.pf_index chunks and the chunk table of the pf_meta file (field 2: [from, to, hash]), each gzip, the pagefind_dcd signature and CBOR; cut again by src/patches/pagefind/rechunkIndex.mjs, which stops the build if any file does not read back byte for byte",
    shape: PAGEFIND_CHECKED,
    effect:
      "Fixes a first search missing its 200 kB budget: Pagefind closes a chunk every 20,000 word places (24 kB gzip), so the bench's query loaded 95 kB of index; in chunks of about 4,000 places it loads 15 kB (queries.json's 207 queries and the bench's five: median 70.2 to 16.3 kB, largest 189 to 55 kB, with as many files fetched). Also keeps a word and its longer forms in one chunk (Pagefind cut between student and students).",
    guardedBy: 'tests/build/pagefindChunks.spec.ts',
  },
  // postman/
  {
    id: 'four code-sample generators',
    folder: 'postman',
    package: 'postman-code-generators',
    versions: POSTMAN_GENERATORS,
    kind: 'module replacement',
    target: 'postman-code-generators/lib/assets/languages.js',
    shape: [{file: 'postman-code-generators/lib/index.js', contains: /require\('\.\/assets\/languages\.js'\)/}],
    effect: "Saves the generators of the languages not shown; with the two rows below, 1.4 MB gzip less in the request form.",
    saves: {gzipBytes: 792906, where: "in the request form (all of the package's generators bundled against the four shown)", measured: '2026-11-25'},
    guardedBy: 'tests/unit/codeSamples.spec.ts',
  },
  {
    id: 'no dynamic variables (faker)',
    folder: 'postman',
    package: 'postman-collection',
    versions: POSTMAN_COLLECTION,
    kind: 'module replacement',
    target: 'postman-collection/lib/superstring/dynamic-variables.js',
    shape: [{file: 'postman-collection/lib/superstring/index.js', contains: /require\('\.\/dynamic-variables'\)/}],
    effect: "Saves faker from the request form's bundle (part of the 1.4 MB above).",
    saves: {gzipBytes: 110374, where: "in the request form (postman-collection's dynamic variables bundled alone)", measured: '2026-11-25'},
    guardedBy: 'tests/e2e/apiReference.spec.ts',
  },
  {
    id: 'no charset decoding (iconv-lite)',
    folder: 'postman',
    package: 'postman-collection',
    versions: POSTMAN_COLLECTION,
    kind: 'module replacement',
    target: 'iconv-lite, as imported by postman-collection/lib/util.js',
    shape: [{file: 'postman-collection/lib/util.js', contains: /require\('iconv-lite'\)/}],
    effect: "Saves iconv-lite's charset tables from the request form's bundle (part of the 1.4 MB above).",
    saves: {gzipBytes: 179788, where: 'in the request form (iconv-lite bundled alone)', measured: '2026-11-25'},
    guardedBy: 'tests/e2e/apiReference.spec.ts',
  },
  // Browser support (src/features/browser-support/): what the oldest supported browsers cannot parse.
  {
    id: 'OpenAPI Markdown escaping without regex lookbehind',
    folder: 'openapi-plugin',
    package: 'docusaurus-plugin-openapi-docs',
    versions: {from: '5.2.0', below: '5.3.0'},
    kind: 'source rewrite',
    target: 'docusaurus-plugin-openapi-docs/lib/markdown/utils.js (exports.greaterThan)',
    shape: [{file: 'docusaurus-plugin-openapi-docs/lib/markdown/utils.js', contains: /exports\.greaterThan = \/\(\?<!/}],
    effect: "Fixes the request form's chunk failing to load in Safari before 16.4 (no regex lookbehind there).",
    guardedBy: 'tests/unit/lookbehindRewrites.spec.ts',
  },
  {
    id: 'curl code samples without regex lookbehind',
    folder: 'postman',
    package: 'postman-code-generators',
    versions: POSTMAN_GENERATORS,
    kind: 'source rewrite',
    target: 'postman-code-generators/codegens/curl/lib/util.js (sanitize)',
    shape: [{file: 'postman-code-generators/codegens/curl/lib/util.js', contains: /\.replace\(\/\(\?<!/}],
    effect: "Fixes the code samples' chunk failing to load in Safari before 16.4 (no regex lookbehind there).",
    guardedBy: 'tests/unit/lookbehindRewrites.spec.ts',
  },
  {
    id: 'no cascade layer emulation',
    folder: 'docusaurus-core',
    package: '@docusaurus/bundler',
    versions: DOCUSAURUS,
    kind: 'internal name',
    target: "postcss-preset-env's entry in Docusaurus's PostCSS plugins (features['cascade-layers'])",
    shape: [{file: '@docusaurus/bundler/lib/loaders/styleLoader.js', contains: /require\.resolve\('postcss-preset-env'\),\s*\{/}],
    effect: "Fixes Infima's tabs outranking the API page's code-sample tabs once layers are emulated for older browsers.",
    guardedBy: 'tests/build/browserSupport.spec.ts',
  },
] as const satisfies readonly PatchRow[];

export type PatchId = (typeof PATCHES)[number]['id'];

/** The row of a patch, by id. */
export function patchRow(id: PatchId): PatchRow {
  return PATCHES.find((row) => row.id === id)!;
}
