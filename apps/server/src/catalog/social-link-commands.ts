import { SocialLink, type SocialLinksInput } from '@lagoon/contract';
import { z } from 'zod';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';

/**
 * The footer's social links as the console keeps them: one settings row, absent until an
 * administrator (or the demo seed) saves a list. Without it the footer shows STORE_LINKS' list.
 */
const SOCIAL_LINKS_SETTING = 'social_links';

const StoredLinks = z.array(SocialLink);

/** The console's list; null while none was ever saved (or the row cannot be read as one). */
export async function loadSocialLinks(db: Db): Promise<SocialLink[] | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SOCIAL_LINKS_SETTING)
    .executeTakeFirst();
  if (!row) return null;
  const stored = StoredLinks.safeParse(row.value);
  return stored.success ? stored.data : null;
}

/** Stores the list as it is, without a log line: the demo seed's footer links. */
export async function writeSocialLinks(db: Db, links: readonly SocialLink[]): Promise<void> {
  const value = JSON.stringify(links);
  await db
    .insertInto('settings')
    .values({ key: SOCIAL_LINKS_SETTING, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * An administrator's new list, with its log line (the list before and after); saving the list
 * that is already there changes and logs nothing. `fallback` is what the footer showed while the
 * console had no list (STORE_LINKS'), recorded as the list before the first save.
 */
export async function saveSocialLinks(
  db: Db,
  actorId: string,
  input: z.output<typeof SocialLinksInput>,
  fallback: readonly SocialLink[],
): Promise<SocialLink[]> {
  const links = input.links.map(({ name, url }) => ({ name, url }));
  await db.transaction().execute(async (trx) => {
    // One save at a time, so each log line's "before" is what the previous save left.
    await trx
      .insertInto('settings')
      .values({ key: SOCIAL_LINKS_SETTING, value: JSON.stringify(fallback) })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const row = await trx
      .selectFrom('settings')
      .select('value')
      .where('key', '=', SOCIAL_LINKS_SETTING)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const before = StoredLinks.safeParse(row.value);
    const previous = before.success ? before.data : [];
    if (JSON.stringify(previous) === JSON.stringify(links)) return;
    await trx
      .updateTable('settings')
      .set({ value: JSON.stringify(links) })
      .where('key', '=', SOCIAL_LINKS_SETTING)
      .execute();
    await recordAction(trx, {
      actorId,
      action: 'social_links.set',
      target: 'social_links',
      details: { before: previous, after: links },
      reason: input.reason,
    });
  });
  return links;
}
