/**
 * An area overview's "Pages by audience" list: one group per audience, with the guides that
 * declare it. The groups come from the audience-index plugin's data file, imported here only, so
 * only the overview pages download them.
 */
import Link from '@docusaurus/Link';
import audienceIndex from '@generated/audience-index/default/audience-index.json';
import {AUDIENCES} from '@site/src/data/audiences';
import type {AudienceIndexData} from '@site/src/features/audience-index';
import styles from './styles.module.css';

export default function AudienceIndex({area}: {area: 'studio' | 'campfire'}) {
  const groups = (audienceIndex as AudienceIndexData)[area];
  return (
    <div className={styles.groups}>
      {AUDIENCES.filter((audience) => groups[audience.id]).map((audience) => (
        <section key={audience.id} className={styles.group} aria-labelledby={`audience-${audience.id}`}>
          <h3 id={`audience-${audience.id}`}>{audience.label}</h3>
          <p className={styles.description}>{audience.description}</p>
          <ul>
            {groups[audience.id].map((page) => (
              <li key={page.permalink}>
                <Link to={page.permalink}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
