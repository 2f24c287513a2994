/**
 * Ejected from docusaurus-theme-openapi-docs 5.2.0 to give each header its `key`: the theme's copy
 * renders the list without keys, which React reports as an error in the development server on every
 * page with response headers (the 429 responses' Retry-After). The list is presentational, as the
 * theme's other schema lists are made by src/patches/openapi-theme/accessibility.
 */
import type {ReactNode} from 'react';
import SchemaItem from '@theme/SchemaItem';
import {getSchemaName} from 'docusaurus-theme-openapi-docs/lib/markdown/schema';
import type {SchemaObject} from 'docusaurus-plugin-openapi-docs/src/openapi/types';

export default function ResponseHeaders({responseHeaders}: {responseHeaders?: Record<string, SchemaObject>}): ReactNode {
  if (!responseHeaders) {
    return null;
  }
  return (
    <ul role="presentation" style={{marginLeft: '1rem'}}>
      {Object.entries(responseHeaders).map(([name, schema]) => (
        <SchemaItem key={name} name={name} collapsible={false} schemaName={getSchemaName(schema)} schema={schema} discriminator={false} children={null} />
      ))}
    </ul>
  );
}
