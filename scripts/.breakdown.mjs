import {launchBrowser} from './bench/pageWeight.mjs';
const browser = await launchBrowser();
for (const url of process.argv.slice(2)) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.route(/googletagmanager|google-analytics/, (route) => route.fulfill({status: 204, body: ''}));
  const reqs = [];
  page.on('requestfinished', (r) => reqs.push(r));
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r())));
  await page.waitForLoadState('networkidle');
  let total = 0;
  console.log(url);
  for (const r of reqs) if (r.resourceType() === 'script') { const s = (await r.sizes()).responseBodySize; total += s; console.log('  ', (s/1024).toFixed(1), r.url().replace(/^.*\/assets\/js\//, '')); }
  console.log('  total', (total/1024).toFixed(1));
  await context.close();
}
await browser.close();
