#!/usr/bin/env node
/**
 * Content checks that run in seconds, without a build, so writers get fast
 * feedback and the test suite can hold every guide page to the same bar:
 * - front matter has a title;
 * - the page compiles as MDX;
 * - at least MIN_WORDS words of prose (code, front matter, imports and JSX tags do not count);
 * - no filler ("lorem ipsum", "TODO", "coming soon", "placeholder", "TBD");
 * - American spelling, as the product's own screens have it ("color", "organize", "catalog"; BRITISH_SPELLING);
 * - every internal link points at a published route (tests/routes.txt).
 *
 * Usage: node scripts/content-lint.cjs [file-or-folder ...]   (default: docs)
 */
const {readFileSync, readdirSync, statSync} = require('node:fs');
const path = require('node:path');
const {splitFrontMatter} = require('../src/frontMatter.cjs');
const {readRouteList} = require('./routeList.cjs');

const SITE_DIR = path.resolve(__dirname, '..');
const MIN_WORDS = 150;
const FILLER = /lorem ipsum|\bTODO\b|coming soon|placeholder|\bTBD\b/i;
/**
 * British spellings of words whose American spelling the site uses. Readers may type either (search reads a British
 * spelling as the American one), but a page that spells a word the British way disagrees with the others, and its
 * rare spelling outweighs the common one in search ("organisation" put Create workspace above Create workspace key).
 */
const BRITISH_SPELLING =
  /\b((organ|recogn|synchron|author|normal|summar|custom|priorit|random|standard|personal|optim|minim|maxim|util|final|visual|categor|initial|serial)is(e|es|ed|ing|ation|ations)|synthesis(e|es|ed|ing)|analys(e|es|ed|ing)|(colo|behavio|neighbo|favo|hono|labo|vapo|humo|flavo|rumo)ur(s|ed|ing|ful)?|(cent|met|lit|theat|fib)res?|catalogues?|grey(scale)?|(un)?labell(ed|ing)|modell(ed|ing)|cancell(ed|ing)|travell(ed|ing)|judgement|licences?|enrolments?|programmes?|practis(e|es|ed|ing)|maths)\b/i;

/** Published routes: the route list (API operation pages included), without drafts. */
function publishedRoutes() {
  return new Set(['/studio/items/question-types/', ...readRouteList().filter(({draft}) => !draft).map(({route}) => route)]);
}

const normalise = (route) => (route.length > 1 ? route.replace(/\/$/, '') : route);

/** The prose a reader reads: no code, imports, JSX tags, HTML comments or link targets. */
function proseOf(body) {
  return body
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`\n]*`/g, (code) => code.slice(1, -1));
}

function countWords(text) {
  return (text.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g) ?? []).length;
}

function internalLinks(body) {
  const links = [];
  const patterns = [/\]\((\/[^)\s]*)\)/g, /\b(?:to|href)=["'](\/[^"']*)["']/g];
  for (const pattern of patterns) {
    for (const match of body.matchAll(pattern)) {
      links.push(match[1]);
    }
  }
  return links;
}

async function lintFile(file, routes = publishedRoutes()) {
  const problems = [];
  const {frontMatter, body} = splitFrontMatter(readFileSync(file, 'utf8'));
  if (!frontMatter.title) {
    problems.push('front matter has no title');
  }
  try {
    const {compile} = await import('@mdx-js/mdx'); // ESM-only package
    await compile(body, {development: false});
  } catch (error) {
    problems.push(`MDX does not compile: ${error.message}`);
  }
  const prose = proseOf(body);
  const words = countWords(prose);
  if (words < MIN_WORDS) {
    problems.push(`only ${words} words of prose (at least ${MIN_WORDS})`);
  }
  const filler = `${frontMatter.title ?? ''} ${frontMatter.description ?? ''} ${body}`.match(FILLER);
  if (filler) {
    problems.push(`filler text: "${filler[0]}"`);
  }
  const british = `${frontMatter.title ?? ''} ${frontMatter.description ?? ''} ${prose}`.match(BRITISH_SPELLING);
  if (british) {
    problems.push(`British spelling: "${british[0]}" (the site spells American English)`);
  }
  for (const link of internalLinks(body)) {
    const route = normalise(link.split(/[?#]/)[0]);
    const known = [...routes].some((candidate) => normalise(candidate) === route);
    if (route.startsWith('/blog') || route.startsWith('/img/') || route === '/' || route === '/markdown-page') {
      continue;
    }
    if (!known) {
      problems.push(`link to unknown or unpublished route: ${link}`);
    }
  }
  return {file: path.relative(SITE_DIR, file), words, problems};
}

function listMdxFiles(target) {
  if (statSync(target).isFile()) {
    return [target];
  }
  return readdirSync(target, {recursive: true})
    .map((entry) => path.join(target, entry))
    .filter((file) => file.endsWith('.mdx') && !path.basename(file).startsWith('_'));
}

async function main(targets) {
  const routes = publishedRoutes();
  const files = (targets.length ? targets : [path.join(SITE_DIR, 'docs')]).flatMap(listMdxFiles);
  let failures = 0;
  for (const file of files) {
    const result = await lintFile(file, routes);
    if (result.problems.length) {
      failures += 1;
      console.log(`✗ ${result.file}\n    ${result.problems.join('\n    ')}`);
    }
  }
  console.log(`${files.length - failures} passed, ${failures} failed`);
  process.exitCode = failures ? 1 : 0;
}

module.exports = {MIN_WORDS, FILLER, BRITISH_SPELLING, publishedRoutes, splitFrontMatter, proseOf, countWords, internalLinks, lintFile, listMdxFiles};

if (require.main === module) {
  main(process.argv.slice(2));
}
