/**
 * Rollbacks: a published version may be an earlier version's package repacked under a higher
 * version number (browsers never install a lower one). `rollback_of` names the version whose
 * package it carries, so the version history can say "rollback of 1.2.0"; null for versions an
 * approval published.
 */
export const statements: string[] = ['ALTER TABLE published_versions ADD COLUMN rollback_of text'];
