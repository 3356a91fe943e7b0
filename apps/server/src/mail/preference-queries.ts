import type { Language, MailPreferences, MailPreferencesInput } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * A developer's choice of mails. Without a row: review decisions on, new ratings and reports
 * off, English. The language is the developer's own choice once they saved one; until then it
 * follows the language they last requested a review in, which is the language they read the
 * developer area in.
 */
export const DEFAULT_MAIL_PREFERENCES: MailPreferences = {
  decisions: true,
  ratings: false,
  reports: false,
  language: 'en',
};

/** The developer's preferences, or the defaults. */
export async function loadMailPreferences(db: Db, creatorId: string): Promise<MailPreferences> {
  const row = await db
    .selectFrom('mail_preferences')
    .select(['decisions', 'ratings', 'reports', 'language'])
    .where('creator_id', '=', creatorId)
    .executeTakeFirst();
  if (!row) return DEFAULT_MAIL_PREFERENCES;
  return {
    decisions: row.decisions,
    ratings: row.ratings,
    reports: row.reports,
    language: row.language as Language,
  };
}

/** Saves every choice; the language is the developer's own from now on. */
export async function saveMailPreferences(
  db: Db,
  creatorId: string,
  input: MailPreferencesInput,
): Promise<MailPreferences> {
  await db
    .insertInto('mail_preferences')
    .values({ creator_id: creatorId, ...input, language_chosen: true })
    .onConflict((conflict) =>
      conflict.column('creator_id').doUpdateSet({
        ...input,
        language_chosen: true,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
  return { ...input };
}

/**
 * Remembers the language a developer requested a review in, for the mails that answer it,
 * unless they chose a language themselves. Runs in the review request's transaction.
 */
export async function rememberReviewLanguage(
  db: Db,
  creatorId: string,
  language: Language,
): Promise<void> {
  await db
    .insertInto('mail_preferences')
    .values({ creator_id: creatorId, language })
    .onConflict((conflict) =>
      conflict
        .column('creator_id')
        .doUpdateSet({ language, updated_at: sql<Date>`now()` })
        .where('mail_preferences.language_chosen', '=', false)
        .where('mail_preferences.language', '<>', language),
    )
    .execute();
}
