import type { CreatorItemDetail, ItemLocale } from '@lagoon/contract';
import { type EditorState, EMPTY_TEXTS, hasPackageUpdate, isItemLocale } from './editor-model';

/**
 * The change log of a new version. A new package clears the draft's change log (it described
 * the previous package), and the change log visitors read now is shown beside the field as a
 * hint. A review request then needs a conscious choice: a new text, or keeping the previous
 * change log (publishing without one when there was none).
 */

type ChangeLogItem = Pick<CreatorItemDetail, 'texts' | 'package' | 'publishedPackage'>;

/** The published change log of every language that has one. */
export function previousChangeLogs(item: Pick<CreatorItemDetail, 'texts'>) {
  const previous: Partial<Record<ItemLocale, string>> = {};
  for (const text of item.texts) {
    const log = text.previousChangeLog?.trim();
    if (log) previous[text.locale] = log;
  }
  return previous;
}

/** The draft carries a package other than the published one: its change log is asked for. */
export function asksForChangeLog(item: ChangeLogItem): boolean {
  return hasPackageUpdate(item);
}

/** Whether the draft, as loaded, already keeps the previous change log in every language. */
export function keepsPreviousChangeLog(item: ChangeLogItem): boolean {
  const previous = previousChangeLogs(item);
  const locales = Object.keys(previous) as ItemLocale[];
  if (!asksForChangeLog(item) || locales.length === 0) return false;
  return locales.every(
    (locale) =>
      item.texts.find((text) => text.locale === locale)?.changeLog?.trim() === previous[locale],
  );
}

/**
 * Keeping the previous change log writes it into every language that had one; letting go of it
 * empties those that still hold it, for a new text.
 */
export function keepPreviousChangeLog(
  state: EditorState,
  previous: Partial<Record<ItemLocale, string>>,
  keep: boolean,
): EditorState {
  const texts = { ...state.texts };
  for (const locale of state.locales) {
    const before = previous[locale];
    if (before === undefined) continue;
    const current = texts[locale] ?? EMPTY_TEXTS;
    if (keep) texts[locale] = { ...current, changeLog: before };
    else if (current.changeLog.trim() === before) texts[locale] = { ...current, changeLog: '' };
  }
  return { ...state, texts };
}

/**
 * A review request for a new version that neither has a change log in the default language nor
 * keeps the previous one (or, without one, says it goes without).
 */
export function changeLogMissing(state: EditorState, item: ChangeLogItem, kept: boolean): boolean {
  if (!asksForChangeLog(item) || kept) return false;
  const written = isItemLocale(state.defaultLocale)
    ? state.texts[state.defaultLocale]?.changeLog.trim()
    : '';
  return !written;
}
