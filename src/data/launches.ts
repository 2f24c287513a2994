/**
 * Launches of the LTI-based components, told once for every page that describes them: who `user_id` and the email
 * name, what the signing endpoint confirms before it signs, and which launch parameters the browser sends and which
 * the endpoint adds. The published pages ask the endpoint to match `user_id` to the signed-in user, and also make
 * `user_id` part of the exam session's id; a teacher opening a student's results needs both, so here the email
 * always names the signed-in person and, in that one launch, `user_id` names the student whose session opens.
 * examples/launch-signing/ implements these rules; tests/unit/launchSigning.spec.ts runs it against every launch.
 */

export type LaunchKindId = 'student' | 'instructor-review' | 'preview' | 'response-review' | 'authoring';

export type LaunchKind = {
  id: LaunchKindId;
  name: string;
  experience: string;
  roles: 'Learner' | 'Instructor';
  preview: boolean;
  /** Whom `user_id` names. */
  userId: string;
  /** What the signing endpoint confirms before it signs, beyond the email and the role. */
  check: string;
  /** What Campfire opens. */
  opens: string;
};

export const LAUNCH_KINDS = [
  {
    id: 'student',
    name: 'Student taking an exam',
    experience: 'assessment-player',
    roles: 'Learner',
    preview: false,
    userId: 'The signed-in student.',
    check: 'The exam config in `id` is assigned to the student.',
    opens: 'The test. Campfire creates the exam session on the first launch and resumes it afterwards.',
  },
  {
    id: 'instructor-review',
    name: "Teacher opening a student's session",
    experience: 'assessment-player',
    roles: 'Instructor',
    preview: false,
    userId: 'The student whose session opens, not the teacher.',
    check: 'The signed-in teacher teaches that student, in a class that has the exam config.',
    opens: "The results of the student's exam session, with the score editor.",
  },
  {
    id: 'preview',
    name: 'Teacher previewing an exam',
    experience: 'assessment-player',
    roles: 'Instructor',
    preview: true,
    userId: 'The signed-in teacher.',
    check: 'The teacher may open the exam config in `id`.',
    opens: 'The test without an exam session: nothing is recorded.',
  },
  {
    id: 'response-review',
    name: "Teacher viewing a student's answer to one item",
    experience: 'item-viewer',
    roles: 'Instructor',
    preview: false,
    userId: 'The signed-in teacher.',
    check: 'The teacher teaches the student whose exam session `launchOptions.examSessionId` names.',
    opens: "The student's response to the item and its score, read-only.",
  },
  {
    id: 'authoring',
    name: 'Author or teacher editing content',
    experience: 'item-editor, exam-editor, exam-builder, exam-builder-v2',
    roles: 'Instructor',
    preview: false,
    userId: 'The signed-in author.',
    check: 'The user may create content in the workspace of the app key.',
    opens: 'The editing experience.',
  },
] as const satisfies readonly LaunchKind[];

/**
 * Every launch URL the signing endpoint accepts: its last path segment, the components that use it, its roles, and the
 * app license experience (the OpenAPI file's `Experience`) a launch of it draws on. The names differ: `exam-builder` is
 * the Guided Exam Builder, `exam-builder-v2` the Exam Builder.
 */
export const LAUNCH_EXPERIENCES = [
  {slug: 'assessment-player', components: 'Assessment Player, Exam Player', roles: ['Learner', 'Instructor'], editing: false, license: 'EXAM_PLAYER'},
  {slug: 'item-viewer', components: 'Item Viewer', roles: ['Learner', 'Instructor'], editing: false, license: 'ITEM_VIEWER'},
  {slug: 'exam-picker', components: 'Exam Picker', roles: ['Instructor'], editing: false, license: 'EXAM_PICKER'},
  {slug: 'exam-builder', components: 'Guided Exam Builder', roles: ['Instructor'], editing: true, license: 'GUIDED_EXAM_BUILDER'},
  {slug: 'exam-builder-v2', components: 'Exam Builder, Exam Builder v2', roles: ['Instructor'], editing: true, license: 'EXAM_BUILDER'},
  {slug: 'exam-editor', components: 'Exam Editor', roles: ['Instructor'], editing: true, license: 'EXAM_EDITOR'},
  {slug: 'item-editor', components: 'Item Editor', roles: ['Instructor'], editing: true, license: 'ITEM_EDITOR'},
] as const;

