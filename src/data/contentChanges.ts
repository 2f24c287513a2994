/**
 * What a change made in Studio or Campfire reaches: the one story of an item's and an exam's life after
 * publishing. The published Assessments vs Assignments page says an assignment is the student-facing copy made
 * when an assessment is assigned; what that copy holds is not published, so it was chosen once here (listed in
 * UNSOURCED): the copy holds the exam's items as published at that moment, its order, sections and settings.
 * A corrected key reaches an assignment already made only through its Rescore button.
 */
export type ContentChange = {
  /** What someone changes. */
  change: string;
  /** Where the change shows in Studio and for assignments made after it. */
  reaches: string;
  /** What happens to assignments made before it, and to their results. */
  existingAssignments: string;
};

export const CONTENT_CHANGES = [
  {
    change: 'Edit a published item: its text, options, media, or a passage it links to',
    reaches: 'Every exam that uses the item, and every assignment made from now on.',
    existingAssignments: 'Unchanged: students keep seeing the item as it was when the assignment was made.',
  },
  {
    change: "Correct a published item's answer key or scoring",
    reaches: 'Every exam that uses the item, and every assignment made from now on.',
    existingAssignments: 'Scores change only when a teacher clicks Rescore on the assignment; scores entered by hand are kept.',
  },
  {
    change: "Add, remove or reorder an exam's items or sections",
    reaches: 'The exam, and every assignment made from it afterwards.',
    existingAssignments: 'Unchanged, whether or not their students have started: nobody is given new questions.',
  },
  {
    change: "Change an exam's default settings",
    reaches: 'The exam config of every assignment made afterwards.',
    existingAssignments: "Unchanged: each assignment keeps its own settings, which its teacher can change for that classroom.",
  },
  {
    change: 'Delete an item, or an exam or assessment',
    reaches: 'The item leaves every collection and exam that uses it; a deleted exam can no longer be assigned.',
    existingAssignments: 'Unchanged: assignments, their results and the mastery reports keep them.',
  },
] as const satisfies readonly ContentChange[];
