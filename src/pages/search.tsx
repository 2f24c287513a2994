/**
 * /search?q=…: every page that matches, best first, a page of results at a time, with a filter for
 * each facet the index reports (such as the audience of a guide). Pagefind loads when the page
 * has a query; the address holds the query, so a search can be bookmarked and shared.
 */
import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {PagefindFilterCounts, PagefindSearchOptions, SearchResult} from '@site/src/features/search/engine';
import {loadSearch} from '@site/src/features/search/client/pagefind';
import {resultHref, resultName, resultRoute} from '@site/src/features/search/client/results';
import {areaOf} from '@site/src/siteAreas';
import {QUERY_PARAM, SEARCH_PAGE, searchPageHref} from '@site/src/features/search/client/searchPage';
import Excerpt from '@site/src/features/search/client/Excerpt';
import NoResults from '@site/src/features/search/client/NoResults';
import styles from './search.module.css';

/** Results shown at a time; each one downloads its page's fragment of the index. */
const PAGE_SIZE = 10;

type Selection = Record<string, string[]>;

type Found = {
  query: string;
  /** Pages that match. */
  total: number;
  counts: PagefindFilterCounts;
  /** The best section of each of the best pages. */
  loaded: SearchResult[];
  /** After "Show more results": the index of the first new result, which takes focus. */
  focusFrom?: number;
};

type Status = 'idle' | 'searching' | 'done' | 'unavailable';

function pagefindFilters(selection: Selection): PagefindSearchOptions['filters'] {
  return Object.fromEntries(Object.entries(selection).filter(([, values]) => values.length > 0).map(([name, values]) => [name, {any: values}]));
}

const filterLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function Filters({
  available,
  counts,
  selection,
  onChange,
}: {
  available: PagefindFilterCounts;
  counts: PagefindFilterCounts;
  selection: Selection;
  onChange: (selection: Selection) => void;
}): ReactNode {
  return Object.entries(available).map(([name, values]) => (
    <fieldset key={name} className={styles.filter}>
      <legend>{filterLabel(name)}</legend>
      {Object.keys(values)
        .sort()
        .map((value) => {
          const checked = selection[name]?.includes(value) ?? false;
          return (
            <label key={value} className={styles.filterOption}>
              <input
                type="checkbox"
                checked={checked}
                onChange={() =>
                  onChange({
                    ...selection,
                    [name]: checked ? selection[name]!.filter((other) => other !== value) : [...(selection[name] ?? []), value],
                  })
                }
              />{' '}
              {value} ({counts[name]?.[value] ?? 0})
            </label>
          );
        })}
    </fieldset>
  ));
}

export default function SearchPage(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const location = useLocation();
  // Read from the address after hydration: the server rendered this page without a query.
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState('');
  const [selection, setSelection] = useState<Selection>({});
  const [available, setAvailable] = useState<PagefindFilterCounts>({});
  const [found, setFound] = useState<Found | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const firstNewResult = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const fromAddress = new URLSearchParams(location.search).get(QUERY_PARAM) ?? '';
    setQuery(fromAddress);
    setDraft(fromAddress);
  }, [location.search]);

  useEffect(() => {
    if (!query.trim()) {
      setFound(null);
      setStatus('idle');
      return undefined;
    }
    let current = true;
    setStatus('searching');
    (async () => {
      const engine = await loadSearch(baseUrl);
      const [filters, outcome] = await Promise.all([engine.filters(), engine.search(query, {limit: PAGE_SIZE, filters: pagefindFilters(selection), filterCounts: true})]);
      if (current) {
        setAvailable(filters);
        setFound({query: query.trim(), total: outcome.total, counts: outcome.filters, loaded: outcome.results});
        setStatus('done');
      }
    })().catch(() => current && setStatus('unavailable'));
    return () => {
      current = false;
    };
  }, [query, selection, baseUrl]);

  // After "Show more results", focus moves to the first of the new results.
  useEffect(() => {
    if (found?.focusFrom !== undefined) {
      firstNewResult.current?.focus();
    }
  }, [found]);

  // A second click while the next page of results downloads must not load that page twice.
  const loadingMore = useRef(false);
  const loadMore = async () => {
    if (!found || loadingMore.current) {
      return;
    }
    loadingMore.current = true;
    try {
      const from = found.loaded.length;
      const engine = await loadSearch(baseUrl);
      const {results} = await engine.search(found.query, {limit: from + PAGE_SIZE, filters: pagefindFilters(selection)});
      // A new search may have replaced these results meanwhile; then the extra page is dropped.
      setFound((current) => (current === found ? {...found, loaded: results, focusFrom: from} : current));
    } finally {
      loadingMore.current = false;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    history.push(searchPageHref(draft));
  };

  const total = found?.total ?? 0;

  return (
    <Layout title={query ? `Search: ${query}` : 'Search'} description="Search the guides, the API reference and the blog.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Search the documentation</Heading>
        <form role="search" aria-label="Search the documentation" action={SEARCH_PAGE} onSubmit={submit} className={styles.form}>
          <label htmlFor="search-page-query" className={styles.label}>
            Words to search for
          </label>
          <input
            id="search-page-query"
            name={QUERY_PARAM}
            type="search"
            className={styles.input}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        {/* Above the filters and results, which arrive together: nothing on screen moves when they do. */}
        <p role="status" className={styles.count}>
          {status === 'searching' && 'Searching…'}
          {status === 'unavailable' && 'Search is not available right now. Please try again in a moment.'}
          {status === 'done' && found && `${total} ${total === 1 ? 'result' : 'results'} for “${found.query}”`}
        </p>
        <div className={styles.layout}>
          {Object.keys(available).length > 0 && (
            <aside className={styles.filters} aria-label="Filters">
              <Filters available={available} counts={found?.counts ?? {}} selection={selection} onChange={setSelection} />
            </aside>
          )}
          <div className={styles.results}>
            {status === 'done' && found && total === 0 && <NoResults query={found.query} />}
            {found && found.loaded.length > 0 && (
              <ol className={styles.list}>
                {found.loaded.map((result, index) => {
                  const route = resultRoute(result);
                  const {title, heading} = resultName(result);
                  return (
                    <li key={result.url} className={styles.result}>
                      <Heading as="h2" className={styles.resultTitle}>
                        <Link to={resultHref(result, found.query)} ref={index === found.focusFrom ? firstNewResult : undefined}>
                          {title}
                          {heading && ` › ${heading}`}
                        </Link>
                      </Heading>
                      <p className={styles.resultPlace}>
                        {areaOf(route)} · {route}
                      </p>
                      <p className={styles.resultExcerpt}>
                        <Excerpt parts={result.excerptParts} />
                      </p>
                    </li>
                  );
                })}
              </ol>
            )}
            {found && found.loaded.length < total && (
              <button type="button" className="button button--secondary" onClick={() => void loadMore()}>
                Show more results ({found.loaded.length} of {total} shown)
              </button>
            )}
          </div>
        </div>
      </main>
    </Layout>
  );
}
