/** How the Firefox driver treats a goto that times out (tests/engines/firefoxDriver.ts: loadInFirefox). */
import {expect, test} from '@playwright/test';
import {TimeoutError} from 'puppeteer-core';
import {loadInFirefox} from '../engines/firefoxDriver';

const URL = 'http://127.0.0.1:4000/studio/items/question-types/order-sequence';

/** A page whose goto answers in turn from `outcomes` and whose document is `document`. */
function fakePage(outcomes: ('loads' | 'times out' | 'fails')[], document: {href: string; readyState: string}) {
  const calls = {goto: 0};
  const page = {
    goto: async () => {
      const outcome = outcomes[calls.goto++];
      if (outcome === 'times out') throw new TimeoutError('Navigation timeout of 30000 ms exceeded');
      if (outcome === 'fails') throw new Error('net::ERR_CONNECTION_REFUSED');
      return null;
    },
    evaluate: async () => document,
  };
  return {page: page as unknown as Parameters<typeof loadInFirefox>[0], calls};
}

test('a goto that times out on the document asked for, parsed, is taken as loaded', async () => {
  const {page, calls} = fakePage(['times out'], {href: URL, readyState: 'interactive'});
  const logged: string[] = [];
  await loadInFirefox(page, URL, (message) => logged.push(message));
  expect(calls.goto).toBe(1);
  expect(logged).toEqual([expect.stringContaining('the document had loaded')]);
});

test('a goto that times out before the document loads is tried once more, and fails the second time', async () => {
  const stillLoading = fakePage(['times out', 'loads'], {href: URL, readyState: 'loading'});
  await loadInFirefox(stillLoading.page, URL, () => {});
  expect(stillLoading.calls.goto).toBe(2);

  const otherPage = fakePage(['times out', 'times out'], {href: 'about:blank', readyState: 'complete'});
  await expect(loadInFirefox(otherPage.page, URL, () => {})).rejects.toThrow(TimeoutError);
  expect(otherPage.calls.goto).toBe(2);
});

test('a goto that fails otherwise fails at once', async () => {
  const {page, calls} = fakePage(['fails'], {href: URL, readyState: 'complete'});
  await expect(loadInFirefox(page, URL, () => {})).rejects.toThrow('ERR_CONNECTION_REFUSED');
  expect(calls.goto).toBe(1);
});
