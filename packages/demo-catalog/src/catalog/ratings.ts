import { combineAggregate, type RatingAggregate, spreadStars } from '@lagoon/contract';
import { DEMO_RATERS } from '../accounts.js';
import type { Rng } from '../random.js';
import {
  DEVELOPER_REPLIES,
  REVIEW_TEXTS,
  type ReviewKind,
  type ReviewLanguage,
  type ReviewText,
} from '../vocabulary/reviews.js';
import { DEVELOPER_KEY } from './developer.js';
import type { ItemPlan, RatingPlan } from './model.js';

const DAY = 86_400_000;

/** Items with at least this many users all have reviews; the others most of the time. */
const POPULAR_USERS = 100_000;
const LESS_USED_REVIEWED = 0.7;
/**
 * People who write reviews lean further to the ends than an item's average: their scores
 * follow the item's spread of stars, mixed with this lean to the critical side.
 */
const REVIEWER_LEAN = [0.3, 0.2, 0.2, 0.15, 0.15] as const;
const REVIEWER_LEAN_WEIGHT = 0.25;
/** Ratings given as a score alone. */
const SCORE_ONLY = 0.1;

/** Published, listed and not blocked: what visitors find in lists and may rate. */
export function isListed(item: ItemPlan): boolean {
  return item.published !== null && item.visibility === 'LISTING' && !item.blocked;
}

function kindOf(item: ItemPlan): ReviewKind {
  if (item.productType === 'theme') return 'theme';
  if (item.productType === 'extension' || item.productType === 'sidebar') return 'extension';
  return 'webapp';
}

/** How likely each score is among the item's reviews. */
function scoreWeights(item: ItemPlan): number[] {
  const spread = spreadStars(item.ratingBase.count, item.ratingBase.sum);
  const count = spread.reduce((sum, value) => sum + value, 0);
  const shares = count > 0 ? spread.map((value) => value / count) : [0.05, 0.05, 0.1, 0.3, 0.5];
  return shares.map(
    (share, index) =>
      (1 - REVIEWER_LEAN_WEIGHT) * share + REVIEWER_LEAN_WEIGHT * (REVIEWER_LEAN[index] as number),
  );
}

function drawScore(rng: Rng, weights: number[]): number {
  let left = rng.next();
  for (const [index, weight] of weights.entries()) {
    if (left < weight) return index + 1;
    left -= weight;
  }
  return 5;
}

/** A moment between two others. */
function between(rng: Rng, from: Date, to: Date): Date {
  return new Date(from.getTime() + rng.next() * Math.max(0, to.getTime() - from.getTime()));
}

/** A version released before this one (the published package replaced it), if any. */
function previousVersion(rng: Rng, version: string): string | null {
  const [major = 1, minor = 0, patch = 0] = version.split('.').map(Number);
  if (patch > 0) return `${major}.${minor}.${rng.int(0, patch - 1)}`;
  if (minor > 0) return `${major}.${minor - 1}.${rng.int(0, 9)}`;
  return null;
}

/** A text from the pool not yet used on this item, or null when all are. */
function freshText(rng: Rng, pool: readonly ReviewText[], used: Set<ReviewText>) {
  const fresh = pool.filter((text) => !used.has(text));
  if (fresh.length === 0) return null;
  const chosen = rng.pick(fresh);
  used.add(chosen);
  return chosen;
}

function nameIn(item: ItemPlan, language: ReviewLanguage): string {
  const localizations = item.published?.localizations ?? [];
  return (
    localizations.find((localization) => localization.locale === language)?.name ??
    localizations[0]?.name ??
    ''
  );
}

