import { WEB_APP_ENTRIES, WEB_APP_SENTENCES, type WebAppEntry } from '../vocabulary/webapps.js';
import {
  baseListing,
  type CatalogBuilder,
  type ItemSpec,
  localizations,
  storeArt,
} from './builder.js';
import type { ItemPlan, WebManifestPlan } from './model.js';

const LAUNCH_SENTENCE = {
  en: 'Add it to your app shelf and launch it like any other app.',
  ko: '앱 서랍에 추가하면 다른 앱처럼 바로 실행할 수 있습니다.',
};

/** "Notes that sync" becomes "notes that sync", so it can follow the name after a colon. */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Adds a web app registered by URL: a PWA, a shortcut or an app of the notebook edition. */
export function addWebApp(
  b: CatalogBuilder,
  entry: WebAppEntry,
  spec: Omit<ItemSpec, 'id' | 'productType' | 'webDomain'>,
): ItemPlan {
  const id = b.nextId();
  b.claimName(entry.name.en);
  const { art, image: icon } = b.icon(id, [entry.glyph], true);
  const promo = b.promo(id, art);
  const url = `https://${entry.domain}`;
  const shortName = entry.name.en.length > 12 ? entry.name.en.split(' ')[0]! : entry.name.en;
  const manifest: WebManifestPlan = {
    name: entry.name.en,
    short_name: shortName,
    start_url: '/',
    display: entry.type === 'shortcut' ? 'browser' : 'standalone',
    theme_color: art.palette.from,
    background_color: '#ffffff',
    icons: [
      { src: `${url}/icons/icon-128.png`, sizes: '128x128' },
      { src: `${url}/icons/icon-512.png`, sizes: '512x512' },
    ],
  };
  const sentences = [
    {
      en: `${entry.name.en}: ${lowerFirst(entry.shortDescription.en)}.`,
      ko: `${entry.name.ko}: ${entry.shortDescription.ko}.`,
    },
    ...WEB_APP_SENTENCES[entry.category],
    LAUNCH_SENTENCE,
  ];
  const description = {
    en: sentences.map((sentence) => sentence.en).join(' '),
    ko: sentences.map((sentence) => sentence.ko).join(' '),
  };
  return b.add({ ...spec, id, productType: entry.type, webDomain: entry.domain }, (_stage, at) => ({
    ...baseListing(at),
    categoryCode: entry.category,
    webUrl: url,
    webManifest: manifest,
    localizations: localizations(entry.name, description, entry.shortDescription),
    media: [...storeArt(icon, promo, at), ...b.slides(at)],
  }));
}

/** The catalog's web apps from several developers; one is unlisted. */
export function addWebApps(b: CatalogBuilder, ownerKeys: readonly string[]): void {
  WEB_APP_ENTRIES.forEach((entry, index) => {
    addWebApp(b, entry, {
      ownerKey: ownerKeys[(index * 7) % ownerKeys.length]!,
      visibility: index === 13 ? 'UNLISTED' : 'LISTING',
      tier: index % 5 === 0 ? 'large' : undefined,
    });
  });
}
