/**
 * The navbar search box, a WAI-ARIA combobox (the "list autocomplete" pattern): typing shows the
 * best matching pages in a list below it, Up and Down move through them, Enter opens one (or, with
 * none chosen, the search page with every result), Escape closes the list and then clears the box.
 * Ctrl-K, ⌘-K and "/" focus it from anywhere. Pagefind loads on the first focus or key press, so a
 * page carries only this component until the reader searches.
 */
import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Link from '@docusaurus/Link';
import {loadPagefind, type PagefindResultData} from '../../client/pagefind';
import {resultHref, resultTitle, sectionOf} from '../../client/results';
import Excerpt from '../../client/Excerpt';
import NoResults from '../../client/NoResults';
import {searchPageHref} from '../../client/searchPage';
import styles from './styles.module.css';

/** Results shown in the list; each one downloads its page's fragment of the index. */
const SHOWN_RESULTS = 5;
/** Typing pauses shorter than this start no search. */
const TYPING_DELAY_MS = 120;

type Outcome =
  | {status: 'idle'}
  | {status: 'searching'}
  | {status: 'unavailable'}
  | {status: 'done'; query: string; total: number; shown: PagefindResultData[]};

/** Ctrl-K or ⌘-K anywhere, or "/" outside a text field. */
function isSearchShortcut(event: globalThis.KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
    return true;
  }
  const target = event.target as HTMLElement | null;
  const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing;
}

function announcement(outcome: Outcome): string {
  switch (outcome.status) {
    case 'done':
      return outcome.total === 0
        ? `No results for ${outcome.query}.`
        : `${outcome.total} ${outcome.total === 1 ? 'result' : 'results'}, ${outcome.shown.length} shown. Use the Up and Down arrows to choose one.`;
    case 'unavailable':
      return 'Search is not available right now.';
    default:
      return '';
  }
}

export default function SearchBar(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const input = useRef<HTMLInputElement>(null);
  const latestSearch = useRef(0);
  const listboxId = `${useId()}-results`;
  const [query, setQuery] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({status: 'idle'});
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const focusSearch = (event: globalThis.KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', focusSearch);
    return () => window.removeEventListener('keydown', focusSearch);
  }, []);

  const prepare = useCallback(() => void loadPagefind(baseUrl).catch(() => undefined), [baseUrl]);

  const search = async (text: string) => {
    const searchId = ++latestSearch.current;
    if (!text.trim()) {
      setOutcome({status: 'idle'});
      return;
    }
    setOutcome((current) => (current.status === 'done' ? current : {status: 'searching'}));
    try {
      const pagefind = await loadPagefind(baseUrl);
      const response = await pagefind.debouncedSearch(text, {}, TYPING_DELAY_MS);
      if (!response) {
        return; // replaced by a later key press
      }
      const shown = await Promise.all(response.results.slice(0, SHOWN_RESULTS).map((result) => result.data()));
      if (searchId === latestSearch.current) {
        setOutcome({status: 'done', query: text.trim(), total: response.results.length, shown});
        setActive(-1);
      }
    } catch {
      if (searchId === latestSearch.current) {
        setOutcome({status: 'unavailable'});
      }
    }
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (href: string) => {
    close();
    setQuery('');
    setOutcome({status: 'idle'});
    input.current?.blur();
    history.push(href);
  };

  const shown = outcome.status === 'done' ? outcome.shown : [];
  const expanded = open && shown.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (shown.length > 0) {
          const step = event.key === 'ArrowDown' ? 1 : -1;
          // From no choice, Down goes to the first result and Up to the last.
          setActive((current) => (current === -1 && step === -1 ? shown.length - 1 : (current + step + shown.length) % shown.length));
        }
        break;
      }
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault();
          go(resultHref(shown[active]!, query));
        } else if (query.trim()) {
          event.preventDefault();
          go(searchPageHref(query));
        }
        break;
      case 'Escape':
        // Instead of the browser's own clearing of a search field, which would also close the list.
        event.preventDefault();
        if (open) {
          close();
        } else {
          setQuery('');
          void search('');
        }
        break;
      default:
    }
  };

  return (
    <div
      className={styles.searchBox}
      role="search"
      aria-label="Site"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          close();
        }
      }}>
      <input
        ref={input}
        className={`navbar__search-input ${styles.input}`}
        type="search"
        role="combobox"
        placeholder="Search"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="Control+K Meta+K /"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          void search(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.popup} hidden={!open || outcome.status === 'idle'}>
        <ul id={listboxId} role="listbox" aria-label="Search results" className={styles.results} hidden={!expanded}>
          {shown.map((data, index) => (
            <li
              key={data.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.result}
              // Keeps focus in the box, so the list stays open until the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(resultHref(data, query))}>
              <span className={styles.resultTitle}>{resultTitle(data)}</span>
              <span className={styles.resultSection}>{sectionOf(data.meta.route ?? data.url)}</span>
              <Excerpt excerpt={data.excerpt} className={styles.resultExcerpt} />
            </li>
          ))}
        </ul>
        {outcome.status === 'done' && outcome.total > shown.length && (
          <Link className={styles.allResults} to={searchPageHref(outcome.query)} onClick={close}>
            See all {outcome.total} results
          </Link>
        )}
        {outcome.status === 'done' && outcome.total === 0 && <NoResults query={outcome.query} className={styles.message} />}
        {outcome.status === 'searching' && <p className={styles.message}>Searching…</p>}
        {outcome.status === 'unavailable' && (
          <p className={styles.message}>Search is not available right now. Please try again in a moment.</p>
        )}
      </div>
      <div role="status" className={styles.visuallyHidden}>
        {open ? announcement(outcome) : ''}
      </div>
    </div>
  );
}
