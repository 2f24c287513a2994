/**
 * Every name of a role, status or label the guides may use, gathered from the data modules, so a test can
 * check the pages against them (tests/unit/productFacts.spec.ts), and UNSOURCED: every detail the pages state
 * that no page of the published documentation site gives, to be checked against the product.
 */
import {CAMPFIRE_ROLES, STUDIO_ROLES} from './roles';
import {STATUSES} from './statuses';
import {MASTERY_BANDS, MASTERY_REPORTS} from './mastery';
import {LTI_ROLES} from './lti';
import {ACTIVITY_TYPES} from './exams';
import {
  CAMPFIRE_MANUAL_SCORING_LABELS,
  SCORING_CONFIGURATION,
  SCORING_METHOD_FIELD,
  SCORING_METHODS,
  SCORING_RULE_FIELD,
  SCORING_RULES,
} from './scoring';

/** Each kind of name, with every name of that kind. */
export const VOCABULARY = {
  role: [
    ...CAMPFIRE_ROLES.map((role) => role.name),
    ...CAMPFIRE_ROLES.map((role) => role.apiRole),
    ...STUDIO_ROLES.map((role) => role.name),
    ...LTI_ROLES.map((role) => role.role),
  ],
  status: [
    ...Object.values(STATUSES).flatMap((statuses) => statuses.map((status) => status.name)),
    ...STATUSES.itemMaturity.map((maturity) => maturity.name.toUpperCase()),
  ],
  label: [
    ...MASTERY_BANDS.map((band) => band.label),
    ...MASTERY_REPORTS.map((report) => report.name),
    SCORING_CONFIGURATION.heading,
    SCORING_RULE_FIELD,
    SCORING_METHOD_FIELD,
    ...SCORING_CONFIGURATION.tabs.map((tab) => tab.name),
    ...SCORING_RULES.map((rule) => rule.name),
    ...SCORING_METHODS.flatMap((method) => [method.name, method.apiValue]),
    ...CAMPFIRE_MANUAL_SCORING_LABELS,
    ...ACTIVITY_TYPES.flatMap((type) => [type.name, type.apiValue]),
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * Details a page states that no published page gives, each with the pages that state it and the words they use,
 * so they can be checked against the product. tests/unit/unsourcedFigures.spec.ts lets a number, limit, default or
 * duration through only when it is published (./publishedFigures.ts) or listed here for its page, and fails when an
 * entry's words are no longer on a page it names or a place it is held in no longer exists. Append one
 * self-contained entry per detail: its pages and words where a page states it in a sentence, else where it is held.
 */
export type UnsourcedDetail = {
  /** What the detail is, and why the pages keep it. */
  detail: string;
} & (
  | {
      /** Doc files (under docs/ or blog/) that state it. */
      pages: readonly string[];
      /** The words the pages use, as a reader reads them (no Markdown emphasis or code marks). */
      statements: readonly string[];
    }
  | {
      /**
       * Where a detail lives that no one sentence states: the src/data module the pages render it from, the
       * OpenAPI file, or the doc folders and files whose screens and flows tell it.
       */
      heldIn: readonly string[];
    }
);

export const UNSOURCED: UnsourcedDetail[] = [
  {
    detail: 'Which browsers and devices Campfire supports: the published pages say only that question types work on computers, tablets, phones and Chromebooks.',
    pages: ['docs/campfire/integrations/domain-allowlist.mdx'],
    statements: ['The two most recent major versions of Chrome, Edge, Firefox and Safari', 'Older browsers may load Campfire but are not tested'],
  },
  {
    detail: "How a student moves to another classroom: the published Roster page has add, edit and remove, and no move; a move is an add to the new roster and a removal from the old, whose results stay with the old classroom.",
    pages: ['docs/campfire/classrooms/roster.mdx'],
    statements: ['A roster has no move button', "The student's past responses and scores stay with the old classroom"],
  },
  {
    detail: "That a hand score may be any number of points from zero to the item's maximum: the published Manual Scoring steps say only that the score field shows the maximum.",
    pages: ['docs/campfire/assessments-and-assignments/manual-scoring.mdx'],
    statements: ['any number of points from zero up to it is accepted, so you can give partial credit'],
  },
  {
    detail: "That students need no email address: the published Roster page lists the fields of a student (names, Student ID, access code, SIS/Roster ID), none of them an email, without saying so.",
    pages: ['docs/campfire/classrooms/roster.mdx'],
    statements: ['Students need no email address or account of their own'],
  },
  {
    detail: "The Maturity new items get from Import Content QTI: Draft or Review, the bank's Default maturity when the option is left alone, as for items made one at a time. A safe choice: no new item is published without a review.",
    pages: ['docs/studio/operations/run-an-operation.mdx'],
    statements: ["Maturity: the stage new items start at, Draft or Review; the bank's Default maturity unless you choose the other."],
  },
  {
    detail: "Who may run which operation (src/data/roles.ts): exports and reports for every Studio role, imports and the app reports for Administrators. The published Run an Operation page lists the types without roles.",
    pages: ['docs/studio/operations/what-are-operations.mdx', 'docs/studio/operations/how-do-i-import-metadata.mdx'],
    statements: ['Exports and reports only read a bank, so every Studio role may run them on a bank it can open', 'An import can set Maturity on many items at once without a review'],
  },
  {
    detail: "Which Studio question type each of Campfire's hand-scoring labels stands for (src/data/scoring.ts), and that Short Text without accepted answers is scored by the teacher.",
    pages: [
      'docs/campfire/assessments-and-assignments/manual-scoring.mdx',
      'docs/studio/items/question-types/short-text.mdx',
      'docs/studio/items/question-types/extended-text.mdx',
    ],
    statements: [
      'is the one type that can go either way',
      'Campfire lists it as a Short Constructed Response',
      'Campfire lists the question as an Extended Constructed Response',
    ],
  },
  {
    detail: 'What an assignment copies and what a later change reaches (src/data/contentChanges.ts). The published page says only that an assignment is the student-facing copy.',
    pages: ['docs/studio/exams/what-is-an-exam.mdx', 'docs/campfire/assessments-and-assignments/view-results.mdx'],
    statements: [
      "the exam's items as they were published at that moment",
      'Rescore is the only way a correction reaches an assignment that already exists',
    ],
  },
  {
    detail: "How Import Content Metadata reads its file and reports rows: the published page is cut off at the operation's name.",
    pages: ['docs/studio/operations/how-do-i-import-metadata.mdx'],
    statements: ['Save the file as CSV with UTF-8 encoding.', 'A row that does not pass is left unchanged and reported; it does not stop the rows that pass.'],
  },
  {
    detail: 'When Campfire sends totals to an LMS gradebook; the published pages name only the grade-passback fields of a launch.',
    pages: ['docs/campfire/assessments-and-assignments/view-results.mdx', 'docs/campfire/assessments-and-assignments/manual-scoring.mdx'],
    statements: ['when the attempt is submitted and again whenever a score changes', 'the updated total is also sent to the LMS gradebook'],
  },
  {
    detail: "The Rich Content Editor's equation editor and its LaTeX input; the published pages name the editor's basic formatting only.",
    pages: ['docs/studio/general/rich-content-editor.mdx'],
    statements: ['or type LaTeX directly'],
  },
  {
    detail: 'That an assignment without a due date stays open until its teacher closes it (Due Date is optional on the assign form).',
    pages: ['docs/campfire/assessments-and-assignments/deliver-an-assignment.mdx'],
    statements: ['one without a due date stays open until you close it'],
  },
  // Roles and people
  {
    detail: "Studio's roles (Viewer, Author, Reviewer, Administrator), their permission matrix and that it is fixed (no Roles tab). The published pages name Campfire's three roles only.",
    heldIn: ['src/data/roles.ts'],
  },
  {
    detail: "The mapping of the REST API's `role` values (STANDARD, CONTENT_MANAGER, ADMINISTRATOR) to Campfire's roles: it rests on the OpenAPI file only.",
    heldIn: ['src/data/roles.ts', 'openapi/campfire-learning.yaml'],
  },
  {
    detail: "The invite flow of the People directory (+User, Send Invite, Invite from CSV, the Invited status, the Join Workspace email), that Studio's Settings use the same directory, and the first Administrator set up at onboarding.",
    heldIn: ['docs/campfire/admin/admin-access.mdx', 'docs/studio/administration/users.mdx'],
  },
  // Statuses
  {
    detail: 'Task statuses Open, In Progress, In Review, Done (the predecessor help center names none).',
    heldIn: ['src/data/statuses.ts'],
  },
  {
    detail: 'Operation statuses Queued, Running, Completed, Failed, and how long results are kept.',
    heldIn: ['src/data/statuses.ts'],
  },
  {
    detail: 'Assignment statuses Scheduled, Open, Closed; student statuses Not Started, In Progress, Submitted, Needs Scoring; the cell states of Live Progress.',
    heldIn: ['src/data/statuses.ts'],
  },
  {
    detail: "Exam-session `maturity` values other than COMPLETE (NOT_STARTED, IN_PROGRESS); Live Proctor's row statuses In Progress, Idle, Submitted (the published pages name the component only).",
    heldIn: ['src/data/statuses.ts'],
  },
  // Mastery, media, scoring, exams, item fields
  {
    detail: 'The mastery band labels Mastered, Approaching, Not Yet, No Data; their ranges (no page gives a percentage, so none is stated); the Mastery Thresholds setting; the Attempt Resolution choices Highest, Latest, First (the legacy Exam Config page shows HIGHEST only).',
    heldIn: ['src/data/mastery.ts', 'docs/campfire/admin/admin-access.mdx', 'openapi/campfire-learning.yaml'],
  },
  {
    detail: 'The accepted formats per media type, any size limit, how many files one upload takes, caption formats: pages describe the behavior without a number.',
    heldIn: ['src/data/media.ts'],
  },
  {
    detail: 'The Scoring Rule names (All or nothing, Partial credit), the Penalty field and point steps.',
    heldIn: ['src/data/scoring.ts', 'docs/studio/items/custom-scoring.mdx'],
  },
  {
    detail: 'The activity types Quiz, Test, Practice, Homework and their values (the published pages name the field only).',
    heldIn: ['src/data/exams.ts'],
  },
  {
    detail: 'REST item field names (title, creator, depthOfKnowledge, …) rest on the OpenAPI file; the published legacy Get Items response has only id, idInc, name, workspaceId, sk, timestamps, alignments and content.',
    heldIn: ['src/data/itemFields.ts', 'openapi/campfire-learning.yaml'],
  },
  // The REST API and the legacy API
  {
    detail: 'The legacy error body `{error: {status, code, message}}`, the legacy status codes 429 and 500, and that the legacy API answers 429 without a Retry-After header.',
    heldIn: ['docs/developers/api-legacy'],
  },
  {
    detail: "The REST API's page size (limit 1 to 100, default 25) and every other bound of the OpenAPI file; the published pages show the create-exam-session operation, its deterministic id and its 200/400/404 only.",
    heldIn: ['openapi/campfire-learning.yaml'],
  },
  {
    detail: "The REST API's rate limits (the OpenAPI file says requests may be limited and how to back off, without a number), its 403, 429 and 500 responses and the Retry-After header: how a real API of this kind publishes them. Reservation lifetimes and license fields are not published either (SDK v2's 8-hour token is).",
    heldIn: ['openapi/campfire-learning.yaml'],
  },
  {
    detail: 'Whether the legacy `Authorization: Basic {{appKey}}:{{appSecret}}` pair is encoded: the pages show it as is.',
    heldIn: ['docs/developers/api-legacy'],
  },
  {
    detail: 'Every host name: the app, the API and the join page appear as example.com addresses in API samples only.',
    heldIn: ['openapi/campfire-learning.yaml', 'docs/developers'],
  },
  {
    detail: "Legacy components other than the ones the published pages show (Exam Editor, Exam Picker, Item Editor, Item Viewer): their launch URLs, parameters, events and messages. The Exam Player's launch URL (assessment-player) is inferred from the Assessment Player page.",
    heldIn: ['docs/developers/api-legacy/components', 'docs/developers/sdk/components'],
  },
  {
    detail: 'The legacy Get Exam Configs, Update Exam Config and Get Workspace response fields beyond those the published samples show, and the legacy Create Exam Session `context_id` field (needed for the deterministic id).',
    heldIn: ['docs/developers/api-legacy/assessment', 'docs/developers/api-legacy/workspace.mdx'],
  },
  // Campfire screens
  {
    detail: "What the roster's student view shows (the published heading is cut off), Sync Roster, Show removed students and Restore; the Home Dashboard's cards, Activity panel and sort menu.",
    heldIn: ['docs/campfire/classrooms/roster.mdx', 'docs/campfire/dashboard'],
  },
  {
    detail: "Campfire's kinds of network traffic on the domain allowlist page, and which Google permissions sign-in asks for.",
    heldIn: ['docs/campfire/integrations'],
  },
  {
    detail: 'Classroom, library, assignment and results screens beyond the published roster, manual scoring and assessments-vs-assignments pages: buttons, columns, exports and rescoring.',
    heldIn: ['docs/campfire/classrooms', 'docs/campfire/library', 'docs/campfire/assessments-and-assignments'],
  },
  {
    detail: "Co-teachers: that a classroom's owner can add others, who then have the owner's access to it whatever their role (the published Roles & Permissions page says a Standard User cannot see others' classrooms, and names no exception).",
    heldIn: ['src/data/roles.ts', 'docs/campfire/classrooms/create-classrooms.mdx', 'docs/campfire/admin/roles-and-permissions.mdx'],
  },
  // Studio screens
  {
    detail: 'Settings tabs, bank defaults and access, apps, account, workspace switching, Supersearch, content filters, collections, passages and media screens: the published Studio pages cover operations, item metadata and two question types only, so every other click path and field is the team\'s description to check.',
    heldIn: ['docs/studio'],
  },
  // Question types (the published help shows only Extended Text and Audio Response, up to their Scoring Configuration)
  {
    detail: "Shared by every type: that a question's type cannot be changed once the question exists; `+Item` under Items in the left-hand menu, `Preview` and `Save`; the Text field with its Insert drop-down, Insert blank and Insert gap; `+Option`-style add buttons; Rationale; Accessible label; Stimulus and Item Browser added with `+Question`; the Rich Content Editor's equation tool and media button; the Points label on Custom Scoring (the published pages say \"point value\").",
    heldIn: ['docs/studio/items/question-types'],
  },
  {
    detail: "Choice and text-entry fields: Option, Shuffle options, Minimum/Maximum selections, Selection unit, Mark selectable, Set key; Accepted answer, Case sensitive, Ignore extra spaces/punctuation/accents, Character limit, Expected length; Table Entry's Rows, Columns, Header row/column, Cell type, Input type, Tolerance, Decimal separator, Table caption.",
    heldIn: ['docs/studio/items/question-types'],
  },
  {
    detail: "Matching and ordering fields: Stems, Responses, Correct response, Rendering (Drag and drop, Drop-down), the Shuffle options, Reuse responses; Columns, Rows, Row heading, Answer key, Selections per row; Pool, Use limit, `+Pair`, Number of pair boxes; Word bank, Tiles, Correct tile, `+Alternative`, Tile use; Order Sequence's Items list, Orientation and Starting order (Shuffled, Fixed).",
    heldIn: ['docs/studio/items/question-types'],
  },
  {
    detail: "Graphic fields: Background Image, Alt Text, the Rectangle/Circle/Polygon tools, Label, Correct, Minimum/Maximum Selections, Correct Order, Include in Sequence, Require Complete Sequence, Set Correct Answer, Connections Allowed, Minimum/Maximum Connections, Add Target, Add Label, Use Count, Accepted Labels, Shuffle Labels; Select Point's Image/Blank Plane, Width, Height, Grid, Grid Spacing, Tolerance, One Point per Area, Minimum/Maximum Points, Snap to Grid.",
    heldIn: ['docs/studio/items/question-types'],
  },
  {
    detail: "Math and graphing fields: Math Entry's Response Template, Correct Answer, Validation Method and form checks, Tolerance, `+Answer`, Keypad Layout, Allow Keyboard Input, Units; the axis, tick, snap, tolerance and tool settings of Number Line, Slider, Cartesian Graph and Cartesian Inequality; the categories, labels, axes, initial values, locks and display options of Bar Chart, Line Chart and Dot Plot; the fraction models' grids, counts, partitioning, readout, labels, answer types and keys.",
    heldIn: ['docs/studio/items/question-types'],
  },
  {
    detail: "Media and shared-content fields: Drawing's Background (blank, grid, image), tools, colors and canvas size; File Upload's Allowed file types, Maximum file size and Maximum number of files; the response-area options of Extended Text and the recorder options of Audio Response (described without names); Stimulus's Heading, Content, Long description and Layout (Stacked, Side by side); Item Browser's `+Source`, Title, `Use passage` and Navigation (Tabs, Next/Previous).",
    heldIn: ['docs/studio/items/question-types'],
  },
  {
    detail: 'Keyboard and device behavior: that every type but Drawing (a pointing device) and Audio Response (speech) can be answered with the keyboard alone, and what screen readers announce; tap-to-place on the drag-and-drop types; Inline Choice menus opening the device\'s picker; Stimulus stacking on phones; Math Entry\'s on-screen keypad; what Read aloud reads on each type.',
    heldIn: ['docs/studio/items/question-types'],
  },
  {
    detail: "Scoring details: what earns one share under Partial credit on each type, how an empty part counts on each type, which types take a Penalty and that a score never goes below 0; points per accepted answer (Short Text, Inline Text Entry, Math Entry, which takes the highest match); the position or adjacent-pair shares of the ordering types; the per-type scoring options (Score Endpoints Separately, Partial Credit Band, Component Weights, Score Only Columns with Data, Partition Weight); how Cartesian Graph compares objects; that a rubric's highest total sets the maximum of a teacher-scored question; that locked bars, points and columns are not scored.",
    heldIn: ['docs/studio/items/question-types'],
  },
  // Developer flows: launches and the SDK
  {
    detail: "Who `user_id` names: in a teacher's Instructor launch of the Assessment Player (Exam Player), the student whose session opens, while `lis_person_contact_email_primary` stays the signed-in teacher's; a preview carries the teacher's own id. The published LTI Authentication page asks for the signed-in user and the published Exam Player page derives the session id from `user_id`; the pages reconcile the two this way.",
    heldIn: [
      'src/data/launches.ts',
      'docs/developers/api-legacy/lti-authentication.mdx',
      'docs/developers/sdk/components/authentication-legacy.mdx',
      'docs/developers/api-legacy/components/assessment-player.mdx',
      'docs/developers/sdk/components/exam-player.mdx',
      'docs/developers/terminology.mdx',
    ],
  },
  {
    detail: 'Which app license experience each launch URL draws on (read from the names; the OpenAPI file lists the experiences, no page pairs them with launch URLs), and the Item Viewer checks of the signing endpoint (own session or a taught student, the answer key for students).',
    heldIn: ['src/data/launches.ts', 'docs/developers/sdk/components/authentication-legacy.mdx'],
  },
  {
    detail: 'The per-launch checks of the signing endpoint (assigned, teaches that student, may preview, may author); that the endpoint, not the SDK, sets `lti_message_type` and `lti_version` (their values come from LTI 1.x, not from a published page); and that Campfire refuses a launch signed too long ago or whose nonce it has seen (no window is published; the pages give none).',
    heldIn: ['src/data/launches.ts', 'examples/launch-signing', 'docs/developers/api-legacy/lti-authentication.mdx', 'docs/developers/sdk/components/authentication-legacy.mdx'],
  },
  {
    detail: 'That the preview\'s "v0.12.0" is a release of `@campfirelearning/sdk-lti` and that the examples\' pinned 0.12.0 exists (the published quick start loads 0.6.1).',
    heldIn: ['src/data/sdk.ts'],
  },
  {
    detail: 'The `signingFunction` module, the `{launchUrl, params}` body it posts to `/campfire/lti/sign`, and whatever `CampfireSDK.signCampfireLti` sends (published by name only).',
    heldIn: ['docs/developers/sdk/components/authentication-legacy.mdx', 'docs/developers/sdk/components/getting-started.mdx'],
  },
  {
    detail: "The SDK object model beyond the published names: `launch()` returning a promise, `on()` taking both the camelCase and the UPPER_SNAKE event names, `sendMessage()`, `destroy()`, `launchOptions` as a constructor option sent JSON-encoded; the Exam Player's `tags` being ignored for an existing session.",
    heldIn: ['docs/developers/sdk/components'],
  },
  {
    detail: "SDK v2: the events `ready`, `authExpired` and `error`; Live Proctor's `init` options other than `examConfigId` and its events; the Exam Results by Session Report as a whole; which failures of `POST /api/login/sdk` answer with which status (the published page shows the 200 response only; Authentication names `400`, `401` and `403` for a refusal and `429` and `500` as worth a retry).",
    heldIn: ['docs/developers/sdk/components-v2'],
  },
];
