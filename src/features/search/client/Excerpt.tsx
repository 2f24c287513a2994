import type {ReactNode} from 'react';
import {excerptParts} from './results';

/** A result's excerpt with the matched words marked. */
export default function Excerpt({excerpt, className}: {excerpt: string; className?: string}): ReactNode {
  return (
    <span className={className}>
      {excerptParts(excerpt).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}
