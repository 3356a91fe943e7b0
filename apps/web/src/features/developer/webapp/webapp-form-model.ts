import {
  type CreatorItemDetail,
  DEFAULT_LOCALE,
  type ErrorCode,
  ItemLocale,
  ItemPatch,
} from '@lagoon/contract';

/** Length limits of a web app's name and short description, read from the PATCH contract. */
export const WEB_APP_NAME_MAX = ItemPatch.shape.name.unwrap().valueType.maxLength ?? Infinity;
export const WEB_APP_SHORT_DESCRIPTION_MAX =
  ItemPatch.shape.shortDescription.unwrap().valueType.maxLength ?? Infinity;

/** Web app errors that are about the URL the developer typed: shown under the field. */
export const URL_FIELD_ERRORS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'INVALID_URL_SYNTAX',
  'ONLY_SUPPORT_START_WITH_HTTPS_',
  'CAN_T_CONNECT_TO_URL',
  'DUPLICATED_DOMAIN',
  'INVALID_MANIFEST_FILE',
  'MUST_DEFINE_THE_NAME_OR_SHORT_NAME',
  'MUST_DEFINE_THE_ICON',
]);

/** The URL as it is sent, or the reason nothing can be sent yet. */
export function readWebAppUrl(value: string): { url: string } | { error: ErrorCode } {
  const url = value.trim();
  // Everything else (syntax, HTTPS, reachability, the manifest) is the server's to judge,
  // so the rules live in one place; an empty field is simply not a URL.
  return url === '' ? { error: 'INVALID_URL_SYNTAX' } : { url };
}

export interface WebAppDetails {
  /** The language the texts are saved in: the item's default locale. */
  locale: ItemLocale;
  /** The item had no usable default locale: the save sets it too. */
  setsDefaultLocale: boolean;
  name: string;
  shortDescription: string;
}

/** The name and short description of a web-app draft in its default language, for step 2. */
export function webAppDetails(item: CreatorItemDetail): WebAppDetails {
  const parsed = ItemLocale.safeParse(item.defaultLocale);
  const locale = parsed.success ? parsed.data : DEFAULT_LOCALE;
  const text = item.texts.find((entry) => entry.locale === locale);
  return {
    locale,
    setsDefaultLocale: !parsed.success,
    name: text?.name ?? item.name,
    shortDescription: text?.shortDescription ?? item.shortDescription ?? '',
  };
}

export type WebAppDetailsErrors = Partial<
  Record<'name' | 'shortDescription', ErrorCode | 'TOO_LONG'>
>;

/** The checks of a web app's details: both texts required, within their lengths. */
export function validateWebAppDetails(details: WebAppDetails): WebAppDetailsErrors {
  const errors: WebAppDetailsErrors = {};
  const name = details.name.trim();
  const shortDescription = details.shortDescription.trim();
  if (name === '') errors.name = 'REQUIRED_NAME';
  else if (name.length > WEB_APP_NAME_MAX) errors.name = 'TOO_LONG';
  if (shortDescription === '') errors.shortDescription = 'REQUIRED_SHORT_DESCRIPTION';
  else if (shortDescription.length > WEB_APP_SHORT_DESCRIPTION_MAX) {
    errors.shortDescription = 'TOO_LONG';
  }
  return errors;
}

/** The PATCH that saves step 2: both texts keyed by the item's default language. */
export function webAppDetailsPatch(details: WebAppDetails): ItemPatch {
  return {
    ...(details.setsDefaultLocale ? { defaultLocale: details.locale } : {}),
    name: { [details.locale]: details.name.trim() },
    shortDescription: { [details.locale]: details.shortDescription.trim() },
  };
}
