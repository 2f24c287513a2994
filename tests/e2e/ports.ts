/** Ports of the served builds. `npm test` picks a free E2E_PORT; the extra servers use the next ones. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const FIXTURE_PORT = E2E_PORT + 1;
export const WRONG_BASE_PORT = E2E_PORT + 2;
/** The fixture build again, for the search tests (the error tests serve it on FIXTURE_PORT at the same time). */
export const SEARCH_FIXTURE_PORT = E2E_PORT + 4;
export const DEV_PORT = E2E_PORT + 5;
/** The HTTPS stand-in for Google's analytics hosts (tests/e2e/analyticsStandIn.mjs). */
export const ANALYTICS_PORT = E2E_PORT + 6;
