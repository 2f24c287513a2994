import {expect, test} from '@playwright/test';
import {cleanPath} from '../../src/clientModules/cleanPaths';

test('cleanPath strips .html, /index and /index.html and leaves clean paths alone', () => {
  expect(cleanPath('/studio/release-notes.html')).toBe('/studio/release-notes');
  expect(cleanPath('/campfire/index')).toBe('/campfire/');
  expect(cleanPath('/studio/index.html')).toBe('/studio/');
  expect(cleanPath('/index.html')).toBe('/');
  expect(cleanPath('/studio/items/item-metadata')).toBe('/studio/items/item-metadata');
  expect(cleanPath('/developers/')).toBe('/developers/');
  expect(cleanPath('/studio/indexing-guide')).toBe('/studio/indexing-guide');
});
