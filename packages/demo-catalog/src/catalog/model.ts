import type {
  BannerType,
  Prize,
  ProductType,
  ReviewState,
  ThemeAttributes,
  Visibility,
  WebAppManifest,
} from '@lagoon/contract';
import type { z } from 'zod';
import type { ImageRef } from '../images.js';

/**
 * The demo catalog as plain data, built deterministically before anything touches the
 * database or the disk. Owners and raters are named by key and resolved when written.
 */

/** A web app's manifest as the store keeps it with the listing. */
export type WebManifestPlan = z.infer<typeof WebAppManifest>;

/** The new-tab settings a wallpaper suggests. */
export type ThemeSettingsPlan = Pick<
  z.infer<typeof ThemeAttributes>,
  'photoCount' | 'notices' | 'topSites' | 'clock'
>;

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
  webManifest: WebManifestPlan | null;
  theme: ThemeSettingsPlan | null;
  localizations: LocalizationPlan[];
  media: MediaPlan[];
  createdAt: Date;
  updatedAt: Date;
}

/** A "helpful" mark on a review. */
export interface VotePlan {
  /** A demo rater key (accounts.ts DEMO_RATERS). */
  raterKey: string;
  createdAt: Date;
}

/** The item's developer's answer under a review, written from the owner's account. */
export interface ReplyPlan {
  text: string;
  createdAt: Date;
}

/** A visitor's report of a review, waiting for the administrators. */
export interface ReportPlan {
  /** A demo rater key (accounts.ts DEMO_RATERS). */
  raterKey: string;
  reason: 'spam' | 'offensive' | 'off_topic' | 'other';
  text: string | null;
  createdAt: Date;
}

export interface RatingPlan {
  /** A demo rater key (accounts.ts DEMO_RATERS): their account writes the rating. */
  raterKey: string;
  score: number;
  /** The written review, in the rater's language; null for a score alone. */
  text: string | null;
  /** The item's version on the day of the rating; null for items without packages. */
  version: string | null;
  createdAt: Date;
  helpful: VotePlan[];
  reply: ReplyPlan | null;
  /** Open reports, so the console's Reviews section has something to decide. */
  reports: ReportPlan[];
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
  /**
   * The ratings the store counts with no rows behind them: a number of ratings and their
   * stars. The item's aggregate is this, spread over the scores, plus its rating rows
   * (catalog/ratings.ts itemAggregate).
   */
  ratingBase: { count: number; sum: number };
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
