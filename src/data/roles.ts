/**
 * Who can do what. Campfire's three roles are the published ones; the REST API's `role` field names the same
 * three roles, so one table maps them. Studio's content roles are separate from them (see UNSOURCED in
 * ./productFacts.ts).
 */
export type CampfireRole = {
  /** The name Campfire shows in the People directory. */
  name: 'Standard User' | 'Content Manager' | 'Administrator';
  /** The value of `role` on a workspace user in the REST API. */
  apiRole: 'STANDARD' | 'CONTENT_MANAGER' | 'ADMINISTRATOR';
  /** Who the role is usually given to. */
  typicalUser: string;
  /** What the role adds to the one before it. */
  adds: string[];
};

export const CAMPFIRE_ROLES = [
  {
    name: 'Standard User',
    apiRole: 'STANDARD',
    typicalUser: 'Classroom teachers',
    adds: [
      'Own classrooms and content, plus content shared with them',
      'View dashboards, assignments and student progress',
      'Create and manage activities in their own workspace',
    ],
  },
  {
    name: 'Content Manager',
    apiRole: 'CONTENT_MANAGER',
    typicalUser: 'Instructional coaches and curriculum leads',
    adds: [
      'Cross-classroom access, including classrooms owned by other teachers',
      'Content distribution: assign to any classroom they can access',
      "Workflow management: support, review and coordinate other teachers' work",
    ],
  },
  {
    name: 'Administrator',
    apiRole: 'ADMINISTRATOR',
    typicalUser: 'School or district staff who run the workspace',
    adds: [
      'User management: create, edit and disable accounts',
      'Role assignment: switch people between Standard User, Content Manager and Administrator',
      'Full system access',
    ],
  },
] as const satisfies readonly CampfireRole[];

export type CampfireRoleName = (typeof CAMPFIRE_ROLES)[number]['name'];

/** One row of a permission matrix: which roles hold the permission. */
export type Permission<Role extends string> = {permission: string; roles: readonly Role[]};

/** Campfire permissions, each held by the listed roles (each role includes everything the one before it can do). */
export const CAMPFIRE_PERMISSIONS = [
  {permission: 'Work with own classrooms and rosters, and those they co-teach', roles: ['Standard User', 'Content Manager', 'Administrator']},
  {permission: 'Create and manage activities in their own workspace', roles: ['Standard User', 'Content Manager', 'Administrator']},
  {permission: 'Use content shared with them', roles: ['Standard User', 'Content Manager', 'Administrator']},
  {permission: 'View dashboards, assignments and student progress of own and co-taught classrooms', roles: ['Standard User', 'Content Manager', 'Administrator']},
  {permission: 'Open classrooms owned by other teachers', roles: ['Content Manager', 'Administrator']},
  {permission: 'Assign to any classroom they can access', roles: ['Content Manager', 'Administrator']},
  {permission: "Support, review and coordinate other teachers' work", roles: ['Content Manager', 'Administrator']},
  {permission: 'Create, edit and disable user accounts', roles: ['Administrator']},
  {permission: "Change users' roles", roles: ['Administrator']},
  {permission: 'Full system access', roles: ['Administrator']},
] as const satisfies readonly Permission<CampfireRoleName>[];

/**
 * Studio's content roles. A workspace user has one, which a bank's Access section can change for that bank (Create a
 * Bank); it is not the Campfire role and the REST API does not expose it.
 */
export const STUDIO_ROLES = [
  {name: 'Viewer', summary: 'Browse, search and preview content, and run exports and reports on the banks they can open.'},
  {name: 'Author', summary: 'Everything a Viewer can do, plus write items, passages, media and exams, and move them between Draft and Review.'},
  {name: 'Reviewer', summary: 'Everything an Author can do, plus publish items, passages and exams, edit them once published, and send them back to Draft.'},
  {name: 'Administrator', summary: 'Everything, including Settings, import operations, the workspace-wide app reports, banks, apps and each user’s Studio role.'},
] as const;

export type StudioRoleName = (typeof STUDIO_ROLES)[number]['name'];

/**
 * Studio's matrix is fixed: no setting changes what a role may do. No published page gives it, so it was
 * chosen once here (see UNSOURCED in ./productFacts.ts) and every page renders it from this table:
 * - exports and reports only read a bank, so anyone who may open the bank may run them;
 * - publishing is the reviewer's step, so Authors stop at Review, for items, passages and exams alike, and so is
 *   editing what is published, as a saved edit to a Published item reaches every exam that uses it (contentChanges.ts);
 * - imports write many items at once and can set their Maturity, skipping review, so they are the
 *   Administrator's, as are the two app reports, which cover the whole workspace and its people.
 * `id` lets a page name the roles that hold one permission (`<StudioRolesThatMay permission="…" />`).
 */
export const STUDIO_PERMISSIONS = [
  {id: 'browse', permission: 'Browse, search and preview content', roles: ['Viewer', 'Author', 'Reviewer', 'Administrator']},
  {id: 'report', permission: 'Run export and report operations on a bank they can open', roles: ['Viewer', 'Author', 'Reviewer', 'Administrator']},
  {id: 'author', permission: 'Create and edit items, passages and media (items and passages while in Draft or Review, media while no Published item uses them)', roles: ['Author', 'Reviewer', 'Administrator']},
  {id: 'buildExams', permission: 'Build exams', roles: ['Author', 'Reviewer', 'Administrator']},
  {id: 'submitForReview', permission: 'Move items, passages and exams between Draft and Review', roles: ['Author', 'Reviewer', 'Administrator']},
  {id: 'publish', permission: 'Publish items, passages and exams, edit them and the media they use once published, or send them back to Draft', roles: ['Reviewer', 'Administrator']},
  {id: 'tasks', permission: 'Create and assign tasks', roles: ['Author', 'Reviewer', 'Administrator']},
  {id: 'import', permission: 'Run import operations', roles: ['Administrator']},
  {id: 'appReports', permission: 'Run the App Usage Report and App User Report', roles: ['Administrator']},
  {id: 'manage', permission: 'Manage banks and apps, and set each user’s Studio role', roles: ['Administrator']},
] as const satisfies readonly (Permission<StudioRoleName> & {id: string})[];

export type StudioPermissionId = (typeof STUDIO_PERMISSIONS)[number]['id'];
