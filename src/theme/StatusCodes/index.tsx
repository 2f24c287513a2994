/**
 * Swizzled (wrap): an API operation's responses, the largest part of its page (every status code
 * with its headers, schema and examples: about 4,300 elements on /developers/api/create-exam-session),
 * keep the server's markup, and their code stays unloaded, until the reader nears them or presses a
 * key (src/patches/openapi-theme/referenceSection.tsx). Landing on the page hydrates none of it.
 */
import {referenceSection} from '@site/src/patches/openapi-theme/referenceSection';

export default referenceSection(
  () => import('@theme-original/StatusCodes'),
  process.env.DOCS_SERVER_BUNDLE ? require('@theme-original/StatusCodes') : undefined,
);
