/**
 * Product-wide names and addresses. Everything that prints the product name
 * (site title, navbar, footer, copyright, home page) reads it from here, so a
 * rename is a one-line change.
 */
export const PRODUCT_NAME = 'Campfire Learning';

export const SITE_TITLE = `${PRODUCT_NAME} Documentation`;

export const COPYRIGHT = `Copyright © 2025 ExamSpark Inc doing business as ${PRODUCT_NAME}`;

export const MAIN_SITE_URL = 'https://www.campfirelearning.com';

export const SITE_URL = 'https://docs.campfirelearning.com';

/**
 * Google Analytics 4 measurement id. Deployments set GTAG_TRACKING_ID; the
 * placeholder default keeps local and CI builds working without a real id.
 */
export const DEFAULT_GTAG_TRACKING_ID = 'G-0000000000';

/** Change the id whenever the announcement text changes, so readers who closed the old one see the new one. */
export const ANNOUNCEMENT = {
  id: 'sdk-v2-components-2025',
  content:
    'The JavaScript SDK v2 components are here. <a href="/developers/sdk/components-v2/authentication">Start with authentication</a>.',
};
