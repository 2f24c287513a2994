/**
 * Content Security Policy for a static host. GitHub Pages sends no custom headers, so after the build
 * this plugin gives every HTML page a `<meta http-equiv="Content-Security-Policy">`, placed right after
 * `<meta charset>` and so before any script. Its script-src allows the site's own files, the analytics
 * host and each inline script of that page by the SHA-256 hash of the script's text in the final
 * (minified) HTML: an inline script that changes gets a matching hash in the same build, and one
 * injected into a served page does not run. Inline code that no hash can allow (an `on…=` event
 * handler attribute, a `javascript:` URL) fails the build, naming the page.
 *
 * It is the first step of the post-build pipeline (src/postBuild.ts), which hands the later steps
 * the pages with their policy.
 *
 * The policy allows no eval(). The API explorer's request-body editor (react-live) would call it on
 * every edit; src/patches/openapi-theme gives it a LiveProvider that never evaluates code.
 */
import {createHash} from 'node:crypto';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Element} from 'hast';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {elementsOf, textOf} from '../../hastTree';
import type {PostBuildStep} from '../../builtSite';

/** gtag.js and the scripts it loads come from here. */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Where Google Analytics 4 sends its measurements (fetch and sendBeacon, or an image request when
 * those are unavailable), following Google's guide to Tag Manager under a CSP. The regional
 * endpoints (region1.google-analytics.com and the like) are why these are wildcards.
 */
const ANALYTICS_REPORT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const ANALYTICS_IMAGE_ORIGINS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/** The policy of a page whose inline scripts have these hashes (`'sha256-…'` sources). */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets search (Pagefind) compile its WebAssembly; it does not allow eval().
    'script-src': ["'self'", ANALYTICS_SCRIPT_ORIGIN, "'wasm-unsafe-eval'", ...new Set(inlineScriptHashes)],
    // React, Docusaurus and the OpenAPI theme render `style` attributes, and diagrams carry their own
    // style blocks, so inline styles stay allowed; styles cannot run script, and the other
    // directives keep CSS from loading anything from elsewhere.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the small SVG icons in the theme's CSS.
    'img-src': ["'self'", 'data:', ...ANALYTICS_IMAGE_ORIGINS],
    'connect-src': ["'self'", ...ANALYTICS_REPORT_ORIGINS],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Nothing on the site submits a form (search and the API explorer handle their input in script).
    'form-action': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The CSP source that allows an inline script with exactly this text. */
export function scriptHashSource(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/** Attributes whose value is a URL, where `javascript:` would run code. */
const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'xLinkHref', 'poster', 'data', 'cite'];

/** Inline code of the element that no hash can allow, described for the build error. */
function unhashableInlineCode(element: Element): string[] {
  const found: string[] = [];
  for (const [property, value] of Object.entries(element.properties)) {
    if (/^on[a-z]/i.test(property)) {
      found.push(`an inline event handler (${property.toLowerCase()}=) on <${element.tagName}>`);
    } else if (URL_PROPERTIES.includes(property) && typeof value === 'string' && /^\s*javascript:/i.test(value)) {
      found.push(`a javascript: URL in <${element.tagName} ${property}>`);
    }
  }
  return found;
}

/**
 * The page with its policy inserted after `<meta charset>` (or first in <head>). Throws, naming
 * the page, on inline code no hash can allow and on a page that already carries a policy.
 */
export function withContentSecurityPolicy(html: string, page: string): string {
  const tree = unified().use(rehypeParse).parse(html);
  const hashes: string[] = [];
  const problems: string[] = [];
  let head: Element | undefined;
  for (const element of elementsOf(tree)) {
    head ??= element.tagName === 'head' ? element : undefined;
    // Every inline script is hashed, whatever its type: data blocks such as JSON-LD do not run, but
    // hashing them too keeps the rule simple and covers import maps and speculation rules.
    if (element.tagName === 'script' && element.properties.src === undefined) {
      hashes.push(scriptHashSource(textOf(element)));
    }
    if (element.tagName === 'meta' && String(element.properties.httpEquiv).toLowerCase() === 'content-security-policy') {
      problems.push('a Content-Security-Policy meta tag of its own, which would be enforced as well');
    }
    problems.push(...unhashableInlineCode(element));
  }
  if (problems.length > 0) {
    throw new Error(`content-security-policy: ${page} cannot be given a policy; it has ${problems.join('; ')}.`);
  }
  const headElements = head?.children.filter((child): child is Element => child.type === 'element') ?? [];
  const charset = headElements.find((element) => element.tagName === 'meta' && element.properties.charSet !== undefined);
  const offset = charset ? charset.position?.end.offset : headElements[0]?.position?.start.offset;
  if (offset === undefined) {
    throw new Error(`content-security-policy: ${page} has no <head> content to put the policy before.`);
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(hashes)}">`;
  return html.slice(0, offset) + meta + html.slice(offset);
}

/** Gives every built page its policy, on disk and in the pages the later steps read. */
export const contentSecurityPolicyStep: PostBuildStep = {
  name: 'content-security-policy',
  async run({outDir, pages}) {
    for (const [file, html] of pages) {
      const withPolicy = withContentSecurityPolicy(html, file);
      pages.set(file, withPolicy);
      await writeFile(path.join(outDir, file), withPolicy);
    }
  },
};
