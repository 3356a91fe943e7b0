import { z } from 'zod';

/**
 * An item's published versions, newest first: GET /ajax/extensions/{id}/versions, and the
 * `versions` of the detail answer. Only items visitors can see have one (EXTENSION_NOT_FOUND
 * otherwise); web apps, which have no package, have none.
 */
export function versionsPath(id: string): string {
  return `/ajax/extensions/${id}/versions`;
}

export const PublishedVersion = z.object({
  version: z.string(),
  /** When the version was approved and reached visitors (ISO 8601). */
  publishedAt: z.string(),
  /** The package's size in bytes, as its developer uploaded it. */
  size: z.number().int(),
  /** The package's manifest_version (2 or 3). */
  manifestVersion: z.number().int(),
  /**
   * What changed, in the requested language (else the listing's default language, else any);
   * null when the developer wrote none or the store no longer holds it.
   */
  changeLog: z.string().nullable(),
  /** The version visitors install now. */
  current: z.boolean(),
  /**
   * Set when this version is a rollback: the earlier version whose package it carries under
   * this higher number (browsers never install a lower version). Absent or null otherwise.
   */
  rollbackOf: z.string().nullable().optional(),
});
export type PublishedVersion = z.infer<typeof PublishedVersion>;

export const VersionHistory = z.object({ versions: z.array(PublishedVersion) });
export type VersionHistory = z.infer<typeof VersionHistory>;
