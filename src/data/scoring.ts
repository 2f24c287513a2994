/** Scoring labels as Studio and Campfire show them. */

/** The section of a question where scoring is set: its published name and its tabs, in order. */
export const SCORING_CONFIGURATION = {
  heading: 'Scoring Configuration',
  tabs: [
    {name: 'Custom Scoring', purpose: 'The point value, and for auto-scored types the Scoring Rule.'},
    {name: 'Rubric', purpose: 'Criteria and performance levels a teacher scores against.'},
    {name: 'Solution', purpose: 'A model answer or worked explanation.'},
  ],
} as const;

/** The names of the two scoring settings: one per question, one per item. */
export const SCORING_RULE_FIELD = 'Scoring Rule';
export const SCORING_METHOD_FIELD = 'Scoring Method';

/** The Scoring Rule of an auto-scored question (on the Custom Scoring tab). */
export const SCORING_RULES = [
  {name: 'All or nothing', meaning: 'Full points only when every part of the response is correct.'},
  {name: 'Partial credit', meaning: 'Each correct part earns its share of the points.'},
] as const;

/** The Scoring Method of an item (item metadata): how its questions' scores combine. */
export const SCORING_METHODS = [
  {name: 'Per question', apiValue: 'PER_QUESTION', meaning: 'Each question is scored on its own and the scores are added.'},
  {name: 'Dependent', apiValue: 'DEPENDENT', meaning: 'A later question earns points only if the earlier one is correct.'},
] as const;

/**
 * Question types a teacher always scores by hand in Campfire; every other type is scored automatically against
 * its key, except a Short Text question with no accepted answers (see CAMPFIRE_SCORING_LABELS) and the types that
 * are never scored (Stimulus, Item Browser). Slugs of
 * src/data/questionTypes.ts.
 */
export const MANUALLY_SCORED_QUESTION_TYPES = ['extended-text', 'audio-response', 'drawing', 'file-upload'] as const;

/** The names Campfire's published Manual Scoring page gives the item types that need hand scoring. */
export const CAMPFIRE_MANUAL_SCORING_LABELS = [
  'Extended Constructed Response',
  'Short Constructed Response',
  'Extended Text Entry',
  'Drawing',
] as const;

export type CampfireScoringLabel = {
  /** The label a teacher sees in Campfire. */
  label: (typeof CAMPFIRE_MANUAL_SCORING_LABELS)[number];
  /** The Studio question type behind it (a slug of src/data/questionTypes.ts). */
  studioType: string;
  /** Which questions of that type carry the label. */
  when: string;
};

/**
 * Which Studio question type each of Campfire's hand-scoring labels stands for. The published page gives the labels
 * and Studio's pages give the types, but no page joins them: this is the team's reading, listed in UNSOURCED. Short
 * Text scores itself against its accepted answers; authored without any, it has nothing to compare with and waits
 * for the teacher, which is what "Short Constructed Response" names. Audio Response and File Upload have no label
 * of their own on the published page; Campfire shows them by their Studio names.
 */
export const CAMPFIRE_SCORING_LABELS = [
  {label: 'Extended Constructed Response', studioType: 'extended-text', when: 'Every Extended Text question written in Studio.'},
  {label: 'Extended Text Entry', studioType: 'extended-text', when: "An Extended Text question brought in from a QTI package, which names it after QTI's extended text interaction."},
  {label: 'Short Constructed Response', studioType: 'short-text', when: 'A Short Text question saved without accepted answers. With accepted answers, Short Text is scored automatically.'},
  {label: 'Drawing', studioType: 'drawing', when: 'Every Drawing question.'},
] as const satisfies readonly CampfireScoringLabel[];
