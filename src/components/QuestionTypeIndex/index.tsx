import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {QUESTION_TYPE_GROUPS, questionTypeDocId} from '@site/src/data/questionTypes';
import {QUESTION_DRAWING_THUMBNAILS} from '@site/src/features/question-drawings/QuestionDrawing/thumbnails';
import styles from './styles.module.css';

const groupId = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Table of contents entries for the page that renders this index (MDX cannot see headings inside components). */
export const questionTypeIndexToc = QUESTION_TYPE_GROUPS.map((group) => ({
  value: group.label,
  id: groupId(group.label),
  level: 2,
}));

/** Every Studio question type, grouped, with a thumbnail of the student's view, a one-line summary and a link to its page. */
export default function QuestionTypeIndex(): ReactNode {
  return (
    <>
      {QUESTION_TYPE_GROUPS.map((group) => (
        <section key={group.label}>
          <Heading as="h2" id={groupId(group.label)}>
            {group.label}
          </Heading>
          <p>{group.description}</p>
          <ul className={styles.grid}>
            {group.types.map((questionType) => {
              const thumbnail = QUESTION_DRAWING_THUMBNAILS[questionType.slug];
              return (
                <li key={questionType.slug} className={styles.card}>
                  <div className={styles.thumbnail}>
                    {/* Decorative: the link below names the type. */}
                    <img src={thumbnail.src} width={thumbnail.width} height={thumbnail.height} alt="" loading="lazy" decoding="async" />
                  </div>
                  <Link to={`/${questionTypeDocId(questionType.slug)}`} className={styles.title}>
                    {questionType.title}
                  </Link>
                  <span>{questionType.summary}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
