import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {AUDIENCE_FIXTURE_WORD} from './plugin';

/**
 * A page labelled with an audience the way guides are (a Pagefind filter), so the search page's
 * filters can be tested whatever audiences the real guides carry.
 */
export default function AudiencePage({audience, permalink}: {audience: string; permalink: string}): ReactNode {
  return (
    <Layout title={`Audience fixture: ${audience}`}>
      <main className="container margin-vert--lg">
        <div
          data-pagefind-body=""
          data-pagefind-meta="title[data-title], route[data-route]"
          data-title={`Audience fixture: ${audience}`}
          data-route={permalink}>
          <h1>Audience fixture: {audience}</h1>
          <p>
            Audience: <span data-pagefind-filter="audience">{audience}</span>
          </p>
          <p>This page exists for the search tests and holds the word {AUDIENCE_FIXTURE_WORD}.</p>
        </div>
      </main>
    </Layout>
  );
}
