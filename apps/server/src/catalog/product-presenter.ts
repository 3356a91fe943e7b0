import {
  averageScore,
  crxPath,
  errorMessage,
  HOME_HIGHLIGHT_COUNT,
  isHostPattern,
  isWebAppType,
  type Language,
  type ListErrorItem,
  MAX_DISPLAYED_SLIDES,
  normalizeVisibility,
  Product,
  type ProductDetail,
  type ProductType,
  type PublishedVersion,
  type ReviewState,
  readProvider,
} from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import { pickLocalization } from '../lib/localization.js';
import { fileUrl } from '../storage/storage.js';
import type { PackagePart, ProductParts } from './product-repository.js';

/**
 * The detail answer: the product, plus the address of its signed package when visitors can
 * install it now (the published listing of a public, unblocked item that the store signed, or
 * the version a staged release holds for browsers outside pilot groups),
 * what its package declares and the item's published versions (see versions/).
 */
export function presentDetail(
  parts: ProductParts,
  language: Language,
  publicUrl: string,
  {
    published,
    versions = [],
    heldVersion = null,
  }: { published: boolean; versions?: PublishedVersion[]; heldVersion?: string | null },
): ProductDetail {
  const installable = published && parts.item.live && !parts.item.blocked;
  const pkg = parts.package;
  // A staged release holds the previous version for everyone outside pilot groups: the page
  // shows the new version, and Add opens the package such a browser receives.
  const packageVersion = heldVersion ?? pkg?.version;
  return {
    ...presentProduct(parts, language, publicUrl),
    crxUrl:
      installable && pkg?.signed && packageVersion ? crxPath(parts.item.id, packageVersion) : null,
    ...declaredPermissions(pkg),
    versions,
  };
}

/** The strings of a manifest list; anything else in it the browser ignores too. */
function strings(values: readonly unknown[]): string[] {
  return values.filter((value): value is string => typeof value === 'string');
}

/**
 * What a package declares, for the install warnings: its API permissions, and every host
 * pattern it reaches, once: host permissions (MV2 lists them among the permissions) and the
 * pages its content scripts run on.
 */
function declaredPermissions(pkg: PackagePart | null): {
  permissions: string[];
  hostPermissions: string[];
} {
  if (!pkg) return { permissions: [], hostPermissions: [] };
  const listed = strings(pkg.manifest_permissions);
  const hosts = [
    ...listed.filter(isHostPattern),
    ...strings(pkg.manifest_host_permissions),
    ...strings(pkg.content_script_matches),
  ];
  return {
    permissions: [...new Set(listed.filter((entry) => !isHostPattern(entry)))],
    hostPermissions: [...new Set(hosts)],
  };
}

/**
 * When what the answer shows last changed. The published listing changed when it was last
 * approved: a draft saved since, or a change of review state, is nothing a visitor sees. A
 * draft shown in preview changed when it was last saved.
 */
function updatedAt({ item, listing }: ProductParts): Date {
  if (listing && listing.id !== item.published_listing_id) return new Date(listing.updated_at);
  return item.last_approved_at ?? item.updated_at;
}

