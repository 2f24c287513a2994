/** The REST API's error statuses (src/data/apiErrors.ts), rendered on the Developers overview. */
import type {ReactNode} from 'react';
import {API_ERRORS} from '@site/src/data/apiErrors';
import {FactTable, withCode} from './FactTable';

/** Each error status with its `code` and what a client should do. */
export function ApiErrors(): ReactNode {
  return <FactTable head={['Status', 'code', 'What to do']} rows={API_ERRORS.map((error) => [<code key="status">{error.status}</code>, <code key="code">{error.code}</code>, withCode(error.action)])} />;
}
