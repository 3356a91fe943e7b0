import {
  ITEM_REPORT_TEXT_MAX,
  type ItemReportInput,
  type ItemReportReason,
} from '@lagoon/contract';
import type { Translate } from '../../i18n';
import { isApiError } from '../../lib/api-error';

/**
 * The report form's rules and words, as pure functions. A problem is named by the contract's
 * catalog key (itemReports.text.required), which is also the field code the server answers
 * with, so the form says the same whether it or the server found the problem.
 */
const PROBLEM_TEXTS = {
  'itemReports.reason.required': (t: Translate) => t('itemReports.reason.required'),
  'itemReports.text.required': (t: Translate) => t('itemReports.text.required'),
  'itemReports.text.max': (t: Translate) =>
    t('itemReports.text.max', { max: ITEM_REPORT_TEXT_MAX }),
  'itemReports.text.invalid': (t: Translate) => t('itemReports.text.invalid'),
} as const;

export type ItemReportProblem = keyof typeof PROBLEM_TEXTS;

function isProblem(code: string): code is ItemReportProblem {
  return Object.hasOwn(PROBLEM_TEXTS, code);
}

export function problemText(t: Translate, problem: ItemReportProblem): string {
  return PROBLEM_TEXTS[problem](t);
}

/** What the visitor has filled in so far. */
export interface ItemReportDraft {
  reason: ItemReportReason | null;
  text: string;
}

export const EMPTY_REPORT: ItemReportDraft = { reason: null, text: '' };

/** The problems of a draft by field; empty when it can be sent. */
export type ItemReportProblems = Partial<Record<'reason' | 'text', ItemReportProblem>>;

/**
 * Checks a draft as the contract's ItemReportInput will: a reason is chosen, the text (trimmed)
 * fits ITEM_REPORT_TEXT_MAX, and "other" comes with a text.
 */
export function checkItemReport(draft: ItemReportDraft): ItemReportProblems {
  const problems: ItemReportProblems = {};
  const text = draft.text.trim();
  if (draft.reason === null) problems.reason = 'itemReports.reason.required';
  if (text.length > ITEM_REPORT_TEXT_MAX) problems.text = 'itemReports.text.max';
  else if (draft.reason === 'other' && text === '') problems.text = 'itemReports.text.required';
  return problems;
}

/**
 * The problems still shown once a reason is chosen: the reason's is settled, and so is a
 * missing text unless the reason is "other", which needs one.
 */
export function problemsAfterChoosing(
  shown: ItemReportProblems,
  reason: ItemReportReason,
): ItemReportProblems {
  const kept: ItemReportProblems = {};
  if (shown.text && (shown.text !== 'itemReports.text.required' || reason === 'other')) {
    kept.text = shown.text;
  }
  return kept;
}

/** The body of a checked draft; a blank text is sent as none. */
export function toItemReportInput(draft: ItemReportDraft & { reason: ItemReportReason }) {
  const text = draft.text.trim();
  return { reason: draft.reason, text: text === '' ? null : text } satisfies ItemReportInput;
}

/** The server's refusal of a report by field, when it named fields the form knows. */
export function serverProblems(error: unknown): ItemReportProblems {
  const problems: ItemReportProblems = {};
  if (!isApiError(error)) return problems;
  for (const issue of error.fields) {
    if (!isProblem(issue.code)) continue;
    const field = issue.code.startsWith('itemReports.reason') ? 'reason' : 'text';
    problems[field] ??= issue.code;
  }
  return problems;
}

/**
 * How the dialog ends up after a send: filed, or already reported (the server's answer to a
 * second open report of the same item, which the dialog shows instead of an error).
 */
export type ItemReportOutcome = 'filed' | 'already';

export function outcomeOfRefusal(error: unknown): ItemReportOutcome | null {
  return isApiError(error) && error.code === 'ITEM_ALREADY_REPORTED' ? 'already' : null;
}
