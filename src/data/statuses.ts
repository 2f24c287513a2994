/** The states a record moves through, as the product names them, with what each one means. */
export type Status = {name: string; meaning: string};

export const STATUSES = {
  /** Studio tasks (Tasks section). */
  task: [
    {name: 'Open', meaning: 'Created; the assignee has been told by email.'},
    {name: 'In Progress', meaning: 'The assignee has started and set this status from the task.'},
    {name: 'In Review', meaning: 'The assignee has handed the work to the reviewer.'},
    {name: 'Done', meaning: 'The reviewer approved the work.'},
  ],
  /** Studio operations (Operations panel of a bank). */
  operation: [
    {name: 'Queued', meaning: 'Waiting to start.'},
    {name: 'Running', meaning: 'In progress; it carries on if you leave the page.'},
    {name: 'Completed', meaning: 'Finished; the result is ready to download.'},
    {name: 'Failed', meaning: 'Could not finish; open the row to read the error.'},
  ],
  /** Campfire assignments (a classroom's Assignments list, opened from its sidebar). */
  assignment: [
    {name: 'Scheduled', meaning: 'The start date is in the future; students cannot see the assignment yet.'},
    {name: 'Open', meaning: 'Students can start, resume and submit.'},
    {name: 'Closed', meaning: 'No new attempts.'},
  ],
  /** One student's work on one assignment, as Campfire's results and Live Progress show it. */
  studentAttempt: [
    {name: 'Not Started', meaning: 'The student has not opened the assignment.'},
    {name: 'In Progress', meaning: 'Opened and not yet submitted.'},
    {name: 'Submitted', meaning: 'Submitted; every item is scored.'},
    {name: 'Needs Scoring', meaning: 'Submitted; an open response still waits for a teacher’s score.'},
  ],
  /** A row of the Live Proctor SDK component: one student's exam session, watched live. */
  proctoredSession: [
    {name: 'In Progress', meaning: 'The student is answering.'},
    {name: 'Idle', meaning: 'The session is open but the student has stopped interacting for a while.'},
    {name: 'Submitted', meaning: 'The student has submitted.'},
  ],
  /** Each cell of Campfire's Live Progress grid: one student's answer to one item. */
  liveProgressCell: [
    {name: 'Not Started', meaning: 'The student has not reached the item.'},
    {name: 'Answered', meaning: 'The item has a saved answer.'},
    {name: 'Skipped', meaning: 'The student moved past the item without answering.'},
  ],
  /** A person in a workspace's People directory. */
  person: [
    {name: 'Invited', meaning: 'Invited and not yet joined; the invitation can be resent or canceled.'},
    {name: 'Active', meaning: 'Can sign in.'},
    {name: 'Disabled', meaning: 'Cannot sign in; everything they created stays.'},
  ],
  /** Exam sessions in the APIs (`maturity`). */
  examSession: [
    {name: 'NOT_STARTED', meaning: 'Created but never opened.'},
    {name: 'IN_PROGRESS', meaning: 'Opened and not yet submitted.'},
    {name: 'COMPLETE', meaning: 'Submitted.'},
  ],
  /** Item maturity, the workflow stage in Studio (`maturity` in the REST API, in capitals). */
  itemMaturity: [
    {name: 'Draft', meaning: 'Being written.'},
    {name: 'Review', meaning: 'Waiting for a reviewer.'},
    {name: 'Published', meaning: 'Ready to use in exams.'},
  ],
} as const satisfies Record<string, readonly Status[]>;

export type StatusKind = keyof typeof STATUSES;
