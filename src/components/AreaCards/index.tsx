import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {PRODUCT_NAME} from '@site/src/constants';
import styles from './styles.module.css';

type Area = {title: string; to: string; audience: string; description: string; startHere: {label: string; to: string}};

const AREAS: Area[] = [
  {
    title: 'Studio',
    to: '/studio/',
    audience: 'For authors and content administrators',
    description: 'Write items in 35 question types, organize them into banks and collections, build exams and run bulk operations.',
    startHere: {label: 'Create an exam', to: '/studio/exams/create-an-exam'},
  },
  {
    title: 'Campfire',
    to: '/campfire/',
    audience: 'For teachers, school administrators and IT',
    description: 'Set up classrooms and rosters, assign assessments, score open responses and follow mastery by standard.',
    startHere: {label: 'Create a classroom', to: '/campfire/classrooms/create-classrooms'},
  },
  {
    title: 'Developers',
    to: '/developers/',
    audience: `For engineers integrating ${PRODUCT_NAME}`,
    description: 'Call the REST API, embed the player and editors with the SDK, and sign LTI launches.',
    startHere: {label: 'Browse the API reference', to: '/developers/api/health-check'},
  },
];

export default function AreaCards(): ReactNode {
  return (
    <section className={styles.areas} aria-label="Documentation areas">
      <div className="container">
        <div className="row">
          {AREAS.map((area) => (
            <div key={area.title} className="col col--4">
              <article className={styles.card}>
                <Heading as="h2">
                  <Link to={area.to}>{area.title}</Link>
                </Heading>
                <p className={styles.audience}>{area.audience}</p>
                <p>{area.description}</p>
                <Link to={area.startHere.to}>{area.startHere.label} →</Link>
              </article>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
