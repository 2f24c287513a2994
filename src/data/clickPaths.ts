/** The click paths several pages give, so a renamed button changes in one place. Each step is what the reader sees. */
export const CLICK_PATHS = {
  /** Add a question to an item (published question-type pages). */
  addQuestion: ['Open the item in the item editor', '+Question', 'choose the type from the question-type list'],
  /** Scoring of one question (published question-type pages: "Scoring Configuration (Optional)"). */
  scoringConfiguration: ['Open the item in the item editor', 'click the question', 'Scoring Configuration'],
  /** Campfire's People directory (published Roles & Permissions page). */
  peopleDirectory: ['Workspace Title in the top navigation bar', 'People tab', 'gear icon beside the user'],
  /** A classroom's roster (published Manage the Roster page). */
  roster: ['Home Dashboard', 'classroom name', 'Roster in the classroom sidebar'],
  /** Operations of a bank (published Run an Operation page). */
  operations: ['Operations icon in the left-hand menu of the bank workspace', '+Operation', 'Operation Type'],
  /** Tasks (predecessor help center's Create a task). */
  newTask: ['Tasks icon in the left-hand menu', '+Task', 'Create Task'],
} as const satisfies Record<string, readonly string[]>;

export type ClickPathName = keyof typeof CLICK_PATHS;
