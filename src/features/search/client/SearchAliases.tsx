import type {ReactNode} from 'react';
import {SEARCH_ALIASES} from '@site/src/features/search/searchAliases';
import styles from './SearchAliases.module.css';

/** Pagefind's weight of a top-level heading: an alias counts as much as the page's title. */
const ALIAS_WEIGHT = '7';

/** The words readers also search with for this page, shown so a reader sees why search found it. */
export default function SearchAliases({route}: {route: string}): ReactNode {
  const aliases = SEARCH_ALIASES[route];
  if (!aliases) {
    return null;
  }
  return (
    <p className={styles.aliases} data-pagefind-weight={ALIAS_WEIGHT}>
      Also searched as: {aliases.join(', ')}
    </p>
  );
}
