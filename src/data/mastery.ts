/**
 * Campfire's mastery reports and the labels their cells carry. No published page gives the percentage
 * ranges of the bands, so none are stated here (see UNSOURCED in ./productFacts.ts).
 */
export const MASTERY_REPORTS = [
  {name: 'Unit Mastery', scope: 'A classroom, through the units you teach'},
  {name: 'Standards Mastery', scope: 'Each standard, whichever assignment assessed it'},
] as const;

export const MASTERY_BANDS = [
  {label: 'Mastered', meaning: 'The highest band: the percentage reached the top threshold.'},
  {label: 'Approaching', meaning: 'The middle band.'},
  {label: 'Not Yet', meaning: 'The lowest band.'},
  {label: 'No Data', meaning: 'Nothing has been scored yet.'},
] as const;