/** 3 to 12 ratings of one item by demo raters other than its developer, with votes and replies. */
function ratingsOf(rng: Rng, now: Date, item: ItemPlan): RatingPlan[] {
  const widely = item.usercount >= 10_000_000;
  const most = widely ? 12 : item.usercount >= POPULAR_USERS ? 9 : 6;
  const raters = rng.sample(
    DEMO_RATERS.filter((rater) => rater.key !== item.ownerKey),
    rng.int(widely ? 6 : 3, most),
  );
  const weights = scoreWeights(item);
  const since = item.firstApprovedAt ?? item.createdAt;
  const pkg = item.published?.package ?? null;
  const earlier = pkg ? previousVersion(rng, pkg.version) : null;
  const used = new Set<ReviewText>();
  return raters.map((rater): RatingPlan => {
    const language = rater.language;
    const score = drawScore(rng, weights);
    const createdAt = between(rng, since, now);
    const written = rng.chance(SCORE_ONLY)
      ? null
      : freshText(rng, REVIEW_TEXTS[kindOf(item)][language][score - 1] ?? [], used);
    const text =
      written === null
        ? null
        : (typeof written === 'string' ? written : written.text).replaceAll(
            '{name}',
            nameIn(item, language),
          );
    // Longer reviews of more used items collect more "helpful" marks.
    const mostVotes = text === null ? 0 : (text.length > 60 ? 6 : 3) + (most >= 9 ? 3 : 0);
    const voters = rng.sample(
      DEMO_RATERS.filter((other) => other.key !== rater.key && other.key !== item.ownerKey),
      Math.floor(rng.next() ** 2 * (mostVotes + 1)),
    );
    const answered = written !== null && score <= 3 && rng.chance(score <= 2 ? 0.5 : 0.25);
    return {
      raterKey: rater.key,
      score,
      text,
      version: pkg ? (createdAt >= pkg.createdAt ? pkg.version : (earlier ?? pkg.version)) : null,
      createdAt,
      helpful: voters.map((voter) => ({
        raterKey: voter.key,
        createdAt: between(rng, createdAt, now),
      })),
      reply: answered
        ? {
            text:
              typeof written === 'string' ? rng.pick(DEVELOPER_REPLIES[language]) : written.reply,
            createdAt: new Date(
              Math.min(now.getTime(), createdAt.getTime() + (0.1 + rng.next() * 6) * DAY),
            ),
          }
        : null,
      reports: [],
    };
  });
}

/**
 * Real, readable ratings for the listed items: every widely used one, most of the others
 * and all of the demo developer's, so lists, detail pages and the developer area show reviews.
 */
export function addRatings(rng: Rng, now: Date, items: readonly ItemPlan[]): void {
  for (const item of items) {
    if (!isListed(item)) continue;
    const reviewed =
      item.ownerKey === DEVELOPER_KEY ||
      item.usercount >= POPULAR_USERS ||
      rng.chance(LESS_USED_REVIEWED);
    if (reviewed) item.ratings = ratingsOf(rng, now, item);
  }
}

/** Notes a reporter may add, by reason and language. */
const REPORT_NOTES: Record<'spam' | 'off_topic' | 'other', Record<ReviewLanguage, string>> = {
  spam: {
    en: 'This reads like an advert for another extension.',
    ko: '다른 확장 앱을 광고하는 글 같습니다.',
  },
  off_topic: {
    en: 'This is about a website, not about the extension.',
    ko: '확장 앱이 아니라 웹사이트에 대한 이야기입니다.',
  },
  other: {
    en: 'The review describes a version that was withdrawn long ago.',
    ko: '오래전에 내려간 버전에 대한 리뷰입니다.',
  },
};

/**
 * A few open reports of critical reviews of popular items, from other raters, so an
 * administrator trying the console finds the Reviews section with work in it. Uses its own
 * random stream, so the rest of the catalog is what it would be without them.
 */
export function addReports(rng: Rng, now: Date, items: readonly ItemPlan[], howMany = 4): void {
  const candidates = items
    .filter((item) => isListed(item) && item.usercount >= POPULAR_USERS)
    .flatMap((item) =>
      item.ratings
        .filter((rating) => rating.text !== null && rating.score <= 3)
        .map((rating) => ({ item, rating })),
    );
  for (const { item, rating } of rng.sample(candidates, Math.min(howMany, candidates.length))) {
    const reporters = rng.sample(
      DEMO_RATERS.filter((other) => other.key !== rating.raterKey && other.key !== item.ownerKey),
      rng.int(1, 2),
    );
    const reason = rng.pick(['spam', 'off_topic', 'other'] as const);
    rating.reports = reporters.map((reporter) => ({
      raterKey: reporter.key,
      reason,
      text: rng.chance(0.7) ? REPORT_NOTES[reason][reporter.language] : null,
      createdAt: between(rng, rating.createdAt, now),
    }));
  }
}

/** The item's aggregate as written: its base spread over the scores, plus its rating rows. */
export function itemAggregate(item: ItemPlan): RatingAggregate {
  const stars = [0, 0, 0, 0, 0];
  let written = 0;
  for (const rating of item.ratings) {
    stars[rating.score - 1] = (stars[rating.score - 1] as number) + 1;
    if (rating.text !== null) written += 1;
  }
  return combineAggregate(item.ratingBase, { stars, written });
}
