import {expect, test} from '@playwright/test';
import {excerptParts, resultHref, sectionOf} from '../../src/features/search/client/results';
import {searchPageHref} from '../../src/features/search/client/searchPage';
import {SEARCH_ALIASES} from '../../src/features/search/searchAliases';
import {PUBLISHED} from '../routeList';
import queries from '../search-queries.json';

const page = (meta: {title?: string; route?: string}, url = '/studio/items/item-metadata/') => ({url, excerpt: '', content: '', meta});

test('an excerpt becomes text and marked words, never HTML', () => {
  expect(excerptParts('the <mark>Roster.</mark> A &lt;script&gt; &amp; <mark>roster</mark>')).toEqual([
    {text: 'the ', marked: false},
    {text: 'Roster.', marked: true},
    {text: ' A <script> & ', marked: false},
    {text: 'roster', marked: true},
  ]);
  expect(excerptParts('')).toEqual([]);
});

test('a result opens the page at its own route, asking it to mark the searched words', () => {
  expect(resultHref(page({route: '/studio/items/item-metadata'}), ' item metadata ')).toBe('/studio/items/item-metadata?highlight=item+metadata');
  // Pagefind's own URL (the built file's folder) only when the page declares no route.
  expect(resultHref(page({}), 'x')).toBe('/studio/items/item-metadata/?highlight=x');
  expect(searchPageHref(' essay question ')).toBe('/search?q=essay+question');
});

test('each result names the part of the site it belongs to', () => {
  expect(sectionOf('/developers/api/create-exam')).toBe('API reference');
  expect(sectionOf('/developers/terminology')).toBe('Developers');
  expect(sectionOf('/studio/')).toBe('Studio');
  expect(sectionOf('/campfire/classrooms/roster')).toBe('Campfire');
  expect(sectionOf('/blog/welcome')).toBe('Blog');
});

test('search aliases name published pages, each with distinct words', () => {
  for (const [route, aliases] of Object.entries(SEARCH_ALIASES)) {
    expect(PUBLISHED, route).toContain(route);
    expect(aliases.length, route).toBeGreaterThan(0);
    expect(new Set(aliases.map((alias) => alias.toLowerCase())).size, route).toBe(aliases.length);
  }
});

test('the relevance suite has at least 30 queries from each kind of reader, each answered by a published page', () => {
  expect(queries.length).toBeGreaterThanOrEqual(30);
  expect(new Set(queries.map((entry) => entry.reader))).toEqual(new Set(['teacher', 'author', 'developer']));
  expect(new Set(queries.map((entry) => entry.query.toLowerCase())).size).toBe(queries.length);
  for (const {query, answer} of queries) {
    expect(PUBLISHED, query).toContain(answer);
  }
});
