import { z } from 'zod';

/**
 * What a single-line text (a name, a title, a nickname) may not hold: line and paragraph breaks
 * (CR, LF, NEL, U+2028, U+2029) and the other control characters, tab included. Such texts are
 * shown on one line, in lists, headings, mails, logs and policy files, where a break would split
 * them or forge a line that is not theirs. U+0000 is left to the rule every text follows (the
 * server refuses it in any field as a character it cannot store).
 */
const NOT_SINGLE_LINE = /[\p{Cc}\u2028\u2029]/u;

/** Whether a text can be a single-line field's value (see NOT_SINGLE_LINE). */
export function isSingleLineText(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value.replaceAll('\u0000', ''));
}

/**
 * The message a single-line field's refusal carries in every schema, whatever its area: the
 * server answers it as TEXT_NOT_SINGLE_LINE, naming the field with this code.
 */
export const SINGLE_LINE_ISSUE = 'text.lineBreak';

/**
 * The one text rule of single-line fields: a string without line breaks or control characters,
 * checked before any trimming, so a break at either end is refused like one in the middle.
 * Chain `.trim()`, `.min()` and `.max()` after it.
 */
export const singleLineText = () => z.string().refine(isSingleLineText, SINGLE_LINE_ISSUE);

/**
 * Optional text of a form that is sent whole (a rating, a report): blank or left out reads as
 * none (null).
 */
export const optionalText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, key)
    .optional()
    .nullable()
    .transform((value) => value || null);

/**
 * Optional text of a change that names only what it changes: left out stays undefined (keep it
 * as it is), blank or null reads as none (null). With `singleLine`, the text follows the
 * single-line rule (singleLineText).
 */
export const optionalChangedText = (
  max: number,
  key: string,
  options: { singleLine?: boolean } = {},
) =>
  (options.singleLine ? singleLineText() : z.string())
    .trim()
    .max(max, key)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));
