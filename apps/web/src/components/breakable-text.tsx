import { Fragment } from 'react';

/**
 * A long address or path cut into the pieces a line may end after: each piece ends with its
 * separators (`/`, `\`, `.`), and a piece of separators only ("/" of "/etc", the "//" of
 * "https://") joins the next, so no line starts or ends on a lone slash.
 */
export function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  let pending = '';
  for (const piece of text.match(/[^/\\.]*[/\\.]+|[^/\\.]+$/g) ?? []) {
    pending += piece;
    if (/[^/\\.]/.test(piece)) {
      pieces.push(pending);
      pending = '';
    }
  }
  if (pending) pieces.push(pending);
  return pieces;
}

/**
 * A URL, file path or registry key that wraps after its separators instead of mid-word
 * ("…/service/update2/crx", never "…/servic e/…"). Copying it copies the text unchanged.
 */
export function BreakableText({ text }: { text: string }) {
  const pieces = breakPieces(text);
  return (
    <>
      {pieces.map((piece, index) => (
        // The pieces of one text never move, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {piece}
          {index < pieces.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
