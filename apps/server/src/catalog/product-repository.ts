import { isWebAppType, type Language } from '@lagoon/contract';
import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/database.js';
import { ReusedStatement } from '../db/reused-statement.js';
import type { Database, ItemRow, ThemeSettings, WebAppManifestRecord } from '../db/schema.js';
import { type VersionRecords, versionRecordColumns } from '../versions/version-queries.js';

/** Rows nested as JSON carry their timestamps as ISO strings. */
export interface ListingPart {
  id: number;
  category_code: string | null;
  default_locale: string;
  regions: string[];
  mature_content: boolean;
  change_log: string | null;
  package_id: number | null;
  web_url: string | null;
  web_manifest: WebAppManifestRecord | null;
  theme: ThemeSettings | null;
  updated_at: string;
}

export interface LocalizationPart {
  locale: string;
  name: string;
  short_description: string | null;
  description: string;
  change_log: string | null;
}

export interface MediaPart {
  id: number;
  kind: string;
  locale: string | null;
  file_key: string;
  width: number;
  height: number;
  position: number;
  like_count: number;
  created_at: string;
  /** Web-friendly copies by name (webp, thumb): storage keys. */
  derivatives: Record<string, string> | null;
}

export interface PackagePart {
  version: string;
  size: number;
  sha256: string;
  manifest_version: number;
  /** Whether the store holds a signed CRX of this version (see distribution/sign-package). */
  signed: boolean;
  /**
   * What the manifest declares, as written: `permissions` (MV2 puts host patterns there too),
   * `host_permissions`, and the pages its content scripts match. Read from the manifest rather
   * than from the lists inspection keeps beside it, which packages stored before those lists
   * existed (and the demo catalog's) do not have.
   */
  manifest_permissions: unknown[];
  manifest_host_permissions: unknown[];
  content_script_matches: unknown[];
}

export interface CreatorPart {
  id: string;
  name: string;
  email: string;
  homepage: string | null;
  user_id: string;
}

/** Everything needed to present one item with one of its listings. */
export interface ProductParts {
  item: ItemRow;
  listing: ListingPart | null;
  localizations: LocalizationPart[];
  media: MediaPart[];
  package: PackagePart | null;
  creator: CreatorPart | null;
  categoryName: string | null;
  /** The item's version records, when asked for (ProductPartsOptions.versionRecords). */
  versionRecords?: VersionRecords;
}

export type ListingKind = 'published' | 'draft';

type ItemScope = ExpressionBuilder<Database, 'items'>;

/** The listing an item shows: the draft (falling back to the published one) or the published. */
function listingIdOf(eb: ItemScope, kind: ListingKind): Expression<number | null> {
  return kind === 'draft'
    ? eb.fn.coalesce('items.draft_listing_id', 'items.published_listing_id')
    : eb.ref('items.published_listing_id');
}

/** The category list an item type files under. */
export function categoryTypeOf(productType: string): 'extension' | 'theme' | 'app' {
  if (productType === 'theme') return 'theme';
  if (isWebAppType(productType)) return 'app';
  return 'extension';
}

/** What loadProductParts reads besides the listing: the item's version records (versions/). */
export interface ProductPartsOptions {
  listing: ListingKind;
  language: Language;
  /** Also read the item's version records, for the detail's published versions. */
  versionRecords?: boolean;
}

/**
 * The statement reading items with the chosen listing and everything hanging off it. The ids
 * are one array parameter (cast to the id column's type, so the primary key is used), so the
 * statement's text is the same whatever the ids (see ReusedStatement).
 */
