import type { HighlightPart } from '@academy/contracts';

/** Text with the words a search found marked. */
export function Highlighted({ parts }: { parts: readonly HighlightPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        // The parts never reorder: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
