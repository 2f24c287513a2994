/**
 * What a REST API client should do with each error status. The statuses, codes and their meanings are the OpenAPI
 * file's (openapi/campfire-learning.yaml, components/responses); a unit test checks each row's status and code
 * against it. The Developers overview renders the table.
 */
export type ApiError = {
  status: number;
  /** The `code` of the error body the status returns. */
  code: string;
  /** What the client should do; code spans in backticks, as in Markdown. */
  action: string;
};

export const API_ERRORS = [
  {status: 400, code: 'BAD_REQUEST', action: 'Fix the request before sending it again: `details` names each field that failed.'},
  {status: 401, code: 'UNAUTHORIZED', action: 'Send the `Authorization` header with the app key and app secret of an active workspace key.'},
  {status: 403, code: 'FORBIDDEN', action: 'Use a key with the `allow-rest-api-access` tag set to `TRUE`.'},
  {status: 404, code: 'NOT_FOUND', action: 'Check the id, and that the record belongs to a workspace your key can reach.'},
  {status: 409, code: 'CONFLICT', action: 'Read the record, for example the session\'s status, and act on its current state.'},
  {status: 422, code: 'UNPROCESSABLE_ENTITY', action: 'Fix the content, such as QTI XML, that `details` names.'},
  {status: 429, code: 'TOO_MANY_REQUESTS', action: 'Wait for the seconds in `Retry-After`, then send the same request again.'},
  {status: 500, code: 'INTERNAL_ERROR', action: 'Read the record before you repeat a create or an action, then retry with a growing delay.'},
  {status: 503, code: 'SERVICE_UNAVAILABLE', action: 'Retry after a short wait, with a growing delay.'},
] as const satisfies readonly ApiError[];
