import {
  type ErrorCode,
  type FieldIssue,
  missingReviewRequirements,
  REVIEW_REQUIREMENTS,
} from '@lagoon/contract';
import { type EditorKind, type EditorState, isItemLocale } from './editor-model';

// What the editor says is wrong with the listing: the fields a review request still needs (the
// contract's rule the server applies) and the fields a refusal from the server names.

/** The fields a review request needs, in the order the server names them. */
export const REQUIRED_FIELDS = REVIEW_REQUIREMENTS;
export type RequiredField = (typeof REQUIRED_FIELDS)[number]['field'];
export type RequiredCode = (typeof REQUIRED_FIELDS)[number]['code'];

/**
 * What a review request would be refused for, by the contract's rule the server applies: a
 * chosen default language; for web apps a name and short description in it; a category; an
 * icon at least ICON_MIN_SIZE a side; at least one screenshot; at least one promotional image.
 * not_defined counts as empty.
 */
export function missingForReview(
  state: EditorState,
  kind: EditorKind,
): { field: RequiredField; code: RequiredCode }[] {
  const defaultTexts = isItemLocale(state.defaultLocale)
    ? state.texts[state.defaultLocale]
    : undefined;
  return missingReviewRequirements({
    webApp: kind === 'webapp',
    defaultLocale: state.defaultLocale,
    name: defaultTexts?.name,
    shortDescription: defaultTexts?.shortDescription,
    category: state.category,
    hasIcon: Boolean(state.icon),
    iconSize: state.icon && state.icon === state.smallIcon?.url ? state.smallIcon.size : null,
    hasSlides: state.slides.length > 0,
    hasImage: state.images.length > 0,
  });
}

/** A field's problem: the contract's error code, or the server's own words. */
export type EditorFieldError = { code: ErrorCode } | { text: string };
export type EditorFieldErrors = Partial<Record<string, EditorFieldError>>;

/**
 * The editor fields a refusal names. Slide problems come as "slides.<n>"; they mark the
 * screenshot section.
 */
export function fieldErrorsFromIssues(
  issues: readonly FieldIssue[],
  knownCode: (code: string) => code is ErrorCode,
): EditorFieldErrors {
  const errors: EditorFieldErrors = {};
  for (const issue of issues) {
    const field = issue.field.split('.')[0] ?? '';
    if (field === '' || errors[field]) continue;
    errors[field] = knownCode(issue.code) ? { code: issue.code } : { text: issue.message };
  }
  return errors;
}

/** The fields in the order they appear on the page, for focusing the first problem. */
export const FIELD_ORDER: readonly string[] = [
  'defaultLocale',
  'name',
  'shortDescription',
  'description',
  'changeLog',
  'category',
  'regions',
  'status',
  'icon',
  'slides',
  'image',
];

export function firstInvalidField(errors: EditorFieldErrors): string | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? Object.keys(errors)[0] ?? null;
}
