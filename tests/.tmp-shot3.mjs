import {chromium} from 'playwright';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
const page = await browser.newPage({viewport: {width: 1280, height: 1000}});
await page.goto('http://localhost:4617/developers/api/get-exam-session', {waitUntil: 'networkidle'});
await page.locator('text=Responses').first().scrollIntoViewIfNeeded();
await page.mouse.wheel(0, 400);
await page.waitForTimeout(800);
await page.screenshot({path: '/tmp/api-resp.png'});
const tab = page.getByRole('tab', {name: '429'});
if (await tab.count()) { await tab.first().click(); await page.waitForTimeout(500); await tab.first().scrollIntoViewIfNeeded(); await page.screenshot({path: '/tmp/api-429.png'}); }
await browser.close();
