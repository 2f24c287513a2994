/**
 * Each legacy API route and the REST operation that replaces it. The Developers overview renders the table;
 * a unit test checks that each legacy route is documented on its legacy page and each operation exists in
 * openapi/campfire-learning.yaml.
 */
export type RouteMigration = {
  legacy: string;
  /** Legacy page that documents the route. */
  legacyPage: string;
  /** operationId of the REST replacement, or null when there is none. */
  operationId: string | null;
  /** Its method and path, as in the OpenAPI file. */
  rest: string | null;
  note?: string;
};

export const LEGACY_ROUTE_MIGRATION = [
  {legacy: 'POST /api/workspaces', legacyPage: 'api-legacy/workspace', operationId: 'listWorkspaces', rest: 'GET /workspaces', note: 'A GET with `limit` and `nextToken` only: the search and state filters have no REST equivalent, so filter the list yourself.'},
  {legacy: 'GET /api/workspace/:id', legacyPage: 'api-legacy/workspace', operationId: 'getWorkspace', rest: 'GET /workspace/{id}', note: '`managedBy` becomes `parentWorkspaceId`, with `managed`; the address has `city`, `state` and `country` only.'},
  {legacy: 'GET /api/workspace/:id/keys', legacyPage: 'api-legacy/workspace', operationId: 'listWorkspaceKeys', rest: 'GET /workspace/{id}/keys', note: 'A page of `items` with `nextToken`, not a bare array, and no `appSecret`: keep each secret from Create workspace key.'},
  {legacy: 'POST /api/exams', legacyPage: 'api-legacy/assessment/exams', operationId: 'listExams', rest: 'GET /exams', note: 'A GET with no tag filter: filter the list on each exam\'s `tags`, or keep the legacy route for tag filters.'},
  {legacy: 'GET /api/exam/:examId/exam-configs', legacyPage: 'api-legacy/assessment/exam-config', operationId: 'listExamConfigs', rest: 'GET /exam/{id}/exam-configs'},
  {legacy: 'POST /api/exam/:examId/config', legacyPage: 'api-legacy/assessment/exam-config', operationId: 'createExamConfig', rest: 'POST /exam/{id}/exam-config', note: 'The path ends in exam-config.'},
  {legacy: 'GET /api/exam-config/:examConfigId', legacyPage: 'api-legacy/assessment/exam-config', operationId: 'getExamConfig', rest: 'GET /exam-config/{id}'},
  {legacy: 'PUT /api/exam-config/:examConfigId', legacyPage: 'api-legacy/assessment/exam-config', operationId: 'putExamConfig', rest: 'PUT /exam-config/{id}', note: 'A full replacement: read the exam config and send it back whole, with `name`, `availableFrom` and `availableUntil`, or they are cleared.'},
  {legacy: 'GET /api/exam-config/:examConfigId/exam-sessions', legacyPage: 'api-legacy/assessment/exam-config', operationId: 'listExamSessions', rest: 'GET /exam-config/{id}/exam-sessions', note: 'Each item is the session itself, not `{examSession, examConfig}`.'},
  {legacy: 'POST /api/exam-config/:examConfigId/exam-session', legacyPage: 'api-legacy/assessment/exam-config', operationId: 'createExamSession', rest: 'POST /exam-config/{id}/exam-session', note: 'Returns the session itself, not `{examSession, examConfig}`.'},
  {legacy: 'POST /api/exam-sessions', legacyPage: 'api-legacy/assessment/exam-sessions', operationId: 'listExamSessions', rest: 'GET /exam-config/{id}/exam-sessions', note: 'One exam config per call instead of a list of exam config ids; each item is the session itself, and there are no `aggregations`.'},
  {legacy: 'GET /api/exam-session/:sessionId', legacyPage: 'api-legacy/assessment/exam-sessions', operationId: 'getExamSession', rest: 'GET /exam-session/{id}', note: 'Returns the session itself, with `examConfigId`; with `include=results`, an objective\'s `score` and `scores` are score objects, not numbers.'},
  {legacy: 'POST /api/items', legacyPage: 'api-legacy/content/items', operationId: 'getItem', rest: 'GET /item/{id}', note: 'One item per call; content from Get assessment item. Alignments have no REST equivalent yet: keep the legacy route for them.'},
  {legacy: 'POST /api/login/sdk', legacyPage: 'sdk/components-v2/authentication', operationId: null, rest: null, note: 'Stays as it is: SDK v2 tokens come from this route only.'},
] as const satisfies readonly RouteMigration[];
