import { sql } from 'kysely';
import type { DatabaseKind, Db } from '../db/database.js';
import type { FileStorage } from './storage.js';

/** Files younger than this are never removed: their database row may still be on its way. */
export const FILE_GRACE_MS = 24 * 60 * 60 * 1000;
/** Uploaded images a listing has not taken within this time are forgotten. */
export const UPLOAD_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export interface CollectOptions {
  now?: Date;
  graceMs?: number;
  uploadRetentionMs?: number;
}

export interface CollectResult {
  /** Stored files nothing refers to any more, now removed. */
  removedFiles: number;
  removedBytes: number;
  keptFiles: number;
  /** Half-written files that interrupted writes left, now removed. */
  removedLeftovers: number;
  /** Upload records no listing took in time; their files go on a later run. */
  forgottenUploads: number;
}

/**
 * Every storage key the database refers to: media with their derivatives, uploaded images
 * waiting for a listing, packages and their signed CRX copies, banners and event covers with their derivatives, mobile websites' icons and profile
 * pictures. One distinct list, so memory
 * grows with the files in use, not with the rows that share them.
 */
async function referencedKeys(db: Db): Promise<Set<string>> {
  const rows = await sql<{ key: string }>`
    SELECT file_key AS key FROM media
    UNION SELECT d.value FROM media, jsonb_each_text(media.derivatives) AS d
    UNION SELECT file_key FROM media_uploads
    UNION SELECT d.value FROM media_uploads, jsonb_each_text(media_uploads.derivatives) AS d
    UNION SELECT file_key FROM packages
    UNION SELECT file_key FROM signed_packages
    UNION SELECT image_key FROM banners
    UNION SELECT d.value FROM banners, jsonb_each_text(banners.derivatives) AS d
    UNION SELECT icon_key FROM mobile_sites
    UNION SELECT cover_key FROM events
    UNION SELECT d.value FROM events, jsonb_each_text(events.cover_derivatives) AS d
    UNION SELECT substring(profile_image FROM '[a-f0-9]{64}\\.[a-z]+$') FROM users
    UNION SELECT substring(big_profile_image FROM '[a-f0-9]{64}\\.[a-z]+$') FROM users
  `.execute(db);
  const keys = new Set<string>();
  for (const row of rows.rows) if (row.key) keys.add(row.key);
  return keys;
}

/**
 * Removes stored files nothing refers to: the packages and images of deleted items, replaced
 * profile pictures and banners, images uploaded and never used. A file is removed only when it
 * is older than the grace period, so an upload whose row is not yet written is safe.
 *
 * Upload records are forgotten after the references are read, so a file whose last reference
 * was such a record stays until the next run: a listing that takes the upload meanwhile keeps it.
 */
export async function collectUnusedFiles(
  db: Db,
  storage: FileStorage,
  options: CollectOptions = {},
): Promise<CollectResult> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.graceMs ?? FILE_GRACE_MS));
  const referenced = await referencedKeys(db);
  const result: CollectResult = {
    removedFiles: 0,
    removedBytes: 0,
    keptFiles: 0,
    removedLeftovers: 0,
    forgottenUploads: 0,
  };
  for await (const entry of storage.list()) {
    if (referenced.has(entry.key) || entry.modifiedAt >= cutoff) {
      result.keptFiles += 1;
      continue;
    }
    await storage.remove(entry.key);
    result.removedFiles += 1;
    result.removedBytes += entry.size;
  }
  result.removedLeftovers = await storage.removeLeftovers(cutoff);
  const forgotten = await db
    .deleteFrom('media_uploads')
    .where(
      'created_at',
      '<',
      new Date(now.getTime() - (options.uploadRetentionMs ?? UPLOAD_RETENTION_MS)),
    )
    .executeTakeFirst();
  result.forgottenUploads = Number(forgotten.numDeletedRows);
  return result;
}

/**
 * The session-level advisory lock that one collection holds on PostgreSQL (an arbitrary 64-bit
 * number that only this collector uses: "lagoon collect").
 */
export const COLLECTOR_LOCK_KEY = 0x6c61_676f_6f6e_6763n;

/**
 * Runs the collection unless another server of the store is running one right now: on PostgreSQL
 * the run holds an advisory lock on a connection of its own, which PostgreSQL also releases when
 * that server dies. Resolves with null when another server held the lock. PGlite serves one
 * process only, so there the run needs no lock (and holding its single connection for the whole
 * run would stop every request meanwhile).
 */
export async function collectUnusedFilesOnce(
  db: Db,
  kind: DatabaseKind,
  storage: FileStorage,
  options: CollectOptions = {},
): Promise<CollectResult | null> {
  if (kind === 'pglite') return collectUnusedFiles(db, storage, options);
  return db.connection().execute(async (connection) => {
    const key = COLLECTOR_LOCK_KEY.toString();
    const locked = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_lock(${key}::bigint) AS locked
    `.execute(connection);
    if (!locked.rows[0]?.locked) return null;
    try {
      // The work itself uses the pool; this connection only holds the lock.
      return await collectUnusedFiles(db, storage, options);
    } finally {
      await sql`SELECT pg_advisory_unlock(${key}::bigint)`.execute(connection);
    }
  });
}
