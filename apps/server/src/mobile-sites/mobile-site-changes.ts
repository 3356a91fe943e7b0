import type { Language, MobileSiteCategory } from '@lagoon/contract';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { fileUrl } from '../storage/storage.js';
import type { FramingVerdict } from './framing-check.js';
import {
  deleteMobileSite,
  insertMobileSite,
  lockMobileSite,
  lockMobileSiteOrder,
  type MobileSiteChanges,
  setMobileSiteOrder,
  updateMobileSite,
} from './mobile-site-queries.js';

/**
 * The changes administrators make to the mobile websites. Each runs in one transaction with
 * its line in the curation log ("mobile_site:<id>", or "mobile_sites" for the order), so a
 * refused change leaves both the list and the log as they were. The framing verdict is found
 * before (it asks the site over the network) and written with the change.
 */

/** Who changes what, and the note for the log. */
export interface Author {
  actorId: string;
  reason: string | null;
}

const notFound = () => new AppError('MOBILE_SITE_NOT_FOUND');

/** A new site's fields, checked: the address normalised, the icon a stored file's key. */
export interface NewSite {
  name: string;
  url: string;
  iconKey: string | null;
  category: MobileSiteCategory;
  language: Language | null;
}

export async function createMobileSite(
  db: Db,
  author: Author,
  input: NewSite,
  verdict: FramingVerdict,
  checkedAt: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertMobileSite(trx, {
      name: input.name,
      url: input.url,
      iconKey: input.iconKey,
      category: input.category,
      language: input.language,
      framing: verdict.framing,
      framingDetail: verdict.detail,
      checkedAt,
    });
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'mobile_site.create',
      target: `mobile_site:${id}`,
      details: {
        name: input.name,
        url: input.url,
        category: input.category,
        language: input.language,
        icon: input.iconKey ? fileUrl(input.iconKey) : null,
        framing: verdict.framing,
        framingDetail: verdict.detail,
      },
      reason: author.reason,
    });
    return id;
  });
}

/** The fields of a change as columns: undefined leaves a column as it is. */
export interface SiteChange {
  name?: string | undefined;
  url?: string | undefined;
  iconKey?: string | null | undefined;
  category?: MobileSiteCategory | undefined;
  language?: Language | null | undefined;
  position?: number | undefined;
}

/**
 * Changes a site's fields. `verdict` is the framing check of `change.url`; it is written only
 * when the address really changes.
 */
export async function changeMobileSite(
  db: Db,
  author: Author,
  id: number,
  change: SiteChange,
  verdict: { result: FramingVerdict; at: Date } | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockMobileSite(trx, id);
    if (!before) throw notFound();
    const next: MobileSiteChanges = {
      name: change.name,
      url: change.url,
      icon_key: change.iconKey,
      category: change.category,
      language: change.language,
      position: change.position,
    };
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    const set: MobileSiteChanges = {};
    for (const [column, value] of Object.entries(next) as [keyof MobileSiteChanges, unknown][]) {
      if (value === undefined || before[column] === value) continue;
      changes[column] = {
        before:
          column === 'icon_key' && before.icon_key ? fileUrl(before.icon_key) : before[column],
        after: column === 'icon_key' && typeof value === 'string' ? fileUrl(value) : value,
      };
      (set as Record<string, unknown>)[column] = value;
    }
    if (Object.keys(set).length === 0) return;
    // A new address comes with the verdict on it; the verdict is not a change of its own.
    const checked = set.url !== undefined ? verdict : null;
    if (checked) {
      set.framing = checked.result.framing;
      set.framing_detail = checked.result.detail;
      set.checked_at = checked.at;
    }
    await updateMobileSite(trx, id, set);
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'mobile_site.update',
      target: `mobile_site:${id}`,
      details: {
        name: before.name,
        changes,
        ...(checked
          ? { framing: checked.result.framing, framingDetail: checked.result.detail }
          : {}),
      },
      reason: author.reason,
    });
  });
}

export async function removeMobileSite(db: Db, author: Author, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await deleteMobileSite(trx, id);
    if (!removed) throw notFound();
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'mobile_site.delete',
      target: `mobile_site:${id}`,
      details: {
        name: removed.name,
        url: removed.url,
        category: removed.category,
        language: removed.language,
      },
      reason: author.reason,
    });
  });
}

/**
 * Puts the sites in the order of `ids`, which must name every site once; otherwise (someone
 * added or removed one meanwhile) the order is stale and nothing changes.
 */
export async function reorderMobileSites(
  db: Db,
  author: Author,
  ids: readonly string[],
  stale: () => AppError,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockMobileSiteOrder(trx);
    const wanted = new Set(ids);
    if (
      wanted.size !== ids.length ||
      current.length !== ids.length ||
      current.some((id) => !wanted.has(id))
    ) {
      throw stale();
    }
    if (current.join() === ids.join()) return;
    await setMobileSiteOrder(trx, ids);
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'mobile_site.reorder',
      target: 'mobile_sites',
      details: { before: current, after: [...ids] },
      reason: author.reason,
    });
  });
}

/**
 * Keeps the verdict of a framing check asked for again. When the site's address changed while
 * its answer was awaited, the verdict is about an address the site no longer has: nothing is
 * written (the change of address ran its own check).
 */
export async function recordFramingCheck(
  db: Db,
  author: Author,
  id: number,
  url: string,
  verdict: FramingVerdict,
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockMobileSite(trx, id);
    if (!before) throw notFound();
    if (before.url !== url) return;
    await updateMobileSite(trx, id, {
      framing: verdict.framing,
      framing_detail: verdict.detail,
      checked_at: at,
    });
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'mobile_site.check',
      target: `mobile_site:${id}`,
      details: {
        name: before.name,
        url,
        before: before.framing,
        after: verdict.framing,
        detail: verdict.detail,
      },
      reason: author.reason,
    });
  });
}