/** App license experiences that no signed launch opens: SDK v2 components, started with a token. */
export const TOKEN_EXPERIENCES = ['LIVE_PROCTOR'] as const;

export const LAUNCH_BASE_URL = 'https://app.example.com/lti/launch/';

/** The checks before signing, in the order the pages number them. */
export const SIGNING_CHECKS = [
  {
    name: 'Same person',
    rule:
      'The email in `lis_person_contact_email_primary` is the signed-in user’s. `user_id` is the signed-in user’s id too, except when a teacher opens a student’s session: then it names that student.',
  },
  {
    name: 'Allowed experience',
    rule: 'The launch URL is on your list of known launch URLs and the user may open that experience in your product.',
  },
  {
    name: 'Right to edit',
    rule: 'For editing experiences, the user may create content in the workspace whose app key signs the launch.',
  },
  {
    name: 'Right to the exam',
    rule:
      'For the Assessment Player: a student is assigned the exam config; a teacher teaches the student whose session opens; a preview is for a teacher who may open the exam config. For the Item Viewer: an `examSessionId` is the student’s own session or one of a student the teacher teaches, and a student’s launch shows the answer key (`showCorrectAnswer`, `showSolution`) only where your product means to reveal it.',
  },
  {
    name: 'Fitting role',
    rule: '`roles` is one the experience accepts, and only your staff, teachers and content authors, launch as `Instructor`.',
  },
] as const;

/** Launch parameters every component sends, and who sets each one. */
export const LAUNCH_PARAMETERS = [
  {name: '`user_id`', setBy: 'Browser', value: 'Your stable id for the person the launch is about (see the launches above); part of the exam session id.'},
  {name: '`lis_person_contact_email_primary`', setBy: 'Browser', value: 'The email of the signed-in user.'},
  {name: '`roles`', setBy: 'Browser', value: '`Learner` or `Instructor`.'},
  {name: '`lis_person_name_given`, `lis_person_name_family`', setBy: 'Browser', value: 'Optional. The name teachers see in results.'},
  {name: '`context_id`, `resource_link_id`', setBy: 'Browser', value: 'Optional. Your course and activity ids; both are part of the exam session id.'},
  {name: '`id` and the component’s own parameters', setBy: 'Browser', value: 'As each component page lists them, for example the exam config id of the Exam Player.'},
  {name: '`lti_message_type`, `lti_version`', setBy: 'Signing endpoint', value: '`basic-lti-launch-request` and `LTI-1p0`.'},
  {name: '`oauth_consumer_key`', setBy: 'Signing endpoint', value: 'The app key (APP_ID) of the workspace.'},
  {name: '`oauth_signature_method`, `oauth_version`', setBy: 'Signing endpoint', value: '`HMAC-SHA1` and `1.0`.'},
  {name: '`oauth_timestamp`, `oauth_nonce`', setBy: 'Signing endpoint', value: 'The current Unix time in seconds and a new random value.'},
  {name: '`oauth_signature`', setBy: 'Signing endpoint', value: 'The Base64 HMAC-SHA1 signature of all the others, keyed with the app secret.'},
] as const;

/**
 * Names of the parameters the signing endpoint sets, replacing any value the browser sent: the table's rows for it, so
 * the page's table and the signing test (tests/unit/launchSigning.spec.ts) read one list.
 */
export const SERVER_SET_PARAMETERS = LAUNCH_PARAMETERS.filter((row) => row.setBy === 'Signing endpoint').flatMap((row) =>
  [...row.name.matchAll(/`([^`]+)`/g)].map((match) => match[1]!),
);
