/**
 * Likes of wallpapers: one row per account and wallpaper. items.like_count stays the count
 * lists order by and show: a like adds 1 to it and taking the like back subtracts 1, in the
 * same transaction as the row (see likes/like-commands.ts), so it is the demo catalog's base
 * number plus the likes here. The user index serves an account's likes and the cascade when
 * an account goes (the store deletes none today; one that does must take its likes out of
 * the counts first).
 */
export const statements: string[] = [
  `CREATE TABLE item_likes (
      item_id char(32) NOT NULL REFERENCES items (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (item_id, user_id)
    )`,
  'CREATE INDEX item_likes_user_idx ON item_likes (user_id, created_at)',
];
