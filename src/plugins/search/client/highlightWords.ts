/**
 * Marks the searched words in the page's indexed content with the CSS Custom Highlight API. It
 * paints ranges without changing the DOM, so React's markup stays as React rendered it: wrapping
 * words in <mark> elements after hydration would break React's later updates of those nodes.
 */
import {isMarked, markedForms, queryWords} from '@site/src/features/search/words';
import {SEARCH_HIGHLIGHT} from './results';
import './highlightWords.css';

/**
 * Ranges of every whole word in `root` that is a searched word or one of its forms ("roster" marks
 * "rosters"), never part of another word ("an" does not mark "another").
 */
export function findWordRanges(root: Element, words: string): Range[] {
  const marked = markedForms(queryWords(words));
  if (marked.size === 0) {
    return [];
  }
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of node.nodeValue!.matchAll(/[\p{L}\p{N}]+(?:[_'’][\p{L}\p{N}]+)*/gu)) {
      if (isMarked(match[0], marked)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        ranges.push(range);
      }
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
