import type { BannerType, Prize, ProductType, ReviewState, Visibility } from '@lagoon/contract';
import type { ThemeSettings, WebAppManifestRecord } from '../../db/schema.js';
import type { ImageRef } from '../images.js';

/**
 * The demo catalog as plain data, built deterministically before anything touches the
 * database or the disk. Owners and raters are named by key and resolved when written.
 */
export interface LocalizationPlan {
  locale: 'en' | 'ko';
  name: string;
  shortDescription: string | null;
  description: string;
}

export interface MediaPlan {
  kind: 'icon' | 'image' | 'slide' | 'theme';
  locale: string | null;
  image: ImageRef;
  position: number;
  likeCount: number;
  createdAt: Date;
}

export interface PackagePlan {
  version: string;
  fileName: string;
  manifest: Record<string, unknown>;
  /** Files besides manifest.json and the icon. */
  extraFiles: Record<string, string>;
  icon: ImageRef;
  createdAt: Date;
}

export interface ListingPlan {
  categoryCode: string | null;
  defaultLocale: string;
  regions: string[];
  matureContent: boolean;
  changeLog: string | null;
  package: PackagePlan | null;
  webUrl: string | null;
  webManifest: WebAppManifestRecord | null;
  theme: ThemeSettings | null;
  localizations: LocalizationPlan[];
  media: MediaPlan[];
  createdAt: Date;
  updatedAt: Date;
}

export interface RatingPlan {
  /** A catalog creator key: their account writes the rating. */
  raterKey: string;
  score: number;
  comment: string;
  createdAt: Date;
}

export interface ItemPlan {
  id: string;
  /** 'dana' for the demo developer, else a catalog creator key. */
  ownerKey: string;
  productType: ProductType;
  provider: string | null;
  reviewState: ReviewState;
  visibility: Visibility;
  blocked: boolean;
  blockedReason: string | null;
  pick: boolean;
  usercount: number;
  downloadcount: number;
  likeCount: number;
  ratingCount: number;
  ratingSum: number;
  webDomain: string | null;
  createdAt: Date;
  updatedAt: Date;
  firstApprovedAt: Date | null;
  lastApprovedAt: Date | null;
  published: ListingPlan | null;
  draft: ListingPlan | null;
  ratings: RatingPlan[];
}

export interface BannerPlan {
  type: BannerType;
  linkUrl: string;
  image: ImageRef;
  titleEn: string;
  titleKo: string;
  descriptionEn: string | null;
  descriptionKo: string | null;
  backgroundColor: string;
  position: number;
}

export interface WinnerPlan {
  year: number;
  prize: Prize;
  itemId: string;
  position: number;
  createdAt: Date;
}

export interface CatalogPlan {
  items: ItemPlan[];
  banners: BannerPlan[];
  winners: WinnerPlan[];
}
