/**
 * The Markdown twins' converter, URL rule and llms.txt builder, on pages written here in the
 * markup Docusaurus and the OpenAPI theme render (the build tests check the real pages).
 */
import {expect, test} from '@playwright/test';
import {OPENAPI_SPEC_PATH} from '../../src/sidebars/apiOperations';
import {completeSentence, htmlToMarkdown, twinUrlOf} from '../../src/features/markdown-twins/htmlToMarkdown';
import {readingOrderOf} from '../../src/features/markdown-twins';
import {buildLlmsFullTxt, buildLlmsTxt, sortPages, twinNote, type TwinPage} from '../../src/features/markdown-twins/llmsTxt';
import {OPENAPI_DOWNLOAD_PATH, twinPathOf} from '../../src/features/markdown-twins/twinPath';

const SITE = {siteUrl: 'https://docs.example.com', siteTitle: 'Example Docs'};

/** A built page: head, navbar, doc sidebar, the article (breadcrumbs, TOC, content, footer) and the site footer. */
const page = (title: string, content: string, head = '') => `<!doctype html><html><head><title>${title} | Example Docs</title>
<meta name="description" content="What this page is about."><link rel="alternate" type="text/markdown" href="/guide/page.md">${head}</head>
<body><nav class="navbar">Navbar link</nav><div id="__docusaurus_skipToContent_fallback" class="main-wrapper"><div class="docRoot">
<aside class="theme-doc-sidebar-container"><a href="/other">Sidebar entry</a></aside>
<main><article><nav class="theme-doc-breadcrumbs"><a href="/">Breadcrumb home</a></nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown">${content}</div>
<footer class="theme-doc-footer"><a href="https://github.com/x/edit">Edit this page</a></footer></article>
<nav class="pagination-nav"><a href="/next">Next page</a></nav></main></div></div>
<footer class="theme-layout-footer footer"><a href="/blog">Footer link</a></footer></body></html>`;

const heading = (level: number, id: string, label: string) =>
  `<h${level} class="anchor" id="${id}">${label}<a href="#${id}" class="hash-link" aria-label="Direct link to ${label}" title="Direct link to ${label}">&#8203;</a></h${level}>`;

/** A Docusaurus code block: highlighted tokens in spans, one line per div, the language on the container. */
const codeBlock = (language: string, lines: string[], title?: string) =>
  `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block">${title ? `<div class="codeBlockTitle_OeMC">${title}</div>` : ''}
<div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-${language}"><code class="codeBlockLines_e6Vv">${lines
    .map((line) => `<div class="token-line"><span class="token plain">${line}</span><br></div>`)
    .join('')}</code></pre><button class="copyButton">Copy</button></div></div>`;

/** Docusaurus tabs: the labels in a tablist, then one panel per tab (the hidden ones included). */
const tabs = (panels: [string, string][]) =>
  `<div class="theme-tabs-container tabs-container"><ul role="tablist" class="tabs">${panels
    .map(([label], index) => `<li role="tab" tabindex="${index ? -1 : 0}" class="tabs__item">${label}</li>`)
    .join('')}</ul><div class="margin-top--md">${panels
    .map(([, content], index) => `<div role="tabpanel" class="tabItem"${index ? ' hidden' : ''}>${content}</div>`)
    .join('')}</div></div>`;

const GUIDE = page(
  'Create a thing',
  `<header><h1>Create a thing</h1></header>
<p>Read <a href="/studio/exams/create-an-exam#settings">the exam guide</a>, the <a href="/studio/">Studio overview</a>,
the <a href="/img/diagram.png">diagram file</a> and <a href="https://example.com/x">an outside page</a>.</p>
${heading(2, 'install', 'Install')}
${tabs([
  ['npm', codeBlock('bash', ['npm install example'], 'install.sh')],
  ['Yarn', codeBlock('bash', ['yarn add example'])],
])}
<div class="theme-admonition theme-admonition-tip alert alert--success"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 12 16"><path d="M6.5 0"></path></svg></span>tip</div>
<div class="admonitionContent_BuS1"><p>Keep the <strong>secret</strong> on the server.</p></div></div>
<div class="theme-admonition theme-admonition-warning alert alert--warning"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"></span>Rate limits</div>
<div class="admonitionContent_BuS1"><p>Ten calls a second.</p></div></div>
${heading(2, 'fields', 'Fields')}
<div tabindex="0" role="region" aria-label="Fields"><table><thead><tr><th>Field</th><th>Meaning</th></tr></thead>
<tbody><tr><td><code>id</code></td><td>The id</td></tr><tr><td><code>name</code></td><td>A name with a | bar</td></tr></tbody></table></div>
${heading(2, 'flow', 'Flow')}
<figure class="diagram" data-mermaid-source="flowchart LR&#10;  A[Exam] --&gt; B{&quot;Config&quot;}"><svg role="img"><title>Flow</title><desc>A to B</desc></svg></figure>
<details class="details"><summary>Why two steps?</summary><div><p>Because configs are reusable.</p></div></details>`,
);

