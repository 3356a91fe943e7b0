/** A run of document text: plain, an identifier, or a link to a store page. */
export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; to: string };

/** `code` or [label](/path); links must be in-store paths so documents never leave the store. */
const INLINE = /`([^`]+)`|\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** Splits document text into plain runs, `identifiers` and [links](/path). */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const [whole, code, label, to] = match;
    if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (label !== undefined && to !== undefined) parts.push({ kind: 'link', text: label, to });
    last = start + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
