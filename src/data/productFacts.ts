/**
 * Every name of a role, status or label the guides may use, gathered from the data modules, so a test can
 * check the pages against them (tests/unit/productFacts.spec.ts).
 *
 * UNSOURCED: details no page of the published documentation site gives. Each is written down where it is stated and
 * listed here so it can be checked against the product; pages describe behaviour around them without
 * adding numbers, defaults or limits of their own.
 *
 * Roles and people
 * - Studio's roles (Viewer, Author, Reviewer, Administrator) and their permission matrix (src/data/roles.ts, which
 *   says why each permission sits where it does).
 *   The published pages name Campfire's three roles only. That Studio's matrix is fixed (no Roles tab).
 * - The mapping of the REST API's `role` values (STANDARD, CONTENT_MANAGER, ADMINISTRATOR) to Campfire's roles
 *   rests on the OpenAPI file only.
 * - The invite flow in the People directory (+User, Send Invite, Invite from CSV, the Invited status, the
 *   Join Workspace email), and that Studio's Settings use the same People directory.
 * - The first Administrator set up at onboarding.
 * Statuses
 * - Task statuses Open, In Progress, In Review, Done (the predecessor help centre names none).
 * - Operation statuses Queued, Running, Completed, Failed; how long results are kept.
 * - Assignment statuses Scheduled, Open, Closed; student statuses Not Started, In Progress, Submitted,
 *   Needs Scoring; Live Progress cell states.
 * - Exam-session `maturity` values other than COMPLETE (NOT_STARTED, IN_PROGRESS); Live Proctor's row statuses
 *   In Progress, Idle, Submitted (the published pages name the component only).
 * Mastery
 * - The band labels Mastered, Approaching, Not Yet, No Data; the band ranges (no page gives a percentage);
 *   the Mastery Thresholds setting; the Attempt Resolution choices Highest, Latest, First (the legacy
 *   Exam Config page shows the mode HIGHEST only).
 * Media
 * - The accepted formats per media type, any size limit, how many files one upload takes, caption formats.
 * Scoring
 * - The Scoring Rule names (All or nothing, Partial credit), the Penalty field, point steps. Which Campfire label
 *   maps to which Studio question type is an entry of the UNSOURCED list below.
 * Exams
 * - The activity types Quiz, Test, Practice, Homework and their values (the published pages name the field only).
 * Item fields
 * - REST field names (title, creator, depthOfKnowledge, …) rest on the OpenAPI file; the published legacy
 *   Get Items response has only id, idInc, name, workspaceId, sk, timestamps, alignments and content.
 * - The legacy error body `{error: {status, code, message}}` and the legacy status codes 403, 429 and 500.
 * SDK and API
 * - The REST API's page size (limit 1 to 100, default 25) and every other bound in openapi/campfire-learning.yaml;
 *   the published pages show the create-exam-session operation, its deterministic id and its 200/400/404 only.
 * - The REST API's rate limits: the OpenAPI file says requests may be limited and how to back off, without a
 *   number. Token lifetime for SDK v2 is published (8 hours); reservation lifetimes and license fields are not.
 * - Whether the legacy `Authorization: Basic {{appKey}}:{{appSecret}}` pair is encoded: the pages show it as is.
 * Hosts
 * - Every host name: the app, the API and the join page appear as example.com addresses in API samples only.
 * - The REST API's 403, 429 and 500 responses and the Retry-After header: how a real API of this kind
 *   publishes them, not taken from a published page.
 * - Legacy components other than the ones the published pages show (Exam Editor, Exam Picker, Item Editor,
 *   Item Viewer): their launch URLs, parameters, events and messages. The Exam Player's launch URL
 *   (assessment-player) is inferred from the Assessment Player page.
 * - The legacy Get Exam Configs, Update Exam Config and Get Workspace response fields beyond those the
 *   published samples show; the legacy Create Exam Session `context_id` field (needed for the deterministic id).
 * Campfire screens
 * - What the roster's student view shows (the published heading is cut off in the stored copy), Sync Roster,
 *   Show removed students and Restore; the Home Dashboard's cards, Activity panel and sort menu.
 * - Campfire's network traffic kinds on the domain allowlist page, and which Google permissions sign-in asks for.
 * - Classroom, library, assignment and results screens beyond the published roster, manual scoring and
 *   assessments-vs-assignments pages: buttons, columns, exports and rescoring.
 * Studio screens
 * - Settings tabs, bank defaults and access, apps, account, workspace switching, Supersearch, content filters,
 *   collections, passages and media screens: the published Studio pages cover operations, item metadata and
 *   two question types only, so every other click path and field is the team's description to check.
 * Question-type pages (docs/studio/items/question-types/; the published help shows only Extended Text and Audio
 * Response, up to their Scoring Configuration). The pages state no defaults, limits or counts; these remain:
 * - Shared: that a question's type cannot be changed once the question exists (the index page says so);
 *   `+Item` under Items in the left-hand menu, `Preview` and `Save`; the Text field with Insert drop-down,
 *   Insert blank and Insert gap; `+Option`-style add buttons; Rationale; Accessible label; Stimulus and Item Browser
 *   added with `+Question`; the Rich Content Editor's equation tool and media button; the **Points** label on Custom
 *   Scoring (the published pages say "point value").
 * - Choice and text entry fields: Option, Shuffle options, Minimum/Maximum selections, Selection unit, Mark
 *   selectable, Set key; Accepted answer, Case sensitive, Ignore extra spaces/punctuation/accents, Character limit,
 *   Expected length; Table Entry's Rows, Columns, Header row/column, Cell type, Input type, Tolerance, Decimal
 *   separator, Table caption.
 * - Matching and ordering fields: Stems, Responses, Correct response, Rendering (Drag and drop, Drop-down), Shuffle
 *   stems/responses/rows/tiles/pool, Reuse responses; Columns, Rows, Row heading, Answer key, Selections per row; Pool,
 *   Use limit, `+Pair`, Number of pair boxes; Word bank, Tiles, Correct tile, `+Alternative`, Tile use; Order
 *   Sequence's Items list, Orientation, Starting order (Shuffled, Fixed).
 * - Graphic fields: Background Image, Alt Text, the Rectangle/Circle/Polygon tools, Label, Correct, Minimum/Maximum
 *   Selections, Correct Order, Include in Sequence, Require Complete Sequence, Set Correct Answer, Connections
 *   Allowed, Minimum/Maximum Connections, Add Target, Add Label, Use Count, Accepted Labels, Shuffle Labels; Select
 *   Point's Image/Blank Plane, Width, Height, Grid, Grid Spacing, Tolerance, One Point per Area, Minimum/Maximum
 *   Points, Snap to Grid.
 * - Math and graphing fields: Math Entry's Response Template, Correct Answer, Validation Method (Equivalent value,
 *   Equivalent expression, Exact form), form checks (Simplified, Factored, Expanded, Mixed Number), Tolerance,
 *   `+Answer`, Keypad Layout, Allow Keyboard Input, Units; the axis, tick, snap, tolerance and tool settings of
 *   Number Line, Slider, Cartesian Graph and Cartesian Inequality (Hide Labels, Maximum Objects, Maximum Boundaries,
 *   Match Object Type, Show Grid, Start Position, Show Value); Bar Chart, Line Chart and Dot Plot's categories and
 *   labels, axis titles and intervals, Initial Height/Value/Dots, Locked, Correct Height/Value, Allow Adding Bars,
 *   Orientation, Show Value Labels, Show Point Values, Line Style, Initial Layout, Axis Type, Maximum Dots per Column; the fraction models' Rows/Columns, Number of Models/Bars/Circles, Parts per Bar,
 *   Slices per Circle, Let Students Partition with its maximums, Show Fraction Readout, part/slice labels, Bar Label,
 *   Fill Wholes First, Answer Type (Fraction value, Exact fraction, Exact cells/parts/slices), Required Partition,
 *   Separate Key per Model/Bar/Circle.
 * - Media and shared-content fields: Drawing's Background (blank, grid, image), tools, colours and canvas size; File
 *   Upload's Allowed file types, Maximum file size, Maximum number of files; the response-area options of Extended
 *   Text and the recorder options of Audio Response (described without names); Stimulus's Heading, Content, Long
 *   description, Layout (Stacked, Side by side); Item Browser's `+Source`, Title, `Use passage`, Navigation (Tabs,
 *   Next/Previous).
 * - Keyboard and device behaviour: that every type can be answered with the keyboard alone and what screen readers
 *   announce; tap-to-place on the drag-and-drop types; Inline Choice menus opening the device's picker; Stimulus
 *   stacking on phones; Math Entry's on-screen keypad; what Read aloud reads on each type.
 * - Scoring details: what earns one share under Partial credit on each type, that an empty part counts as incorrect,
 *   which types take a Penalty and that a score never goes below 0; points per accepted answer (Short Text, Inline
 *   Text Entry, Math Entry, which takes the highest match); Order Sequence's and Graphic Order's position or
 *   adjacent-pair shares; Number Line's Score Endpoints Separately, Slider's Partial Credit Band, Cartesian
 *   Inequality's Component Weights, Dot Plot's Score Only Columns with Data, the fraction models' Partition Weight;
 *   how Cartesian Graph compares objects; that a rubric's highest total sets the maximum of a teacher-scored
 *   question; that locked bars, points and columns are not scored.
 * Developer flows: launches and the SDK (src/data/launches.ts, src/data/sdk.ts, examples/launch-signing/)
 * - Who `user_id` names: in a teacher's Instructor launch of the Assessment Player (Exam Player) the student whose
 *   session opens, while `lis_person_contact_email_primary` stays the signed-in teacher's; a preview carries the
 *   teacher's own id. The published LTI Authentication page asks for `user_id` to be the signed-in user, and the
 *   published Exam Player page derives the session id from `user_id`; the pages reconcile the two this way.
 *   Stated on lti-authentication, authentication-legacy, assessment-player, exam-player, getting-started, terminology.
 * - The per-launch checks of the signing endpoint (assigned, teaches that student, may preview, may author), and that
 *   the endpoint, not the SDK, sets `lti_message_type` and `lti_version` (their values `basic-lti-launch-request` and
 *   `LTI-1p0` come from LTI 1.x, not from a published page). Same pages, without terminology.
 * - That Campfire refuses a launch signed too long ago or whose nonce it has seen (no window is published; the pages
 *   give none). lti-authentication, authentication-legacy.
 * - That the preview's "v0.12.0" is a release of `@campfirelearning/sdk-lti`, and that the examples' pinned 0.12.0
 *   exists (the published quick start loads 0.6.1). getting-started, assessment-player and every LTI component example.
 * - The `signingFunction` module, the `{launchUrl, params}` body it posts to `/campfire/lti/sign`, and whatever
 *   `CampfireSDK.signCampfireLti` sends (published by name only). authentication-legacy, getting-started.
 * - The SDK object model beyond the published names: `launch()` returning a promise, `on()` taking both the camelCase
 *   and the UPPER_SNAKE event names, `sendMessage()`, `destroy()`, `launchOptions` as a constructor option sent
 *   JSON-encoded; the Exam Player's `tags` being ignored for an existing session. getting-started and the component pages.
 * - SDK v2: the events `ready`, `authExpired` and `error`; Live Proctor's `init` options other than `examConfigId`
 *   (`contextId`, `resourceLinkId`, `showStudentNames`) and its events; the Exam Results by Session Report as a whole
 *   (constructor, options, defaults, events, `refresh()`). components-v2/authentication, live-proctor,
 *   exam-results-by-session-report.
 * - Which failures of `POST /api/login/sdk` answer with which status (the published page shows the 200 response only;
 *   the page names none). components-v2/authentication.
 * - That the legacy API answers `429` without a `Retry-After` header. api-legacy/getting-started, developers index.
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
 * entry's words are no longer on a page it names. Append one self-contained entry per detail.
 */
export type UnsourcedDetail = {
  /** What the detail is, and why the pages keep it. */
  detail: string;
  /** Doc files (under docs/ or blog/) that state it. */
  pages: readonly string[];
  /** The words the pages use, as a reader reads them (no Markdown emphasis or code marks). */
  statements: readonly string[];
};

export const UNSOURCED: UnsourcedDetail[] = [
  {
    detail: 'The Maturity new items get from Import Content QTI when the option is left alone. A safe choice: nothing an import brings in is published without a review.',
    pages: ['docs/studio/operations/run-an-operation.mdx'],
    statements: ['Maturity: the stage new items start at, Draft by default.'],
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
];