test.describe('Markdown twin of a guide page', () => {
  let markdown: string;
  test.beforeAll(async () => {
    ({markdown} = await htmlToMarkdown(GUIDE, SITE));
  });

  test('opens with the title and keeps each section heading, without their "Direct link" anchors', () => {
    expect(markdown.startsWith('# Create a thing\n')).toBe(true);
    expect(markdown).toMatch(/^## Install$/m);
    expect(markdown).toMatch(/^## Fields$/m);
    expect(markdown).not.toContain('Direct link');
    expect(markdown).not.toContain('\u200b');
  });

  test('leaves out the navbar, sidebar, breadcrumbs, table of contents, footers and buttons', () => {
    for (const chrome of ['Navbar link', 'Sidebar entry', 'Breadcrumb home', 'On this page', 'Edit this page', 'Next page', 'Footer link', 'Copy']) {
      expect(markdown, chrome).not.toContain(chrome);
    }
  });

  test('turns each tab into its label followed by its content, hidden tabs included', () => {
    expect(markdown).toContain('**npm**\n\n```bash title="install.sh"\nnpm install example\n```');
    expect(markdown).toContain('**Yarn**\n\n```bash\nyarn add example\n```');
  });

  test('turns admonitions into blockquotes named by their type and title', () => {
    expect(markdown).toContain('> **Tip**\n>\n> Keep the **secret** on the server.');
    expect(markdown).toContain('> **Warning: Rate limits**\n>\n> Ten calls a second.');
  });

  test('keeps tables as GFM tables', () => {
    expect(markdown).toContain('| Field | Meaning |');
    expect(markdown).toContain('| `name` | A name with a \\| bar |');
  });

  test('gives diagrams back as their Mermaid source', () => {
    expect(markdown).toContain('```mermaid\nflowchart LR\n  A[Exam] --> B{"Config"}\n```');
  });

  test('keeps a details block as its summary in bold and its content', () => {
    expect(markdown).toContain('**Why two steps?**\n\nBecause configs are reusable.');
  });

  test('points internal page links to twins, and leaves files and other sites alone', () => {
    expect(markdown).toContain('[the exam guide](https://docs.example.com/studio/exams/create-an-exam.md#settings)');
    expect(markdown).toContain('[Studio overview](https://docs.example.com/studio/index.md)');
    expect(markdown).toContain('[diagram file](https://docs.example.com/img/diagram.png)');
    expect(markdown).toContain('[an outside page](https://example.com/x)');
  });

  test('reads the title, description and twin address from the head', async () => {
    const converted = await htmlToMarkdown(GUIDE, SITE);
    expect(converted).toMatchObject({title: 'Create a thing', description: 'What this page is about.', twinHref: '/guide/page.md'});
  });
});

/** An API operation as docusaurus-theme-openapi-docs renders it, with code samples as labelled tabs. */
const schemaItem = (name: string, type: string, required: boolean, description: string, nested?: string) => {
  const header = `<span class="openapi-schema__container"><strong class="openapi-schema__property">${name}</strong><span class="openapi-schema__name">${type}</span>${
    required ? '<span class="openapi-schema__divider"></span><span class="openapi-schema__required">required</span>' : ''
  }</span>`;
  return nested
    ? `<div class="openapi-schema__list-item"><details class="openapi-markdown__details"><summary>${header}</summary><div><div class="collapsibleContent"><div><div><p>${description}</p></div><li><div>Array [</div></li>${nested}<li><div>]</div></li></div></div></div></details></div>`
    : `<div class="openapi-schema__list-item"><div>${header}<p>${description}</p><div class="openapi-example"><strong>Example: </strong><span><code>${name}-example</code></span></div></div></div>`;
};

const API_PAGE = page(
  'Create session',
  `<div class="row theme-api-markdown"><div class="col col--7 openapi-left-panel__container"><h1 class="openapi__heading">Create session</h1>
<pre class="openapi__method-endpoint"><span class="badge badge--success">POST</span> <h2 class="openapi__method-endpoint-path">/configs/:id/sessions</h2></pre>
<p>Creates a session.</p>
${heading(2, 'request', 'Request')}
<div><details class="openapi-markdown__details" open><summary><h3 class="openapi-markdown__details-summary-header-params">Path Parameters</h3></summary><div><ul>
<div class="openapi-params__list-item"><span class="openapi-schema__container"><strong class="openapi-schema__property">id</strong><span class="openapi-schema__type">string&lt;uuid&gt;</span><span class="openapi-schema__required">required</span></span><p>Id of the config.</p></div>
</ul></div></details></div>
<div><details class="openapi-markdown__details" open><summary><h3 class="openapi-markdown__details-summary-header-params">Query Parameters</h3></summary><div><ul>
<div class="openapi-params__list-item"><span class="openapi-schema__container"><strong class="openapi-schema__property">dryRun</strong><span class="openapi-schema__type">boolean</span></span><p>Validate only.</p></div>
<div class="openapi-params__list-item"><span class="openapi-schema__container"><strong class="openapi-schema__property">limit</strong><span class="openapi-schema__type">integer</span></span><p><strong>Possible values:</strong> <code>&gt;= 1</code> and <code>&lt;= 100</code></p><p>Records on the page.</p><div><strong>Default value: </strong><span><code>25</code></span></div><div class="openapi-example"><strong>Example: </strong><span><code>10</code></span></div></div>
</ul></div></details></div>
<details class="openapi-markdown__details mime" open><summary><h3 class="openapi-markdown__details-summary-header-body">Body<strong class="openapi-schema__required">required</strong></h3></summary><div><ul role="presentation">
${schemaItem('user_id', 'string', true, 'Your id of the student.')}
${schemaItem('tags', 'object[]', false, 'Your own tags.', schemaItem('key', 'string', true, 'Name of the tag.'))}
</ul></div></details>
<div class="openapi-tabs__container"><div class="openapi-tabs__response-header-section">${heading(2, 'responses', 'Responses')}
<ul role="tablist" class="tabs"><li role="tab" class="tabs__item openapi-tabs__response-code-item">201</li><li role="tab" class="tabs__item openapi-tabs__response-code-item">404</li></ul></div>
<div class="margin-top--md"><div role="tabpanel"><p>Created.</p><ul role="presentation">${schemaItem('sessionId', 'string', true, 'The new session.')}</ul></div>
<div role="tabpanel" hidden><p>No such config.</p></div></div></div></div>
<div class="col col--5 openapi-right-panel__container">${tabs([
    ['cURL', '<pre><code class="language-bash">curl -X POST https://api.example.com/configs/1/sessions</code></pre>'],
    ['Python', '<pre><code class="language-python">import requests\nrequests.post("https://api.example.com/configs/1/sessions")</code></pre>'],
  ])}</div></div>`,
);

test.describe('Markdown twin of an API operation', () => {
  let markdown: string;
  test.beforeAll(async () => {
    ({markdown} = await htmlToMarkdown(API_PAGE, SITE));
  });

  test('states the method and path', () => {
    expect(markdown).toContain('**POST** `/configs/:id/sessions`');
  });

  test('lists parameters with where they go, their type and whether they are required', () => {
    expect(markdown).toContain('### Path Parameters');
    expect(markdown).toContain('| `id` | path | `string<uuid>` | yes | Id of the config. |');
    expect(markdown).toContain('| `dryRun` | query | `boolean` | no | Validate only. |');
    // Its bounds, default and example, as the page shows them.
    expect(markdown).toContain('| `limit` | query | `integer` | no | **Possible values:** `>= 1` and `<= 100` Records on the page. **Default value:** `25` **Example:** `10` |');
  });

  test('lists request fields, nested ones by their dotted name, with types, flags, descriptions and examples', () => {
    expect(markdown).toContain('### Body (required)');
    expect(markdown).toContain('| `user_id` | `string` | yes | Your id of the student. **Example:** `user_id-example` |');
    expect(markdown).toContain('| `tags` | `object[]` | no | Your own tags. |');
    expect(markdown).toContain('| `tags[].key` | `string` | yes | Name of the tag. **Example:** `key-example` |');
  });

  test('labels each response with its status code and keeps its schema', () => {
    expect(markdown).toContain('**Response 201**\n\nCreated.');
    expect(markdown).toContain('| `sessionId` | `string` | yes | The new session. **Example:** `sessionId-example` |');
    expect(markdown).toContain('**Response 404**\n\nNo such config.');
  });

  test('keeps every code sample under its label, with its language', () => {
    expect(markdown).toContain('**cURL**\n\n```bash\ncurl -X POST https://api.example.com/configs/1/sessions\n```');
    expect(markdown).toContain('**Python**\n\n```python\nimport requests\n');
  });
});

test('a page without a heading of its own gets its title as one', async () => {
  const {markdown} = await htmlToMarkdown(
    '<html><head><title>Blog | Example Docs</title></head><body><div id="__docusaurus_skipToContent_fallback"><main><p>Posts.</p></main></div></body></html>',
    SITE,
  );
  expect(markdown).toBe('# Blog\n\nPosts.\n');
});

test('a description cut mid-sentence is completed from its paragraph, never from the next block', () => {
  expect(completeSentence('Creates a session for one', 'Intro. Creates a session for one student. More.\n')).toBe('Creates a session for one student.');
  expect(completeSentence('Complete already.', 'Whatever')).toBe('Complete already.');
  expect(completeSentence('Posts about Docusaurus', 'Posts about Docusaurus\nView All Tags\nWelcome. More.\n')).toBe('Posts about Docusaurus');
});

test('a twin page description cut short is completed from the page', async () => {
  const cut = page('Op', '<h1>Op</h1><p>What this page is about, and much more. Second sentence.</p>').replace('content="What this page is about."', 'content="What this page is about, and much"');
  expect((await htmlToMarkdown(cut, SITE)).description).toBe('What this page is about, and much more.');
});

test('twin URLs: /a/b is /a/b.md, a folder route /a/ is /a/index.md, the home page is /index.md', () => {
  expect(twinPathOf('/studio/exams/create-an-exam')).toBe('/studio/exams/create-an-exam.md');
  expect(twinPathOf('/studio/')).toBe('/studio/index.md');
  expect(twinPathOf('/')).toBe('/index.md');
  expect(twinUrlOf('/studio/?tab=1#top', SITE.siteUrl)).toBe('https://docs.example.com/studio/index.md?tab=1#top');
  expect(twinUrlOf('https://docs.example.com/blog', SITE.siteUrl)).toBe('https://docs.example.com/blog.md');
  expect(twinUrlOf('#local', SITE.siteUrl)).toBe('#local');
});

test('the OpenAPI file is published at its repository path', () => {
  expect(OPENAPI_DOWNLOAD_PATH).toBe(`/${OPENAPI_SPEC_PATH}`);
});

const pageAt = (route: string, title: string, extra: Partial<TwinPage> = {}): TwinPage => ({
  route,
  twinPath: twinPathOf(route),
  title,
  description: `About ${title}.`,
  ...extra,
});

const LLMS_OPTIONS = {
  siteUrl: SITE.siteUrl,
  siteTitle: 'Example Docs',
  summary: 'One line.',
  guidance: ['Each link is a twin.'],
  instructions: ['- Prefer the REST API.'],
};

test.describe('llms.txt', () => {
  const pages = [
    pageAt('/', 'Home'),
    pageAt('/studio/', 'Studio Overview'),
    pageAt('/campfire/register', 'Register'),
    pageAt('/developers/', 'Developers Overview'),
    pageAt('/developers/api/list-exams', 'List exams'),
    pageAt('/blog/welcome', 'Welcome', {isBlogPost: true}),
    {...pageAt('/blog/archive', 'Archive'), description: 'Archive'},
  ];

  test('has the title, the summary, the guidance, the instructions for agents, then Studio, Campfire, Developers, API reference, Blog and Optional', () => {
    const text = buildLlmsTxt(pages, LLMS_OPTIONS);
    expect(text.startsWith('# Example Docs\n\n> One line.\n\nEach link is a twin.\n\n## Instructions for agents\n\n- Prefer the REST API.\n\n## Studio\n')).toBe(true);
    const order = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(order).toEqual(['Instructions for agents', 'Studio', 'Campfire', 'Developers', 'API reference', 'Blog', 'Optional']);
    expect(text).toContain('## Studio\n\n- [Studio Overview](https://docs.example.com/studio/index.md): About Studio Overview.\n');
    expect(text).toContain('## Blog\n\n- [Welcome](https://docs.example.com/blog/welcome.md): About Welcome.\n');
    expect(text).toContain('- [OpenAPI file](https://docs.example.com/openapi/campfire-learning.yaml)');
    expect(text).toMatch(/## Optional\n\n- \[Home\]\(https:\/\/docs\.example\.com\/index\.md\)/);
    // A description equal to the title is left out; sections are separated by one blank line.
    expect(text).toContain('\n- [Archive](https://docs.example.com/blog/archive.md)\n');
    expect(text).not.toContain('\n\n\n');
  });

  test('lists a newly added page in its section without any other change', () => {
    const added = pageAt('/studio/exams/grade-an-exam', 'Grade an [Exam]');
    const before = buildLlmsTxt(pages, LLMS_OPTIONS);
    const after = buildLlmsTxt([...pages, added], LLMS_OPTIONS);
    expect(before).not.toContain('grade-an-exam');
    const studio = after.split('## Campfire')[0];
    expect(studio).toContain('- [Grade an \\[Exam\\]](https://docs.example.com/studio/exams/grade-an-exam.md): About Grade an [Exam].');
  });

  test('orders pages by the sidebars, then blog posts, then by route', () => {
    const {order, blogPosts} = readingOrderOf(
      [
        {
          loadedVersions: [
            {
              docs: [
                {id: 'studio/b', permalink: '/studio/b'},
                {id: 'studio/a', permalink: '/studio/a'},
                {id: 'studio/index', permalink: '/studio/'},
              ],
              sidebars: {
                studio: [
                  {type: 'doc', id: 'studio/index'},
                  {type: 'category', link: {type: 'doc', id: 'studio/b'}, items: [{type: 'link', href: '/developers/api/list-exams'}]},
                  {type: 'doc', id: 'studio/a'},
                ],
              },
            },
          ],
        },
      ],
      [{blogPosts: [{metadata: {permalink: '/blog/new'}}, {metadata: {permalink: '/blog/old'}}]}],
    );
    expect(order).toEqual(['/studio/', '/studio/b', '/developers/api/list-exams', '/studio/a', '/blog/new', '/blog/old']);
    expect([...blogPosts]).toEqual(['/blog/new', '/blog/old']);
    const sorted = sortPages([pageAt('/zeta', 'Z'), pageAt('/studio/a', 'A'), pageAt('/alpha', 'Al'), pageAt('/studio/', 'S')], order);
    expect(sorted.map((entry) => entry.route)).toEqual(['/studio/', '/studio/a', '/alpha', '/zeta']);
  });

  test('a twin opens with one line naming its page and the index of every page', () => {
    expect(twinNote('/studio/exams/create-an-exam', LLMS_OPTIONS)).toBe(
      '> Markdown of https://docs.example.com/studio/exams/create-an-exam (Example Docs). Index of every page: https://docs.example.com/llms.txt',
    );
  });

  test('llms-full.txt holds every twin, each with its source address', () => {
    const full = buildLlmsFullTxt(
      [
        {...pageAt('/studio/', 'Studio'), markdown: '# Studio\n\nText one.\n'},
        {...pageAt('/campfire/register', 'Register'), markdown: '# Register\n\nText two.\n'},
      ],
      LLMS_OPTIONS,
    );
    expect(full).toContain('# Studio\n\nSource: https://docs.example.com/studio/index.md\n\nText one.');
    expect(full).toContain('\n\n---\n\n# Register\n\nSource: https://docs.example.com/campfire/register.md\n\nText two.');
  });
});
