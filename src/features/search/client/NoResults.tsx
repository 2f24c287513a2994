import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import styles from './NoResults.module.css';

const AREAS = [
  {label: 'Studio', to: '/studio/'},
  {label: 'Campfire', to: '/campfire/'},
  {label: 'Developers', to: '/developers/'},
];

/** What to try when a search finds nothing. */
export default function NoResults({query, className}: {query: string; className?: string}): ReactNode {
  return (
    <div className={clsx(styles.noResults, className)}>
      <p>
        <strong>No pages match “{query}”.</strong>
      </p>
      <ul>
        <li>Check the spelling.</li>
        <li>Try fewer words, or a more general one: “exam” rather than “exam session results export”.</li>
        <li>
          Or start from an area’s overview:{' '}
          {AREAS.map((area, index) => (
            <span key={area.to}>
              {index > 0 && ', '}
              <Link to={area.to}>{area.label}</Link>
            </span>
          ))}
          .
        </li>
      </ul>
    </div>
  );
}
