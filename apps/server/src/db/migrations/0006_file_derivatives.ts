/**
 * /files/ answers a PNG or JPEG with its WebP copy: the copy is found by the canonical key,
 * and banners keep their derivatives like listing media do.
 */
export const statements: string[] = [
  'CREATE INDEX media_file_key_idx ON media (file_key)',
  'CREATE INDEX media_uploads_file_key_idx ON media_uploads (file_key)',
  "ALTER TABLE banners ADD COLUMN derivatives jsonb NOT NULL DEFAULT '{}'::jsonb",
];
