/**
 * Swizzled (wrap): the OpenAPI theme's request and response examples. They live in the reference
 * sections (src/theme/RequestSchema, StatusCodes), whose server markup a reader lands on and the
 * browser keeps until the reader nears it, and most of them sit in closed tabs. Highlighted, a JSON
 * example is one element per token: on /developers/api/create-exam-session, about 2,000 of the page's
 * 6,100 elements and a third of its HTML, which every reader's browser parses on landing. So the server
 * sends each example as plain text in the same container; in the browser, the live section renders the
 * theme's highlighted block, as before.
 */
import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeSamples, {type Props} from '@theme-original/CodeSamples';

export default function CodeSamplesWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser) {
    return <CodeSamples {...props} />;
  }
  const language = props.language || 'json';
  return (
    <div className="openapi-code__code-samples-container">
      <pre tabIndex={0} className={`language-${language}`}>
        <code className={`language-${language}`}>{props.example}</code>
      </pre>
    </div>
  );
}
