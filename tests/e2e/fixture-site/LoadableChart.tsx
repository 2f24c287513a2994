import type {ReactNode} from 'react';

export default function LoadableChart(): ReactNode {
  return <p>The chart loaded.</p>;
}
