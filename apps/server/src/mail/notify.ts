import type {
  BlockMode,
  ItemReportReason,
  Language,
  MailKind,
  ProductType,
  ReviewEvent,
} from '@lagoon/contract';
import type { Db } from '../db/database.js';
import type { ItemRow } from '../db/schema.js';
import { pickLocalization } from '../lib/localization.js';
import { composeMail, type ItemFacts, type MailFacts } from './compose.js';
import type { Mailer } from './mailer.js';
import { insertMail } from './outbox-queries.js';

/**
 * Queues the mails that tell a developer what happened to their item. Each runs in the
 * transaction of the change it tells about, so a mail is in the outbox exactly when the change
 * committed; the caller wakes the sender once it has (Mailer.wake). The developer's
 * preferences decide whether a mail is written at all and in which language; an item with no
 * developer (the demo catalog's) gets none.
 */

/** Which preference lets a kind of mail through. */
type Topic = 'decisions' | 'ratings' | 'reports';

interface Recipient {
  email: string;
  developer: string;
  language: Language;
}

/** The developer of an item, when they want mail on this topic. */
async function recipientOf(db: Db, itemId: string, topic: Topic): Promise<Recipient | null> {
  const row = await db
    .selectFrom('items')
    .innerJoin('creators', 'creators.id', 'items.creator_id')
    .leftJoin('mail_preferences', 'mail_preferences.creator_id', 'creators.id')
    .select([
      'creators.email',
      'creators.name',
      'mail_preferences.language',
      'mail_preferences.decisions',
      'mail_preferences.ratings',
      'mail_preferences.reports',
    ])
    .where('items.id', '=', itemId)
    .executeTakeFirst();
  if (!row) return null;
  // No row: the defaults (decisions on, the rest off).
  const wanted = row[topic] ?? topic === 'decisions';
  if (!wanted) return null;
  return {
    email: row.email,
    developer: row.name,
    language: row.language === 'ko' ? 'ko' : 'en',
  };
}

/** The item as its mails name it: the name of one of its listings in the mail's language. */
async function itemFacts(
  db: Db,
  item: Pick<ItemRow, 'id' | 'product_type'>,
  listingId: number | null,
  recipient: Recipient,
): Promise<ItemFacts> {
  let name = item.id;
  if (listingId !== null) {
    const listing = await db
      .selectFrom('listings')
      .select('default_locale')
      .where('id', '=', listingId)
      .executeTakeFirst();
    const texts = await db
      .selectFrom('localizations')
      .select(['locale', 'name'])
      .where('listing_id', '=', listingId)
      .execute();
    const shown = pickLocalization(texts, recipient.language, listing?.default_locale ?? 'en');
    if (shown?.name) name = shown.name;
  }
  return {
    extensionId: item.id,
    productType: item.product_type as ProductType,
    name,
    developer: recipient.developer,
  };
}

async function queue(
  db: Db,
  mailer: Mailer,
  facts: MailFacts,
  item: ItemFacts,
  recipient: Recipient,
): Promise<void> {
  const mail = composeMail(facts, item, recipient.language, mailer.publicUrl);
  await insertMail(db, {
    ...mail,
    recipient: recipient.email,
    language: recipient.language,
    itemId: item.extensionId,
    status: mailer.delivers ? 'queued' : 'kept',
  });
}

const DECISION_KINDS: Partial<Record<ReviewEvent, MailKind>> = {
  approve: 'review.approved',
  reject: 'review.rejected',
  turnPrivate: 'review.private',
  block: 'review.blocked',
  unblock: 'review.unblocked',
};

/** What an administrator decided, as the review machine was told it. */
export interface DecisionDetails {
  guidelines?: readonly string[] | undefined;
  message?: string | null | undefined;
  blockMode?: BlockMode | undefined;
}

/**
 * Queues the mail of an administrator's decision on an item (approve, reject, turn private,
 * block, unblock), from the item as the decision left it. Other transitions send nothing.
 */
export async function queueDecisionMail(
  db: Db,
  mailer: Mailer,
  item: ItemRow,
  event: ReviewEvent,
  details: DecisionDetails,
): Promise<void> {
  const kind = DECISION_KINDS[event];
  if (!kind) return;
  const recipient = await recipientOf(db, item.id, 'decisions');
  if (!recipient) return;
  // A rejection names the draft it refused; everything else the listing visitors know.
  const listingId =
    kind === 'review.rejected'
      ? (item.draft_listing_id ?? item.published_listing_id)
      : (item.published_listing_id ?? item.draft_listing_id);
  const facts = await itemFacts(db, item, listingId, recipient);
  const message = details.message || null;
  const guidelines = details.guidelines ?? [];
  switch (kind) {
    case 'review.approved': {
      const version = await db
        .selectFrom('listings')
        .innerJoin('packages', 'packages.id', 'listings.package_id')
        .select('packages.version')
        .where('listings.id', '=', item.published_listing_id ?? -1)
        .executeTakeFirst();
      await queue(
        db,
        mailer,
        { kind, version: version?.version ?? null, message },
        facts,
        recipient,
      );
      return;
    }
    case 'review.rejected':
      await queue(
        db,
        mailer,
        { kind, guidelines, message, isUpdate: item.published_listing_id !== null },
        facts,
        recipient,
      );
      return;
    case 'review.private':
      await queue(db, mailer, { kind, guidelines, message }, facts, recipient);
      return;
    case 'review.blocked':
      await queue(
        db,
        mailer,
        { kind, reason: message ?? '', mode: details.blockMode ?? 'blocked' },
        facts,
        recipient,
      );
      return;
    default:
      await queue(db, mailer, { kind: 'review.unblocked' }, facts, recipient);
  }
}

/** The item a rating or report is about, with the listing visitors see. */
async function publishedItem(db: Db, itemId: string) {
  return db
    .selectFrom('items')
    .select(['id', 'product_type', 'published_listing_id'])
    .where('id', '=', itemId)
    .executeTakeFirst();
}

/** Queues the mail of a new rating of an item, when its developer wants those. */
export async function queueRatingMail(
  db: Db,
  mailer: Mailer,
  rating: { itemId: string; score: number; text: string | null; nickname: string },
): Promise<void> {
  const recipient = await recipientOf(db, rating.itemId, 'ratings');
  const item = recipient && (await publishedItem(db, rating.itemId));
  if (!recipient || !item) return;
  const facts = await itemFacts(db, item, item.published_listing_id, recipient);
  await queue(
    db,
    mailer,
    { kind: 'rating.new', score: rating.score, text: rating.text, nickname: rating.nickname },
    facts,
    recipient,
  );
}

/**
 * Queues the mail of a visitor's report of an item, when its developer wants those. The mail
 * names the reason only: who reported and what they wrote stay with the administrators.
 */
export async function queueReportMail(
  db: Db,
  mailer: Mailer,
  report: { itemId: string; reason: ItemReportReason },
): Promise<void> {
  const recipient = await recipientOf(db, report.itemId, 'reports');
  const item = recipient && (await publishedItem(db, report.itemId));
  if (!recipient || !item) return;
  const facts = await itemFacts(db, item, item.published_listing_id, recipient);
  await queue(db, mailer, { kind: 'report.new', reason: report.reason }, facts, recipient);
}
