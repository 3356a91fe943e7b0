import { RATING_REPORT_TEXT_MAX, RATING_TEXT_MAX } from '@lagoon/contract';
import type { Translate } from '../../i18n';
import { isApiError } from '../../lib/api-error';

/**
 * The words of a refused field: the contract names a problem by a catalog key (ratings.text.max)
 * and the server passes it on as the field's code, so the form says what the server said.
 */
const FIELD_TEXTS = {
  'ratings.score.required': (t: Translate) => t('ratings.score.required'),
  'ratings.score.invalid': (t: Translate) => t('ratings.score.invalid'),
  'ratings.text.max': (t: Translate) => t('ratings.text.max', { max: RATING_TEXT_MAX }),
  'ratings.text.invalid': (t: Translate) => t('ratings.text.invalid'),
  'ratings.reason.invalid': (t: Translate) => t('ratings.reason.invalid'),
  'ratings.report.textMax': (t: Translate) =>
    t('ratings.report.textMax', { max: RATING_REPORT_TEXT_MAX }),
} as const;

export type RatingProblem = keyof typeof FIELD_TEXTS;

export function problemText(t: Translate, problem: RatingProblem): string {
  return FIELD_TEXTS[problem](t);
}

function isProblem(code: string): code is RatingProblem {
  return Object.hasOwn(FIELD_TEXTS, code);
}

/**
 * What a refused rating write says to the visitor: the words of the first refused field the
 * form knows, else the contract's message for the error's code, in the language shown.
 */
export function ratingErrorText(t: Translate, error: unknown): string {
  if (!isApiError(error)) return t('errors.INTERNAL_ERROR');
  const field = error.fields.find((issue) => isProblem(issue.code));
  if (field && isProblem(field.code)) return problemText(t, field.code);
  return t(`errors.${error.code}`);
}

/** The problem of a rating before it is sent, as the contract's input rules would find it. */
export function checkRating(score: number | null, text: string): RatingProblem | null {
  if (score === null || !Number.isInteger(score) || score < 1 || score > 5) {
    return 'ratings.score.required';
  }
  if (text.trim().length > RATING_TEXT_MAX) return 'ratings.text.max';
  return null;
}

/** The problem of a report's note before it is sent. */
export function checkReportText(text: string): RatingProblem | null {
  return text.trim().length > RATING_REPORT_TEXT_MAX ? 'ratings.report.textMax' : null;
}
