#!/usr/bin/env node
/**
 * Serves the production build the way a static host does: clean URLs,
 * gzip compression and the 404 page with a 404 status. `docusaurus serve`
 * does not compress, which would distort page-weight measurements.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--dir build] [--prefix /] [--hosting-headers]
 * --prefix serves the site below another path, e.g. to check the wrong-base-URL banner.
 * --hosting-headers sends the cache and security headers README's Hosting section asks of a host,
 * and answers revalidations (If-None-Match) with 304.
 * --log-requests prints `request <path>` for each request (tests count them); --port 0 takes any free port.
 */
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.xsl', '.txt', '.md', '.yaml']);

/** Content-hashed files: a changed file gets a new name, so a browser may keep each one for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, the search index's entry, feeds): reused only after the server confirms it. */
const REVALIDATE = 'no-cache';

/** The headers README's Hosting section asks a host to send with a response for this path. */
export function hostingHeaders(urlPath) {
  return {
    'Cache-Control': urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    'Content-Security-Policy': "frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  };
}

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
}

/** The file a URL path maps to, or undefined: /a/b -> a/b, a/b.html or a/b/index.html. */
export function resolveFile(root, urlPath) {
  const relative = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, relative);
  const candidates = [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find((candidate) => candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * Each file's gzip body, compressed at its first request: the test suite requests the same scripts
 * thousands of times. Keyed by size and modification time too, so a rebuilt file is compressed again.
 */
const gzipped = new Map();
function gzippedBody(file) {
  const {size, mtimeMs} = statSync(file);
  const key = `${file}\0${size}\0${mtimeMs}`;
  let body = gzipped.get(key);
  if (!body) {
    body = gzipSync(readFileSync(file));
    gzipped.set(key, body);
  }
  return body;
}

/**
 * `headers(urlPath)` adds response headers (hostingHeaders, or a test's own); with it, files carry an
 * ETag and a matching If-None-Match is answered 304, as a host that lets browsers revalidate does.
 */
export function startServer({root, port, prefix = '/', headers: extraHeaders}) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = url.pathname.startsWith(prefix) ? resolveFile(root, `/${url.pathname.slice(prefix.length)}`) : undefined;
    const status = file ? 200 : 404;
    const body = file ?? path.join(root, '404.html');
    const extension = path.extname(body);
    const headers = {'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream', Vary: 'Accept-Encoding'};
    if (extraHeaders) {
      const {size, mtimeMs} = statSync(body);
      headers.ETag = `"${size.toString(36)}-${Math.round(mtimeMs).toString(36)}"`;
      Object.assign(headers, extraHeaders(url.pathname));
      if (status === 200 && request.headers['if-none-match'] === headers.ETag) {
        response.writeHead(304, headers);
        response.end();
        return;
      }
    }
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) {
      headers['Content-Encoding'] = 'gzip';
    }
    response.writeHead(status, headers);
    if (request.method === 'HEAD') {
      response.end();
    } else if (gzip) {
      response.end(gzippedBody(body));
    } else {
      createReadStream(body).pipe(response);
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(option('dir', 'build'));
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`No build found in ${root}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const port = Number(option('port', process.env.PORT ?? 3000));
  const prefix = option('prefix', '/');
  const logRequests = process.argv.includes('--log-requests');
  const headers = process.argv.includes('--hosting-headers') ? hostingHeaders : undefined;
  const server = await startServer({root, port, prefix, headers});
  if (logRequests) {
    server.on('request', (request) => console.log(`request ${new URL(request.url ?? '/', 'http://localhost').pathname}`));
  }
  console.log(`Serving ${root} with gzip at http://localhost:${server.address().port}${prefix}`);
}
