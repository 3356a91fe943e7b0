/**
 * A list page in a category (GET /ajax/extensions?category=…) is an index range read: the
 * category of the live listing is kept on the item, beside the list orders, with one index per
 * order that starts with it. Before, a page walked the popularity or release order of every
 * listed item and joined each to its listing to keep those of the category (about 4,800 items
 * for an offset of 490 at a million items), and its total counted a tenth of the catalog through
 * that join.
 *
 * `items.category_code` is the category of the item's published listing (null without one). The
 * database keeps it in step, whatever writes (approval, the seeders, an operator's statement):
 * an item that gets another published listing takes that listing's category, and a change of
 * the category of a published listing reaches its item. Drafts never touch it: an edit that
 * moves an item to another category shows in the lists once it is approved.
 *
 * The indexes hold the listed items only and carry the product type, so a page reads the index
 * alone, however deep its offset.
 *
 * A list's total is a sum over `listed_item_counts`: how many listed items (live, LISTING, not
 * blocked) there are of each product type, category and provider. Triggers on items keep it
 * exact in the transaction that changes an item, so a total costs a few rows instead of counting
 * a tenth of the catalog after every change (2.8 s at a million items on the embedded database).
 * Inserts and deletes are counted once per statement (the large seeder writes a thousand items
 * in one); updates once per row, and only those naming a column the rule reads.
 */
export const statements: string[] = [
  'ALTER TABLE items ADD COLUMN category_code text',
  // Every item row is rewritten once. An update that also inserts each new row version into
  // the table's ten other indexes cost 170 s of CPU at a million items on the embedded database;
  // dropping those indexes first and building them again from their own definitions (as the
  // database reports them, so they come back unchanged) costs 68 s. The constraints' indexes
  // (the key, the unique web domain) stay.
  `DO $$
    DECLARE
      found record;
      definitions text[] := '{}';
      definition text;
    BEGIN
      FOR found IN
        SELECT i.indexname, i.indexdef FROM pg_indexes i
        WHERE i.schemaname = current_schema() AND i.tablename = 'items'
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
      LOOP
        definitions := definitions || found.indexdef;
        EXECUTE format('DROP INDEX %I', found.indexname);
      END LOOP;
      UPDATE items SET category_code = l.category_code
        FROM listings l
        WHERE l.id = items.published_listing_id AND l.category_code IS NOT NULL;
      FOREACH definition IN ARRAY definitions LOOP
        EXECUTE definition;
      END LOOP;
    END
  $$`,
  `CREATE INDEX items_listed_category_popular_idx
      ON items (category_code, usercount DESC, id) INCLUDE (product_type)
      WHERE live AND visibility = 'LISTING' AND NOT blocked`,
  `CREATE INDEX items_listed_category_new_idx
      ON items (category_code, released_at DESC, id) INCLUDE (product_type)
      WHERE live AND visibility = 'LISTING' AND NOT blocked`,
  `CREATE FUNCTION item_category_of_published_listing() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.category_code := (
        SELECT category_code FROM listings WHERE id = NEW.published_listing_id
      );
      RETURN NEW;
    END
  $$`,
  // An insert that names its category (the large seeder, whose listings are written in the
  // same statement) keeps it.
  `CREATE TRIGGER items_category_on_insert BEFORE INSERT ON items
      FOR EACH ROW WHEN (NEW.published_listing_id IS NOT NULL AND NEW.category_code IS NULL)
      EXECUTE FUNCTION item_category_of_published_listing()`,
  `CREATE TRIGGER items_category_on_publish BEFORE UPDATE OF published_listing_id ON items
      FOR EACH ROW WHEN (NEW.published_listing_id IS DISTINCT FROM OLD.published_listing_id)
      EXECUTE FUNCTION item_category_of_published_listing()`,
  `CREATE FUNCTION published_listing_category_to_item() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE items SET category_code = NEW.category_code
        WHERE id = NEW.item_id AND published_listing_id = NEW.id;
      RETURN NULL;
    END
  $$`,
  `CREATE TRIGGER listings_category_to_item AFTER UPDATE OF category_code ON listings
      FOR EACH ROW WHEN (NEW.category_code IS DISTINCT FROM OLD.category_code)
      EXECUTE FUNCTION published_listing_category_to_item()`,
  `CREATE TABLE listed_item_counts (
      product_type text NOT NULL,
      category_code text NOT NULL,
      provider text NOT NULL,
      items bigint NOT NULL,
      PRIMARY KEY (product_type, category_code, provider)
    )`,
  // Without a category or a provider the key holds '' (a key column cannot be null).
  `INSERT INTO listed_item_counts
      SELECT product_type, coalesce(category_code, ''), coalesce(provider, ''), count(*)
      FROM items WHERE live AND visibility = 'LISTING' AND NOT blocked
      GROUP BY 1, 2, 3`,
  `CREATE FUNCTION count_listed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO listed_item_counts
          SELECT product_type, coalesce(category_code, ''), coalesce(provider, ''), count(*)
          FROM added WHERE live AND visibility = 'LISTING' AND NOT blocked
          GROUP BY 1, 2, 3
          ON CONFLICT (product_type, category_code, provider)
          DO UPDATE SET items = listed_item_counts.items + excluded.items;
      ELSE
        UPDATE listed_item_counts c SET items = c.items - gone.n
          FROM (
            SELECT product_type, coalesce(category_code, '') AS category_code,
              coalesce(provider, '') AS provider, count(*) AS n
            FROM removed WHERE live AND visibility = 'LISTING' AND NOT blocked
            GROUP BY 1, 2, 3
          ) gone
          WHERE c.product_type = gone.product_type AND c.category_code = gone.category_code
            AND c.provider = gone.provider;
      END IF;
      RETURN NULL;
    END
  $$`,
  `CREATE TRIGGER items_count_listed_inserts AFTER INSERT ON items
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT
      EXECUTE FUNCTION count_listed_rows()`,
  `CREATE TRIGGER items_count_listed_deletes AFTER DELETE ON items
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
      EXECUTE FUNCTION count_listed_rows()`,
  `CREATE FUNCTION count_listed_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      listed_before boolean := OLD.live AND OLD.visibility = 'LISTING' AND NOT OLD.blocked;
      listed_after boolean := NEW.live AND NEW.visibility = 'LISTING' AND NOT NEW.blocked;
    BEGIN
      IF listed_before = listed_after AND OLD.product_type = NEW.product_type
        AND OLD.category_code IS NOT DISTINCT FROM NEW.category_code
        AND OLD.provider IS NOT DISTINCT FROM NEW.provider THEN
        RETURN NULL;
      END IF;
      IF listed_before THEN
        UPDATE listed_item_counts SET items = items - 1
          WHERE product_type = OLD.product_type
            AND category_code = coalesce(OLD.category_code, '')
            AND provider = coalesce(OLD.provider, '');
      END IF;
      IF listed_after THEN
        INSERT INTO listed_item_counts
          VALUES (NEW.product_type, coalesce(NEW.category_code, ''), coalesce(NEW.provider, ''), 1)
          ON CONFLICT (product_type, category_code, provider)
          DO UPDATE SET items = listed_item_counts.items + 1;
      END IF;
      RETURN NULL;
    END
  $$`,
  `CREATE TRIGGER items_count_listed_changes
      AFTER UPDATE OF product_type, provider, visibility, blocked, published_listing_id,
        private_at, category_code ON items
      FOR EACH ROW EXECUTE FUNCTION count_listed_change()`,
];
