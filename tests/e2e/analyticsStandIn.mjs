/**
 * Answers Google's analytics hosts for the browser tests, so no test reaches Google or reports a page
 * view, without intercepting requests: Playwright's interception (`page.route`) pauses every request of
 * the page for the test worker and turns the HTTP cache off. Chromium resolves the hosts to this server
 * (ANALYTICS_RESOLVER_RULES in tests/e2e/analyticsHosts.cjs) and accepts its self-signed certificate
 * (the e2e project's `ignoreHTTPSErrors`). It serves the gtag.js stand-in (gtagStandIn.js), a
 * transparent pixel to image reports and an empty answer to the rest, as the real endpoints do.
 *
 * Usage: node tests/e2e/analyticsStandIn.mjs --port N (started by playwright.config.ts).
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer} from 'node:https';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({options: {port: {type: 'string'}}});
const GTAG_STAND_IN = readFileSync(new URL('gtagStandIn.js', import.meta.url), 'utf8');
/** A transparent 1x1 GIF, the answer to an analytics image request. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A throwaway key and self-signed certificate, made for this run (nothing secret is kept in the repository). */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'analytics-stand-in-'));
  try {
    const [key, cert] = ['key.pem', 'cert.pem'].map((name) => path.join(dir, name));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=analytics-stand-in'], {
      stdio: 'ignore',
    });
    return {key: readFileSync(key), cert: readFileSync(cert)};
  } catch (error) {
    throw new Error(`tests/e2e/analyticsStandIn.mjs needs the openssl command to make its certificate: ${error.message}`);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

createServer(selfSignedCertificate(), (request, response) => {
  const {pathname} = new URL(request.url, 'https://stand-in');
  if (pathname === '/gtag/js') {
    response.writeHead(200, {'content-type': 'text/javascript'}).end(GTAG_STAND_IN);
  } else if (request.headers['sec-fetch-dest'] === 'image') {
    response.writeHead(200, {'content-type': 'image/gif'}).end(PIXEL);
  } else {
    response.writeHead(204).end();
  }
}).listen(Number(values.port), '127.0.0.1', () => console.log(`Analytics stand-in at https://127.0.0.1:${values.port}/`));
