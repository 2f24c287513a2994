/**
 * Serves the production build to the engine smoke suite as scripts/serve.mjs does (no cache headers),
 * without compression, and with probe.js inlined at the top of every page's <head>.
 */
import {readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

const BUILD = path.resolve('build');
const PROBE = `<script>${readFileSync(path.join(__dirname, 'probe.js'), 'utf8')}</script>`;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Starts the server on a free port; resolves to its base URL and a stop function. */
export async function startProbeServer(): Promise<{url: string; stop: () => Promise<void>}> {
  // Imported, not required: the script's command-line part awaits at its top level.
  const {resolveFile} = await import('../../scripts/serve.mjs');
  const server: Server = createServer((request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    const file: string | undefined = resolveFile(BUILD, pathname);
    const served = file ?? path.join(BUILD, '404.html');
    const extension = path.extname(served);
    let body: Buffer | string = readFileSync(served);
    if (extension === '.html') {
      // Before <meta charset> and the policy's meta tag: the policy does not apply to what precedes it.
      body = body.toString('utf8').replace(/<head>/i, (head) => `${head}${PROBE}`);
    }
    response.writeHead(file ? 200 : 404, {'Content-Type': TYPES[extension] ?? 'application/octet-stream'});
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
