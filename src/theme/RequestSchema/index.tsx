/**
 * Swizzled (wrap): an API operation's request body keeps the server's markup, and its code stays
 * unloaded, until the reader nears it (src/patches/openapi-theme/referenceSection.tsx).
 */
import {referenceSection} from '@site/src/patches/openapi-theme/referenceSection';

export default referenceSection(
  () => import('@theme-original/RequestSchema'),
  process.env.DOCS_SERVER_BUNDLE ? require('@theme-original/RequestSchema') : undefined,
);
