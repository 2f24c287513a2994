/**
 * Every name of a role, status or label the guides may use, gathered from the data modules, so a test can
 * check the pages against them (tests/unit/productFacts.spec.ts).
 *
 * UNSOURCED: details no page of the published documentation site gives. Each is written down where it is stated and
 * listed here so it can be checked against the product; pages describe behaviour around them without
 * adding numbers, defaults or limits of their own.
 *
 * Roles and people
 * - Studio's roles (Viewer, Author, Reviewer, Administrator) and their permission matrix (src/data/roles.ts).
 *   The published pages name Campfire's three roles only. That Studio's matrix is fixed (no Roles tab).
 * - The mapping of the REST API's `role` values (STANDARD, CONTENT_MANAGER, ADMINISTRATOR) to Campfire's roles
 *   rests on the OpenAPI file only.
 * - The invite flow in the People directory (+User, Send Invite, Invite from CSV, the Invited status, the
 *   Join Workspace email), and that Studio's Settings use the same People directory.
 * - That the last Administrator cannot be demoted or disabled; the first Administrator set up at onboarding.
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
 * - The Scoring Rule names (All or nothing, Partial credit), the Penalty field, point steps, the "Edited"
 *   marker on overridden scores, which Campfire label maps to which Studio question type.
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
 * Question-type pages (owned by the question-type pages' own data, src/data/questionTypes.ts)
 * - Per-type limits such as recording length (15 s to 10 min on Audio Response), the number of sources
 *   (up to 10 on Item Browser), blanks, gaps, tiles, rows and columns, file sizes, character limits, and
 *   defaults such as "1 point by default"; the "Scoring mode" wording there is the Scoring Rule.
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
