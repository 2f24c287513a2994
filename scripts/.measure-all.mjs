import {readFileSync} from 'node:fs';
import {launchBrowser, measurePage} from './bench/pageWeight.mjs';
const paths = [...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const browser = await launchBrowser();
const stock = await measurePage(browser, 'http://localhost:4174/docs/intro', {viewport: {width: 1280, height: 800}});
console.log('stock', stock.jsBytes);
const rows = [];
for (const p of paths) {
  const r = await measurePage(browser, 'http://localhost:4173' + p, {viewport: {width: 1280, height: 800}});
  rows.push([p, (r.jsBytes / stock.jsBytes).toFixed(3), (r.jsBytes / 1024).toFixed(1)]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const r of rows) console.log(r.join('\t'));
await browser.close();
