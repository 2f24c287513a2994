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
import type {SearchResult} from '@site/src/features/search/engine';
import {loadSearch} from '../../client/pagefind';
import {areaOf} from '@site/src/siteAreas';
import {resultHref, resultName, resultRoute} from '../../client/results';
import Excerpt from '../../client/Excerpt';
import NoResults from '../../client/NoResults';
import {searchPageHref} from '../../client/searchPage';
import styles from './styles.module.css';

/** Results shown in the list; each one downloads its page's fragment of the index. */
const SHOWN_RESULTS = 5;
/** Typing pauses shorter than this start no search… */
const TYPING_DELAY_MS = 120;
/** …or than this while the reader is likely mid-word or mid-question (stillTyping). */
const STILL_TYPING_DELAY_MS = 700;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome =
  | {status: 'idle'}
  | {status: 'searching'}
  | {status: 'unavailable'}
  | {status: 'done'; query: string; total: number; shown: SearchResult[]};

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

/** The page's title, then the section's heading when the result is a section further down. */
function ResultName({result}: {result: SearchResult}): ReactNode {
  const {title, heading} = resultName(result);
  return (
    <span className={styles.resultTitle}>
      {title}
      {heading && ` › ${heading}`}
    </span>
  );
}

export default function SearchBar(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const input = useRef<HTMLInputElement>(null);
  /** The search under way; a key press aborts it, so its remaining work never delays the next. */
  const running = useRef<AbortController | null>(null);
  /** Searches are numbered as they start; the box shows the outcome of the latest one shown, never an older one after it. */
  const started = useRef(0);
  const lastShown = useRef(0);
  const listboxId = `${useId()}-results`;
  const [query, setQuery] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({status: 'idle'});
  const [open, setOpen] = useState(false);
  /** The page of the result the reader chose with the arrow keys; the option it is in the list shown is derived below. */
  const [chosenRoute, setChosenRoute] = useState<string | null>(null);

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

  const prepare = useCallback(() => void loadSearch(baseUrl).catch(() => undefined), [baseUrl]);

  /**
   * Shows the outcome of the search numbered `number`, unless a later one is shown already. A result the reader chose
   * with the arrow keys stays chosen when the fresher results still list its page: the results of the first letters
   * are shown while the last search runs, and Enter must open what the reader chose, not the search page.
   */
  const show = (number: number, next: Outcome) => {
    if (number < lastShown.current) return;
    lastShown.current = number;
    setOutcome(next);
    const fresh = next.status === 'done' ? next.shown : [];
    setChosenRoute((route) => (fresh.some((result) => resultRoute(result) === route) ? route : null));
  };

  const search = async (text: string) => {
    running.current?.abort();
    const current = new AbortController();
    running.current = current;
    const number = ++started.current;
    if (!text.trim()) {
      show(number, {status: 'idle'});
      return;
    }
    setOutcome((current) => (current.status === 'done' ? current : {status: 'searching'}));
    try {
      const loading = loadSearch(baseUrl);
      // What a rare word of the query needs is fetched during the pause, not after it (engine.ts, prefetch).
      loading.then((engine) => engine.search.prefetch(text)).catch(() => undefined);
      const [engine] = await Promise.all([loading, wait(TYPING_DELAY_MS)]);
      if (!current.signal.aborted && engine.stillTyping(text)) {
        await wait(STILL_TYPING_DELAY_MS - TYPING_DELAY_MS);
      }
      if (current.signal.aborted) {
        return; // replaced by a later key press
      }
      const {results, total} = await engine.search(text, {limit: SHOWN_RESULTS, signal: current.signal});
      // A search that completes has fetched its results' fragments (the engine stops an aborted search
      // only before that): it is shown even if the reader typed on meanwhile, as the freshest results the
      // box has while the next search runs (unless the reader empties the box or opens a page meanwhile).
      // A later search ready first is shown instead: its results are the fresher, and the earlier one's
      // fragments had been requested before the key was pressed either way.
      show(number, {status: 'done', query: text.trim(), total, shown: results});
    } catch {
      if (!current.signal.aborted) {
        show(number, {status: 'unavailable'});
      }
    }
  };

  const close = () => {
    setOpen(false);
    setChosenRoute(null);
  };

  const go = (href: string) => {
    close();
    setQuery('');
    running.current?.abort();
    show(++started.current, {status: 'idle'});
    input.current?.blur();
    history.push(href);
  };

  const shown = outcome.status === 'done' ? outcome.shown : [];
  const active = shown.findIndex((result) => resultRoute(result) === chosenRoute);
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
          const next = active === -1 && step === -1 ? shown.length - 1 : (active + step + shown.length) % shown.length;
          setChosenRoute(resultRoute(shown[next]!));
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
      {/* data-results-for: the query the results shown answer, which the search bench waits for. */}
      <div className={styles.popup} hidden={!open || outcome.status === 'idle'} data-results-for={outcome.status === 'done' ? outcome.query : undefined}>
        <ul id={listboxId} role="listbox" aria-label="Search results" className={styles.results} hidden={!expanded}>
          {shown.map((result, index) => (
            <li
              key={result.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.result}
              // Keeps focus in the box, so the list stays open until the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(resultHref(result, query))}>
              <ResultName result={result} />
              <span className={styles.resultSection}>{areaOf(resultRoute(result))}</span>
              <Excerpt parts={result.excerptParts} className={styles.resultExcerpt} />
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
