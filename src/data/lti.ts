/** LTI launch roles and objective authorities, shared by the legacy component pages and the SDK pages. */
export const LTI_ROLES = [
  {role: 'Learner', experience: 'The student view: the test, or the student experience of a component.'},
  {role: 'Instructor', experience: 'The teacher view: results, editing experiences and previews.'},
] as const;

/** Values of `objectiveAuthorityIds` (published Exam Builder page). */
export const OBJECTIVE_AUTHORITIES = [
  {id: 'tea', name: 'Texas'},
  {id: 'fdoe', name: 'Florida'},
  {id: 'mo-doe', name: 'Missouri'},
  {id: 'oh-doe', name: 'Ohio'},
] as const;
