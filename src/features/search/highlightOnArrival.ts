/**
 * On a page opened from a search result (`?highlight=words`), marks the searched words in the
 * indexed content. The marking code loads only then; on every other page this is one URL check.
 */
import type {ClientModule} from '@docusaurus/types';
import {HIGHLIGHT_PARAM, SEARCH_HIGHLIGHT} from './client/results';

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const words = new URLSearchParams(location.search).get(HIGHLIGHT_PARAM);
    if (words) {
      void import('./client/highlightWords').then(({highlightWords}) => highlightWords(words));
    } else if (typeof CSS !== 'undefined' && 'highlights' in CSS) {
      // Marks of a previous search result page, if the reader came from one.
      CSS.highlights.delete(SEARCH_HIGHLIGHT);
    }
  },
};

export default clientModule;
