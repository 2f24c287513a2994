/**
 * Swizzled (wrap): an API operation's parameters keep the server's markup, and their code stays
 * unloaded, until the reader nears them (src/patches/openapi-theme/referenceSection.tsx).
 */
import {referenceSection} from '@site/src/patches/openapi-theme/referenceSection';

export default referenceSection(
  () => import('@theme-original/ParamsDetails'),
  process.env.DOCS_SERVER_BUNDLE ? require('@theme-original/ParamsDetails') : undefined,
);
