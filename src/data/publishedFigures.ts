/**
 * Numbers, limits, defaults and durations that a page of the published documentation site states, so the
 * guides may repeat them. A figure no published page gives belongs in UNSOURCED (./productFacts.ts) instead.
 * tests/unit/unsourcedFigures.spec.ts holds every page to these two lists.
 */
export type PublishedFigure = {
  /** The figure as pages write it, for example "8 hours". */
  figure: string;
  /** What it measures. */
  what: string;
  /** The published page that gives it. */
  source: string;
};

export const PUBLISHED_FIGURES = [
  {figure: '8 hours', what: 'How long an SDK v2 auth token stays valid.', source: '/developers/sdk/components-v2/authentication'},
  {figure: '8-hour', what: 'The same token lifetime, as an adjective ("an 8-hour token").', source: '/developers/sdk/components-v2/authentication'},
  {figure: 'eight hours', what: 'The same token lifetime, written in words.', source: '/developers/sdk/components-v2/authentication'},
  {figure: '2x', what: 'The smaller Font Scaling option of an item (twice the default size).', source: '/studio/items/item-metadata'},
  {figure: '3x', what: 'The larger Font Scaling option of an item (three times the default size).', source: '/studio/items/item-metadata'},
  {figure: 'two or three times the default size', what: 'The two Font Scaling options, in words.', source: '/studio/items/item-metadata'},
  {figure: 'hidden by default', what: 'Disabled users are left out of the People directory until "Show disabled users" is on.', source: '/campfire/admin/roles-and-permissions'},
] as const satisfies readonly PublishedFigure[];
