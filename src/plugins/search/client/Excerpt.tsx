import type {ReactNode} from 'react';
import type {ExcerptPart} from '@site/src/features/search/engine';

/** A result's excerpt with the searched words marked, rendered as text (never as HTML). */
export default function Excerpt({parts, className}: {parts: ExcerptPart[]; className?: string}): ReactNode {
  return (
    <span className={className}>
      {parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}
