/**
 * Who a guide is for. Every guide declares one or more of these ids in its front matter
 * (`audience: [teacher, school-admin]`); the labels show under the page title, feed the search's
 * audience filter, and group the pages on each area's overview. Add an audience here first.
 */
export const AUDIENCES = [
  {
    id: 'teacher',
    label: 'Teacher',
    description: 'Teaches in Campfire: classrooms, rosters, assignments, scoring and reports.',
  },
  {
    id: 'school-admin',
    label: 'School admin',
    description: 'Manages a Campfire or Studio workspace: people, roles, settings and shared content.',
  },
  {
    id: 'district-it-admin',
    label: 'District or IT admin',
    description: 'Runs the systems around Campfire: networks, sign-in and Google Workspace for Education.',
  },
  {
    id: 'content-author',
    label: 'Content author',
    description: 'Writes, reviews and publishes assessment content in Studio: items, passages, media and exams.',
  },
  {
    id: 'developer',
    label: 'Developer',
    description: 'Builds the platform into another product with the REST API and the SDK components.',
  },
] as const;

export type Audience = (typeof AUDIENCES)[number];
export type AudienceId = Audience['id'];

const BY_ID = new Map<string, Audience>(AUDIENCES.map((audience) => [audience.id, audience]));

/** The audiences of a page's front matter, in vocabulary order; unknown ids are left out. */
export function audiencesOf(frontMatter: object): Audience[] {
  const {audience} = frontMatter as {audience?: unknown};
  const ids = Array.isArray(audience) ? audience : [];
  return AUDIENCES.filter((audience) => ids.includes(audience.id));
}

/** What is wrong with a guide's `audience` front matter, or an empty list. */
export function audienceProblems(frontMatter: object): string[] {
  const {audience} = frontMatter as {audience?: unknown};
  if (!Array.isArray(audience) || audience.length === 0) {
    return [`front matter needs "audience: [...]" with one or more of: ${[...BY_ID.keys()].join(', ')}`];
  }
  const unknown = audience.filter((id) => typeof id !== 'string' || !BY_ID.has(id));
  const repeated = audience.filter((id, index) => audience.indexOf(id) !== index);
  return [
    ...unknown.map((id) => `unknown audience "${String(id)}" (known: ${[...BY_ID.keys()].join(', ')})`),
    ...repeated.map((id) => `audience "${String(id)}" is listed twice`),
  ];
}
