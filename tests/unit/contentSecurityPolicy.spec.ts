import {existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {
  contentSecurityPolicy,
  contentSecurityPolicyStep,
  scriptHashSource,
  withContentSecurityPolicy,
} from '../../src/features/content-security-policy';
import {moduleReplacements} from '../../src/patches';
import {readPages} from '../../src/builtSite';

const page = (head: string, body = '') => `<!DOCTYPE html><html><head><meta charset="UTF-8">${head}</head><body>${body}</body></html>`;
const policyOf = (html: string) => html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.[1];
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

test('a hash source is the base64 SHA-256 of the script text, as CSP defines it', () => {
  // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
  expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
});

test('the policy goes right after <meta charset>, before every script, with a hash for each inline script', () => {
  const html = page(
    '<script>window.dataLayer=[]</script><script src="/assets/js/main.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>',
    '<script>document.documentElement.dataset.theme="light"</script>',
  );
  const result = withContentSecurityPolicy(html, 'index.html');
  expect(result.indexOf('<meta http-equiv="Content-Security-Policy"')).toBe(result.indexOf('<meta charset="UTF-8">') + '<meta charset="UTF-8">'.length);
  expect(result.indexOf('Content-Security-Policy')).toBeLessThan(result.indexOf('<script'));
  const scriptSources = directive(policyOf(result)!, 'script-src');
  expect(scriptSources).toEqual([
    "'self'",
    'https://www.googletagmanager.com',
    "'wasm-unsafe-eval'",
    scriptHashSource('window.dataLayer=[]'),
    scriptHashSource('{"@type":"Thing"}'),
    scriptHashSource('document.documentElement.dataset.theme="light"'),
  ]);
  // Everything else of the page is unchanged.
  expect(result.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(html);
});

test('the policy allows no inline script without a hash and restricts objects, base URLs and forms', () => {
  const policy = contentSecurityPolicy([]);
  expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  expect(directive(policy, 'form-action')).toEqual(["'none'"]);
  // A meta policy cannot carry these; they would only log a warning in every page.
  for (const name of ['frame-ancestors', 'report-uri', 'report-to', 'sandbox']) {
    expect(directive(policy, name)).toBeUndefined();
  }
});

test('inline code that no hash can allow fails the build, naming the page and what was found', () => {
  expect(() => withContentSecurityPolicy(page('', '<button onclick="run()">Run</button>'), 'studio/index.html')).toThrow(
    /studio\/index\.html .*inline event handler \(onclick=\) on <button>/,
  );
  expect(() => withContentSecurityPolicy(page('', '<svg><rect onload="run()"/></svg>'), 'a.html')).toThrow(/\(onload=\) on <rect>/);
  expect(() => withContentSecurityPolicy(page('', '<a href=" javascript:run()">Run</a>'), 'b.html')).toThrow(
    /b\.html .*javascript: URL in <a href>/,
  );
  expect(() => withContentSecurityPolicy(page('<meta http-equiv="content-security-policy" content="default-src *">'), 'c.html')).toThrow(
    /c\.html .*Content-Security-Policy meta tag of its own/,
  );
  // Text that only looks like such code is fine.
  expect(() => withContentSecurityPolicy(page('', '<p>Use onclick="…" or javascript: with care.</p>'), 'd.html')).not.toThrow();
});

const runPostBuild = async (outDir: string) =>
  contentSecurityPolicyStep.run({outDir, siteUrl: '', routesPaths: [], allContent: {}, pages: await readPages(outDir)});

test("the API explorer's body editor gets a LiveProvider that never evaluates code, through a self-checking replacement", () => {
  const replacement = moduleReplacements(process.cwd()).find(({request}) => request.test('react-live'));
  expect(existsSync(replacement!.module)).toBe(true);
  expect(replacement!.importedFrom!.test(path.join('node_modules', 'docusaurus-theme-openapi-docs', 'lib', 'theme', 'ApiExplorer', 'LiveEditor'))).toBe(true);
  // The file it relies on is checked by tests/unit/patchManifest.spec.ts, the bundle by tests/unit/moduleReplacement.spec.ts.
});

test('the policy step gives every HTML file its policy, in nested folders too, and leaves no other file', async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'csp-'));
  mkdirSync(path.join(outDir, 'blog', 'welcome'), {recursive: true});
  writeFileSync(path.join(outDir, '404.html'), page('<script>a()</script>'));
  writeFileSync(path.join(outDir, 'blog', 'welcome', 'index.html'), page('', '<script>b()</script>'));
  writeFileSync(path.join(outDir, 'sitemap.xml'), '<urlset/>');
  await runPostBuild(outDir);
  expect(directive(policyOf(readFileSync(path.join(outDir, '404.html'), 'utf8'))!, 'script-src')).toContain(scriptHashSource('a()'));
  expect(directive(policyOf(readFileSync(path.join(outDir, 'blog/welcome/index.html'), 'utf8'))!, 'script-src')).toContain(
    scriptHashSource('b()'),
  );
  expect(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8')).toBe('<urlset/>');
  expect(readdirSync(outDir, {recursive: true}).filter((file) => String(file).includes('tmp'))).toEqual([]);
});