/** Turns stored rows into the product shape of the API. */
export function presentProduct(
  parts: ProductParts,
  language: Language,
  publicUrl: string,
): Product {
  const { item, listing, localizations, media, creator } = parts;
  const defaultLocale = listing?.default_locale ?? 'en';
  const shown = pickLocalization(localizations, language, defaultLocale);
  const displayLocale = shown?.locale ?? defaultLocale;
  const icon = media.find((entry) => entry.kind === 'icon');
  const image = media.find((entry) => entry.kind === 'image');
  const slides = media
    .filter(
      (entry) => entry.kind === 'slide' && (entry.locale == null || entry.locale === displayLocale),
    )
    .slice(0, MAX_DISPLAYED_SLIDES);
  const themePhotos = media.filter((entry) => entry.kind === 'theme');
  const isWebApp = isWebAppType(item.product_type);

  return {
    extensionId: item.id,
    name: shown?.name ?? '',
    shortDescription: shown?.short_description ?? null,
    description: shown?.description ?? '',
    // Change logs are written per language; older listings keep one for all languages.
    changeLog: shown?.change_log || listing?.change_log || null,
    icon: icon ? fileUrl(icon.file_key) : null,
    image: image ? fileUrl(image.file_key) : null,
    category: listing?.category_code
      ? { code: listing.category_code, name: parts.categoryName ?? listing.category_code }
      : null,
    productType: item.product_type as ProductType,
    ...readProvider(item.provider),
    matureContent: listing?.mature_content ?? false,
    regions: listing?.regions ?? ['all'],
    defaultLocale,
    displayLocale,
    localizations: localizations.map((entry) => ({
      locale: entry.locale as Product['localizations'][number]['locale'],
      name: entry.name,
      shortDescription: entry.short_description,
      description: entry.description,
    })),
    review: item.review_state as ReviewState,
    status: normalizeVisibility(item.visibility),
    blocked: item.blocked,
    slides: slides.map((entry) => ({
      url: fileUrl(entry.file_key),
      locale: entry.locale as Product['slides'][number]['locale'],
      width: entry.width,
      height: entry.height,
      createAt: new Date(entry.created_at).toISOString(),
    })),
    score: averageScore(item.rating_count, item.rating_sum),
    version: parts.package?.version ?? null,
    manifestVersion: parts.package?.manifest_version || null,
    size: parts.package?.size ?? null,
    usercount: item.usercount,
    downloadcount: item.downloadcount,
    reviewCount: item.rating_count,
    likeCount: item.like_count,
    updateAt: updatedAt(parts).toISOString(),
    createAt: item.created_at.toISOString(),
    developer: creator
      ? {
          creatorId: creator.id,
          name: creator.name,
          email: creator.email,
          homepage: creator.homepage,
        }
      : null,
    storeLink: `${publicUrl}/detail/${item.id}`,
    pick: item.pick,
    // Only the home's lists and the public detail know where an item stands (see withHighlights).
    hasFeature: false,
    theme:
      item.product_type === 'theme' && listing?.theme
        ? {
            id: item.id,
            themeDrafts: themePhotos.map((entry) => ({
              themeImage: fileUrl(entry.file_key),
              ...(entry.derivatives?.thumb ? { thumbnail: fileUrl(entry.derivatives.thumb) } : {}),
              // One count: every photo repeats the wallpaper's, which likes change exactly.
              likeCount: item.like_count,
            })),
            ...listing.theme,
          }
        : null,
    webApp:
      isWebApp && listing?.web_url
        ? { url: listing.web_url, manifest: listing.web_manifest ?? null }
        : null,
  };
}

/**
 * Presents the items of a list. One item that cannot be presented becomes an error item
 * with logref and message instead of failing the whole list.
 */
export function presentListItems(
  request: FastifyRequest,
  parts: readonly ProductParts[],
  language: Language,
  publicUrl: string,
): (Product | ListErrorItem)[] {
  return parts.map((entry) => {
    try {
      // Checked here, item by item, so one broken row cannot fail the whole answer.
      return Product.parse(presentProduct(entry, language, publicUrl));
    } catch (error) {
      request.log.error({ err: error, itemId: entry.item.id }, 'list item could not be presented');
      return { logref: request.id, message: errorMessage('INTERNAL_ERROR', language) };
    }
  });
}

/** Presents items for a list that has no room for error items: failures are logged and left out. */
export function presentProducts(
  request: FastifyRequest,
  parts: readonly ProductParts[],
  language: Language,
  publicUrl: string,
): Product[] {
  return presentListItems(request, parts, language, publicUrl).filter(
    (entry): entry is Product => 'extensionId' in entry,
  );
}

/**
 * Marks the items the extension home highlights on a page of its list that starts at `offset`:
 * the list's first HOME_HIGHLIGHT_COUNT, wherever the page cuts them.
 */
export function withHighlights<T extends Product | ListErrorItem>(
  items: readonly T[],
  offset: number,
): T[] {
  return items.map((entry, index) =>
    'extensionId' in entry && offset + index < HOME_HIGHLIGHT_COUNT
      ? { ...entry, hasFeature: true }
      : entry,
  );
}
