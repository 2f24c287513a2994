/**
 * Marks the searched words in the page's indexed content with the CSS Custom Highlight API. It
 * paints ranges without changing the DOM, so React's markup stays as React rendered it: wrapping
 * words in <mark> elements after hydration would break React's later updates of those nodes.
 */
import {SEARCH_HIGHLIGHT} from './results';
import './highlightWords.css';

/** Ranges of every word in `root` that starts with one of the searched words (so "roster" marks "rosters"). */
export function findWordRanges(root: Element, words: string): Range[] {
  const terms = words
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 1);
  if (terms.length === 0) {
    return [];
  }
  const escaped = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of node.nodeValue!.matchAll(pattern)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      ranges.push(range);
    }
  }
  return ranges;
}

export function highlightWords(words: string): void {
  const root = document.querySelector('[data-pagefind-body]');
  if (!root || typeof CSS === 'undefined' || !('highlights' in CSS)) {
    return;
  }
  CSS.highlights.set(SEARCH_HIGHLIGHT, new Highlight(...findWordRanges(root, words)));
}
