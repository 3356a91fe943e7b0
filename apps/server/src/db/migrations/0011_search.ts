/**
 * Search runs on an in-memory index each server builds from the database (search/): the
 * trigram index on descriptions, which only search read, is no longer worth its cost on writes.
 * The one on names stays for the administrators' item search.
 */
export const statements: string[] = ['DROP INDEX IF EXISTS localizations_description_trgm_idx'];
