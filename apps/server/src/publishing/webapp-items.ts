import {
  DEFAULT_LOCALE,
  isChosenLocale,
  LISTING_NAME_MAX,
  LISTING_SHORT_DESCRIPTION_MAX,
} from '@lagoon/contract';
import { newItemId } from '../catalog/item-id.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { storeImage } from '../media/images.js';
import type { FileStorage } from '../storage/storage.js';
import type { CheckedWebApp } from './webapp/check-web-app.js';

/**
 * The writes behind registering a web app by its URL. A checked site becomes a new item
 * waiting for submission, with a draft listing holding its URL, manifest, name, description
 * and icon. One domain is one web app: the unique index on the item's domain settles two
 * registrations racing.
 */

/** Web-app manifests give a BCP 47 `lang` (en-US); items use the store's locale codes (en_US). */
export function localeOfLanguageTag(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const [language, region] = tag.replace('_', '-').split('-');
  const full = region ? `${language!.toLowerCase()}_${region.toUpperCase()}` : '';
  if (full && isChosenLocale(full)) return full;
  const short = language!.toLowerCase();
  return isChosenLocale(short) ? short : null;
}

/** Whether an item is already registered under the domain. */
export async function isDomainTaken(db: Db, domain: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('items')
      .select('id')
      .where('web_domain', '=', domain)
      .executeTakeFirst()) !== undefined
  );
}

/**
 * Registers a checked web app as the developer's new item; returns its id. The site's icon is
 * stored first (MUST_DEFINE_THE_ICON when it is not a usable image); the listing's locale is
 * the manifest's `lang` when the store offers it. DUPLICATED_DOMAIN when another registration
 * of the domain got there first.
 */
export async function createWebAppItem(
  db: Db,
  storage: FileStorage,
  creatorId: string,
  site: CheckedWebApp,
): Promise<string> {
  const icon = await storeImage(storage, site.icon.data, 'package-icon').catch((error) => {
    if (error instanceof AppError) throw new AppError('MUST_DEFINE_THE_ICON');
    throw error;
  });
  const manifestLang = (site.manifest as { lang?: unknown }).lang;
  const locale =
    localeOfLanguageTag(typeof manifestLang === 'string' ? manifestLang : null) ?? DEFAULT_LOCALE;
  const id = newItemId();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('items')
        .values({
          id,
          creator_id: creatorId,
          product_type: 'pwa',
          review_state: 'PREPARE_FOR_SUBMISSION',
          visibility: 'LISTING',
          web_domain: site.domain,
          updated_at: new Date(),
        })
        .execute();
      const listing = await trx
        .insertInto('listings')
        .values({
          item_id: id,
          default_locale: locale,
          web_url: site.url,
          web_manifest: JSON.stringify(site.manifest),
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('localizations')
        .values({
          listing_id: listing.id,
          locale,
          name: site.name.slice(0, LISTING_NAME_MAX),
          short_description: site.description
            ? site.description.slice(0, LISTING_SHORT_DESCRIPTION_MAX)
            : null,
          description: site.description ?? '',
        })
        .execute();
      await trx
        .insertInto('media')
        .values({
          listing_id: listing.id,
          kind: 'icon',
          locale: null,
          file_key: icon.key,
          width: icon.width,
          height: icon.height,
          created_at: new Date(),
          derivatives: JSON.stringify(icon.derivatives),
        })
        .execute();
      await trx
        .updateTable('items')
        .set({ draft_listing_id: listing.id })
        .where('id', '=', id)
        .execute();
    });
  } catch (error) {
    // Two registrations of one domain racing: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw new AppError('DUPLICATED_DOMAIN');
    throw error;
  }
  return id;
}
