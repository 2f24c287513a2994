// docusaurus-theme-openapi-docs declares no types for the components this site wraps.
declare module '@theme/SkeletonLoader' {
  import type {ReactNode} from 'react';

  export default function SkeletonLoader(props: {size?: 'sm' | 'md' | 'lg'}): ReactNode;
}

declare module '@theme-original/ApiExplorer' {
  import type {ReactNode} from 'react';

  export default function ApiExplorer(props: {item: unknown; infoPath?: string}): ReactNode;
}

declare module '@theme-original/ApiItem' {
  import type {ReactNode} from 'react';

  export default function ApiItem(props: Record<string, unknown>): ReactNode;
}

declare module 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
