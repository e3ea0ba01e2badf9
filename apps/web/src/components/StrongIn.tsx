import { Fragment } from 'react';

const MARKER = '\u0000';

/**
 * A translated sentence with one value in bold ("Signed in as **ann**."): the whole sentence is one
 * message, so each language places the value where it belongs; `words(marker)` is that message with
 * the marker in the value's place.
 */
export function StrongIn({ words, value }: { words: (marker: string) => string; value: string }) {
  const parts = words(MARKER).split(MARKER);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <strong>{value}</strong>}
          {part}
        </Fragment>
      ))}
    </>
  );
}
