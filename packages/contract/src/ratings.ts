import { z } from 'zod';
import { ExtensionId, Timestamp } from './entities.js';
import {
  RATING_MODERATION_ACTIONS,
  RATING_REPLY_MAX,
  RATING_REPORT_REASONS,
  RATING_REPORT_TEXT_MAX,
  RATING_SORTS,
  RATING_TEXT_MAX,
  RATINGS_PAGE_MAX,
  RATINGS_PAGE_SIZE,
  RATINGS_PAGE_SIZE_MAX,
} from './rating-values.js';
import { optionalText } from './text-fields.js';

/**
 * Ratings and reviews: a visitor's score (1 to 5 stars) of a live item with an optional text,
 * one per user and item; the item's developer may reply; anyone signed in may mark a review
 * helpful or report it; administrators hide, restore or dismiss reported ones. The messages of
 * the input rules are catalog keys of the web app (ratings.*).
 */

export const RatingScore = z.number().int().min(1).max(5);

export const RatingSort = z.enum(RATING_SORTS);
export type RatingSort = z.infer<typeof RatingSort>;

export const RatingReportReason = z.enum(RATING_REPORT_REASONS);
export type RatingReportReason = z.infer<typeof RatingReportReason>;

/** A rating's id in addresses: a positive decimal number. */
export const RatingId = z.string().regex(/^[1-9][0-9]{0,17}$/, 'rating id');

/** An item's ratings at a glance: the average (one decimal) and how many gave each score. */
export const RatingSummary = z.object({
  score: z.number(),
  count: z.number().int(),
  countPerStar: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  /** Ratings with a written review. */
  reviewCount: z.number().int(),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

/** The developer's answer under a review. */
export const RatingReply = z.object({
  text: z.string(),
  /** The developer's public name. */
  author: z.string(),
  createAt: Timestamp,
  updateAt: Timestamp,
});
export type RatingReply = z.infer<typeof RatingReply>;

export const Rating = z.object({
  ratingId: RatingId,
  score: RatingScore,
  text: z.string().nullable(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
  createAt: Timestamp,
  updateAt: Timestamp,
  /** The item's version when the rating was given. */
  version: z.string().nullable(),
  reply: RatingReply.nullable(),
  helpfulCount: z.number().int(),
  /** The signed-in visitor's own rating. */
  mine: z.boolean(),
  /** The signed-in visitor marked it helpful. */
  helpful: z.boolean(),
  /** The signed-in visitor reported it. */
  reported: z.boolean(),
  /**
   * Hidden by the administrators: out of the lists and the aggregate. Only its author and the
   * administrators see such a rating (as `mine`, and in the console).
   */
  hidden: z.boolean(),
});
export type Rating = z.infer<typeof Rating>;

/** GET /ajax/extensions/{id}/ratings: the summary and one page of ratings. */
export const RatingPage = z.object({
  summary: RatingSummary,
  ratings: z.array(Rating),
  /** Ratings matching the score filter (the pages' total). */
  totalCount: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** The signed-in visitor's own rating of the item, wherever it falls in the list. */
  mine: Rating.nullable(),
});
export type RatingPage = z.infer<typeof RatingPage>;

export const RatingListQuery = z.object({
  sort: RatingSort.default('recent'),
  score: z.coerce.number().int().min(1).max(5).optional(),
  page: z.coerce.number().int().min(0).max(RATINGS_PAGE_MAX).default(0),
  size: z.coerce.number().int().min(1).max(RATINGS_PAGE_SIZE_MAX).default(RATINGS_PAGE_SIZE),
});
export type RatingListQuery = z.infer<typeof RatingListQuery>;

/** POST /ajax/extensions/{id}/ratings */
export const RatingInput = z.object({
  score: z.number({ message: 'ratings.score.required' }).int().min(1).max(5),
  text: optionalText(RATING_TEXT_MAX, 'ratings.text.max'),
});
export type RatingInput = z.input<typeof RatingInput>;

/** POST /ajax/extensions/{id}/ratings/{ratingId}/reports */
export const RatingReportInput = z.object({
  reason: RatingReportReason,
  text: optionalText(RATING_REPORT_TEXT_MAX, 'ratings.report.textMax'),
});
export type RatingReportInput = z.input<typeof RatingReportInput>;

/** PUT /creator/api/extensions/{id}/ratings/{ratingId}/reply */
export const RatingReplyInput = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'ratings.reply.required')
    .max(RATING_REPLY_MAX, 'ratings.reply.max'),
});
export type RatingReplyInput = z.input<typeof RatingReplyInput>;

/** A rating as the developer sees it in their area: which item it is about. */
export const CreatorRating = Rating.extend({
  extensionId: ExtensionId,
  itemName: z.string(),
  itemIcon: z.string().nullable(),
});
export type CreatorRating = z.infer<typeof CreatorRating>;

/** GET /creator/api/ratings?extensionId&page: the ratings of the developer's items, newest first. */
export const CreatorRatingPage = z.object({
  ratings: z.array(CreatorRating),
  totalCount: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type CreatorRatingPage = z.infer<typeof CreatorRatingPage>;

/** One report of a review, as administrators see it. */
export const RatingReport = z.object({
  reason: RatingReportReason,
  text: z.string().nullable(),
  reporter: z.string(),
  createAt: Timestamp,
});
export type RatingReport = z.infer<typeof RatingReport>;

/** A reported rating in the administrators' queue, with its open reports. */
export const ReportedRating = Rating.extend({
  extensionId: ExtensionId,
  itemName: z.string(),
  reports: z.array(RatingReport),
  /** When the oldest open report arrived: the queue's order. */
  reportedAt: Timestamp,
});
export type ReportedRating = z.infer<typeof ReportedRating>;

/** GET /admin/api/ratings/reports: ratings with open reports, oldest report first. */
export const RatingReportQueue = z.object({ ratings: z.array(ReportedRating) });
export type RatingReportQueue = z.infer<typeof RatingReportQueue>;

export const RatingModerationAction = z.enum(RATING_MODERATION_ACTIONS);
export type RatingModerationAction = z.infer<typeof RatingModerationAction>;

/** POST /admin/api/ratings/{ratingId}/hide|restore|dismiss: the reason kept in the log. */
export const RatingModerationInput = z.object({
  reason: optionalText(RATING_REPORT_TEXT_MAX, 'ratings.moderation.reasonMax'),
});
export type RatingModerationInput = z.input<typeof RatingModerationInput>;
