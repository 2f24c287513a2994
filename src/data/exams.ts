/** The activity types an exam can have: Studio's label and the value the builder components and their messages use. */
export const ACTIVITY_TYPES = [
  {name: 'Quiz', apiValue: 'QUIZ'},
  {name: 'Test', apiValue: 'TEST'},
  {name: 'Practice', apiValue: 'PRACTICE'},
  {name: 'Homework', apiValue: 'HOMEWORK'},
] as const;
