import { RATING_MODERATION_ACTIONS, type RatingModerationAction } from '@lagoon/contract';

export function isRatingAction(action: string): action is RatingModerationAction {
  return (RATING_MODERATION_ACTIONS as readonly string[]).includes(action);
}

/** What the log kept of a decision about a rating (its target and details). */
export interface RatingEntryFacts {
  /** The rating's id, from the target "rating:<id>"; null when the target is something else. */
  ratingId: string | null;
  score: number | null;
  /** The start of the review's text, as the log kept it. */
  text: string | null;
  /** How many open reports the decision closed. */
  reports: number | null;
}

/** Reads a rating decision's log target and details; what is missing or malformed is null. */
export function ratingEntryFacts(
  target: string | null,
  details: Record<string, unknown> | null,
): RatingEntryFacts {
  const match = /^rating:([1-9][0-9]*)$/.exec(target ?? '');
  const score = details?.score;
  const text = details?.text;
  const reports = details?.reports;
  return {
    ratingId: match?.[1] ?? null,
    score:
      typeof score === 'number' && Number.isInteger(score) && score >= 1 && score <= 5
        ? score
        : null,
    text: typeof text === 'string' && text !== '' ? text : null,
    reports:
      typeof reports === 'number' && Number.isInteger(reports) && reports >= 0 ? reports : null,
  };
}