function productQuery(db: Db, ids: readonly string[], options: ProductPartsOptions) {
  const nameColumn = options.language === 'ko' ? 'name_ko' : 'name_en';
  return db
    .selectFrom('items')
    .selectAll('items')
    .select((eb) => {
      const listingId = listingIdOf(eb, options.listing);
      return [
        jsonObjectFrom(
          eb
            .selectFrom('listings')
            .select([
              'listings.id',
              'listings.category_code',
              'listings.default_locale',
              'listings.regions',
              'listings.mature_content',
              'listings.change_log',
              'listings.package_id',
              'listings.web_url',
              'listings.web_manifest',
              'listings.theme',
              'listings.updated_at',
            ])
            .where('listings.id', '=', listingId),
        ).as('listing'),
        jsonArrayFrom(
          eb
            .selectFrom('localizations')
            .select(['locale', 'name', 'short_description', 'description', 'change_log'])
            .where('localizations.listing_id', '=', listingId)
            .orderBy('locale'),
        ).as('localizations'),
        jsonArrayFrom(
          eb
            .selectFrom('media')
            .select([
              'id',
              'kind',
              'locale',
              'file_key',
              'width',
              'height',
              'position',
              'like_count',
              'created_at',
              'derivatives',
            ])
            .where('media.listing_id', '=', listingId)
            .orderBy('position')
            .orderBy('id'),
        ).as('media'),
        jsonObjectFrom(
          eb
            .selectFrom('packages')
            .innerJoin('listings', 'listings.package_id', 'packages.id')
            .select([
              'packages.version',
              'packages.size',
              'packages.sha256',
              'packages.manifest_version',
              sql<unknown[]>`jsonb_path_query_array(packages.manifest, '$.permissions[*]')`.as(
                'manifest_permissions',
              ),
              sql<unknown[]>`jsonb_path_query_array(
                packages.manifest, '$.host_permissions[*]'
              )`.as('manifest_host_permissions'),
              sql<unknown[]>`jsonb_path_query_array(
                packages.manifest, '$.content_scripts[*].matches[*]'
              )`.as('content_script_matches'),
              sql<boolean>`exists (
                select 1 from signed_packages sp
                where sp.app_id = packages.item_id and sp.version = packages.version
              )`.as('signed'),
            ])
            .where('listings.id', '=', listingId),
        ).as('package'),
        jsonObjectFrom(
          eb
            .selectFrom('creators')
            .select(['id', 'name', 'email', 'homepage', 'user_id'])
            .whereRef('creators.id', '=', 'items.creator_id'),
        ).as('creator'),
        eb
          .selectFrom('categories')
          .innerJoin('listings', 'listings.category_code', 'categories.code')
          .select(`categories.${nameColumn}`)
          .where('listings.id', '=', listingId)
          .where(
            'categories.type',
            '=',
            sql<string>`case when items.product_type = 'theme' then 'theme'
              when items.product_type in ('app', 'pwa', 'shortcut') then 'app'
              else 'extension' end`,
          )
          .as('category_name'),
      ];
    })
    .$if(options.versionRecords === true, (query) =>
      query.select((eb) => versionRecordColumns(eb, eb.ref('items.id'))),
    )
    .where(sql<boolean>`items.id = any(${ids}::bpchar[])`);
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof productQuery>['execute']>>[number];

/** Each variant's statement (listing kind, language, version records), made when first read. */
const productStatements = new Map<string, ReusedStatement<ProductRow>>();

function productStatement(options: ProductPartsOptions): ReusedStatement<ProductRow> {
  const key = `${options.listing}_${options.language}_${options.versionRecords === true}`;
  let statement = productStatements.get(key);
  if (!statement) {
    statement = new ReusedStatement(`product_parts_${key}`, (db, ids) =>
      productQuery(db, ids, options).compile(),
    );
    productStatements.set(key, statement);
  }
  return statement;
}

/**
 * Loads items with the chosen listing and everything hanging off it in one statement, whatever
 * the number of items, keeping the order of `ids`.
 */
export async function loadProductParts(
  db: Db,
  ids: readonly string[],
  options: ProductPartsOptions,
): Promise<ProductParts[]> {
  if (ids.length === 0) return [];
  const rows = await productStatement(options).rows(db, ids);

  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const {
      listing,
      localizations,
      media,
      package: pkg,
      creator,
      category_name,
      packages,
      approvals,
      publications,
      ...item
    } = row;
    return [
      {
        item,
        listing: listing as ListingPart | null,
        localizations,
        media: media as MediaPart[],
        package: pkg,
        creator,
        categoryName: category_name ?? null,
        ...(packages && approvals && publications
          ? { versionRecords: { packages, approvals, publications } as VersionRecords }
          : {}),
      },
    ];
  });
}
