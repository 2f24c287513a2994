/**
 * Swizzled (wrap): an API operation's responses, the largest part of its page (every status code
 * with its headers, schema and examples: about 4,300 elements on /developers/api/create-exam-session),
 * stay as the server rendered them until they come near the viewport or the reader presses a key,
 * as the parameter and request sections do (src/patches/openapi-theme/renderedOnServer.tsx). Landing
 * on the page hydrates none of it; only then do the status-code tabs switch.
 */
import type {ComponentProps, ReactNode} from 'react';
import OriginalStatusCodes from '@theme-original/StatusCodes';
import RenderedOnServer from '@site/src/patches/openapi-theme/renderedOnServer';

export default function StatusCodes(props: ComponentProps<typeof OriginalStatusCodes>): ReactNode {
  return <RenderedOnServer>{() => <OriginalStatusCodes {...props} />}</RenderedOnServer>;
}
