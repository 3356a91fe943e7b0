import type { ErrorCode } from './error-status.js';
import { ICON_MIN_SIZE } from './limits.js';

/** Every error's message in English (see error-status.ts). */
export const ERROR_MESSAGES_EN: Readonly<Record<ErrorCode, string>> = {
  // General
  INTERNAL_ERROR: 'An error occurred. Please try again later.',
  TEMPORARY_PROBLEM: 'A temporary problem has occurred. Please try again later.',
  INVALID_REQUEST:
    'Enter the required items, agree to Personal Information Collection and Use, and try again.',
  NOT_FOUND: 'You are not authorized to access or address is incorrect.',
  PAYLOAD_TOO_LARGE: 'The file is too large.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  TEXT_NOT_SINGLE_LINE:
    'Names and titles take one line: remove the line breaks (and tabs or other control characters) and try again.',
  // Search
  SEARCH_PAGE_INVALID: 'There is no such page of search results. Start again from the first page.',
  SEARCH_SORT_INVALID: 'Search results can be sorted by relevance, popularity, rating or newest.',
  SEARCH_CATEGORY_INVALID:
    'There is no such category for these results. Choose extensions, wallpapers or web apps, then one of their categories.',
  // Security
  XSRF_TOKEN_MISMATCH: 'Your session could not be verified. Reload the page and try again.',
  LOGIN_REQUIRED: 'Please log in to continue.',
  FORBIDDEN: 'You are not authorized to access or address is incorrect.',
  // Accounts and creators
  INVALID_CREDENTIALS: 'The email or password is incorrect.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  TOO_MANY_ATTEMPTS: 'Too many sign-in attempts. Please wait a moment and try again.',
  TOO_MANY_SIGNUPS: 'Too many sign-up attempts from your network. Please wait and try again.',
  AGE_LIMIT: 'Children under 14 cannot register as developers.',
  NOT_A_CREATOR: 'Register as a developer first.',
  ALREADY_A_CREATOR: 'You are already registered as a developer.',
  TERMS_NOT_AGREED: 'Agree to the terms of service and the developer terms to continue.',
  PRODUCT_DRAFT_EXISTS: 'You cannot withdraw until all extensions are deleted.',
  PRODUCT_EXISTS: 'You cannot withdraw until all extensions are deleted.',
  // Ratings
  RATING_ALREADY_REGISTERED: 'You have already rated this item. Delete your previous rating first.',
  RATING_NOT_FOUND: 'This review does not exist or has been removed.',
  LIKE_NOT_WALLPAPER: 'Only wallpapers can be liked.',
  LIKE_CLOSED: 'This wallpaper is blocked and cannot be liked.',
  MOBILE_SITE_NOT_FOUND: 'The mobile website does not exist.',
  RATING_OWN_ITEM: 'You cannot rate your own item.',
  RATING_CLOSED: 'Ratings are closed for this item.',
  RATING_OWN_REVIEW: 'You cannot mark or report your own review.',
  RATING_ALREADY_REPORTED: 'You have already reported this review.',
  // Reports of items
  ITEM_ALREADY_REPORTED:
    'You have already reported this item. The administrators will look at your report.',
  ITEM_REPORTS_CLOSED: 'This item is blocked by administrator, so it cannot be reported.',
  ITEM_REPORT_NOT_FOUND: 'This report does not exist.',
  ITEM_REPORT_ALREADY_CLOSED:
    'This report was already decided, perhaps by another administrator. The list shows it as it is now.',
  // Items
  EXTENSION_NOT_FOUND: 'You are not authorized to access or address is incorrect.',
  INSTALL_BLOCKED: 'This extension is blocked by administrator.',
  INSTALL_FAILED: 'An error occurred during download.',
  SECRET_MODE: 'Extensions cannot be added in secret mode.',
  WEBAPP_NOTEBOOK_ONLY: 'Web apps are only available in the notebook edition.',
  DELETE_FAILED: 'The item could not be deleted. Please try again later.',
  ITEM_BLOCKED_DELETE:
    'This item is blocked by administrator, so it cannot be deleted: blocked items stay on record.',
  // Install policies of managed browsers
  INSTALL_POLICY_NOT_PUBLISHED:
    'This item has no published version, so managed browsers have nothing to install. Choose an install policy once a version is approved.',
  INSTALL_POLICY_PRIVATE:
    'This item is private to its developer, so the update service does not offer it to browsers. It can be installed by policy once it is public or unlisted.',
  INSTALL_POLICY_WALLPAPER:
    "This wallpaper has no browser theme package, so there is nothing for a policy to install. Wallpapers are applied by each user from the wallpaper's store page, and the companion shows them on the new tab page.",
  INSTALL_POLICY_NO_PACKAGE:
    "The store has no signed package of this item's published version (it does not hold the item's key, or signing failed), so browsers would have nothing to install.",
  // Uploads
  INVALID_FILE_EXTENSION: 'Only .zip files can be uploaded. CRX and WHX files are not accepted.',
  CRX_NOT_ACCEPTED: 'CRX files cannot be uploaded. Upload the extension folder as a .zip file.',
  WHX_NOT_ACCEPTED: 'WHX files cannot be uploaded. Upload the extension folder as a .zip file.',
  INVALID_FILE_NAME: 'The file name may contain only letters, digits, hyphens, commas and periods.',
  INVALID_PACKAGE:
    'The package was refused. Fix the problems its report lists, then upload it again.',
  UNSUPPORTED_IMAGE_RESOLUTION: 'The image resolution is not supported.',
  TOO_MANY_SLIDES: 'Up to 4 screenshots per language. Delete one to add another.',
  REQUIRED_CATEGORY: 'Select a category.',
  REQUIRED_ICON: 'Add an icon.',
  REQUIRED_ICON_SIZE: `The icon is smaller than ${ICON_MIN_SIZE}x${ICON_MIN_SIZE} pixels and would look blurred on the store. Upload a ${ICON_MIN_SIZE}x${ICON_MIN_SIZE} icon before requesting review.`,
  REQUIRED_SCREENSHOTS: 'Add at least one screenshot.',
  REQUIRED_IMAGE: 'Add at least one promotional image.',
  REQUIRED_LANGUAGE: 'Select a language.',
  REQUIRED_NAME: 'Enter a name.',
  REQUIRED_SHORT_DESCRIPTION: 'Enter a short description.',
  INVALID_IMAGE: 'The file is not an image that can be read (PNG, JPEG or WebP).',
  PACKAGE_REQUIRED: 'Upload a package before requesting review.',
  ALREADY_IN_REVIEW: 'The item is already in review. Wait for the result before changing it.',
  ITEM_BLOCKED: 'This item is blocked by administrator and cannot be changed.',
  NO_PACKAGE_UPDATE: 'There is no package update to cancel.',
  WRONG_ITEM_TYPE: 'This action does not apply to this kind of item.',
  INVALID_STATE_TRANSITION: 'The item is not in a state that allows this action.',
  REVIEW_REVISION_CHANGED:
    'The item changed after you opened it. Nothing was decided: check the changes and decide again.',
  CATEGORY_NOT_FOR_TYPE:
    'This category is not one of this kind of item: extensions, themes and web apps each have their own categories. Choose one listed for this item.',
  LANGUAGE_NOT_LISTED:
    'The store does not list this language. Choose the default language from the languages offered.',
  REGION_NOT_LISTED:
    'A chosen region is not one the store lists. Choose all regions, or regions from the list offered.',
  MEDIA_NOT_UPLOADED:
    'This image was not uploaded for this part of the listing (icon, screenshot or promotional image), or its upload has expired. Upload it again here, then save.',
  NAME_FROM_PACKAGE:
    "An extension's name and short description come from its package's manifest.json: change them there and upload a new package.",
  PRODUCT_TYPE_FIXED:
    'The kind of an item cannot be changed; only a web app can switch between app and shortcut.',
  // The reviewers' code viewer
  PACKAGE_NOT_FOUND:
    'This item has no such package: nothing was submitted, or nothing is published.',
  PACKAGE_FILE_NOT_FOUND: 'The package has no file at this path.',
  PACKAGE_PATH_INVALID:
    'No file of a package can have this path: it leaves the package or holds characters a name may not.',
  // Curation
  WINNER_LIMIT_REACHED:
    'A contest year has at most 7 winners. Remove a winner before adding another.',
  SOLE_WINNER_PRIZE: 'The gold and silver prizes have one winner each.',
  ALREADY_A_WINNER: 'This item already won another prize that year.',
  CATEGORY_EXISTS: 'A category with this code already exists.',
  CATEGORY_IN_USE:
    'Items are filed under this category. Move them to another category before deleting it.',
  // Event pages
  EVENT_NOT_FOUND: 'This event does not exist or has ended.',
  EVENT_SLUG_TAKEN: 'Another event already uses this address.',
  EVENT_NO_ITEMS: 'Add at least one item visitors can see before publishing the event.',
  // E-mail to developers
  MAIL_NOT_FOUND: 'This e-mail is not in the outbox.',
  // Usage statistics
  USAGE_RANGE_INVALID:
    'Choose a range of calendar days (YYYY-MM-DD) whose first day is not after its last.',
  USAGE_RANGE_TOO_LONG: 'Statistics cover at most 365 days at a time. Choose a shorter range.',
  // Web apps by URL
  INVALID_URL_SYNTAX: 'Please enter a valid URL.',
  INVALID_MANIFEST_FILE: 'Cannot find the PWA. Update the site to meet PWA requirements.',
  CAN_T_CONNECT_TO_URL: "Can't connect to URL.",
  ONLY_SUPPORT_START_WITH_HTTPS_: 'Only HTTPS sites are supported.',
  DUPLICATED_DOMAIN: 'URL is duplicated.',
  MUST_DEFINE_THE_NAME_OR_SHORT_NAME: 'The web app manifest must define a name or short_name.',
  MUST_DEFINE_THE_ICON: 'The web app manifest must define an icon.',
  GROUP_NOT_FOUND: 'This browser group does not exist. It may have been deleted.',
  GROUP_ITEM_NOT_ALLOWED:
    'Your browser group does not allow this item, so the store does not offer it to your browser. Ask for it on its page.',
  GROUP_NAME_TAKEN: 'Another browser group already has this name. Choose a different name.',
  DEFAULT_GROUP_KEPT:
    'The default group cannot be deleted: browsers whose policy names no group belong to it.',
  DEFAULT_GROUP_NOT_PILOT:
    'The default group cannot be a pilot group: browsers without a group and the store’s plain update address follow it. Make another group the pilot.',
  RELEASE_NOT_STAGED:
    'This item has no staged release: its live version already goes to every browser.',
  RELEASE_PROMOTE_NOT_ALLOWED:
    'The administrators have not allowed the developer to promote this release. Ask them to promote it.',
  RELEASE_NO_PILOT_GROUP:
    'No browser group is a pilot group. Mark a group as a pilot on its page before releasing to pilot groups first.',
  RELEASE_NO_EARLIER_VERSION:
    'This item has no earlier live version to keep for the other groups, so its first version goes to everyone.',
  RELEASE_PROMOTE_DATE_INVALID:
    'Choose an automatic promotion date in the future, at most 30 days from now.',
  PERMISSION_NAME_UNKNOWN:
    'Chromium does not know this permission name. Check its spelling (names are case-sensitive, e.g. "debugger", "tabs").',
  HOST_PATTERN_INVALID:
    'This host pattern is not valid. Write a scheme and a host without a path, e.g. "*://*.example.com" or "https://intranet.example.com".',
  MINIMUM_VERSION_INVALID:
    'The minimum version must be one to four numbers separated by dots, e.g. "2.1.0".',
  INSTALL_REQUEST_OPEN:
    'You already asked for this item. Your request is waiting for an administrator; you can see it under My requests.',
  INSTALL_REQUEST_NOT_FOUND: 'This request does not exist. It may have been withdrawn.',
  INSTALL_REQUEST_DECIDED: 'This request has already been decided. Reload to see the decision.',
  INSTALL_REQUEST_NOT_NEEDED:
    'Your browser group already allows this item: you can add it without asking.',
  OUTSIDE_ITEM_NOT_FOUND: 'This item from elsewhere does not exist. It may have been deleted.',
  OUTSIDE_ITEM_EXISTS:
    'An item from elsewhere with this id was already added. Edit that one instead.',
  OUTSIDE_ITEM_HOSTED:
    'The store hosts an item with this id. Set it for the group as a store item instead of adding it from elsewhere.',
  TOKEN_INVALID:
    'This access token is not valid: it may be mistyped, revoked or expired. Create a new token in the developer area.',
  TOKEN_SCOPE_MISSING: 'This access token does not have the scope this call needs.',
  TOKEN_LIMIT:
    'This access token has made too many calls this hour. Wait until the hour is over and try again.',
  TOKEN_NOT_FOUND: 'This access token does not exist. It may have been deleted.',
  TOKEN_TOO_MANY:
    'You have 50 active access tokens, the most an account can hold. Revoke one you no longer use first.',
  TOKEN_SESSION_REQUIRED:
    'Access tokens can only be created and revoked when you are signed in to the store, not with a token.',
  TOKEN_EXPIRY_INVALID: 'Choose an expiry date in the future, at most one year from today.',
  ROLLBACK_NOT_LIVE:
    'Only an item visitors can install now can be rolled back. Publish it (or make it public again) first.',
  ROLLBACK_ITEM_BLOCKED:
    'This item is blocked by an administrator, so browsers get no version of it to roll back to.',
  ROLLBACK_IN_REVIEW:
    'The item is in review. Withdraw the review request (or wait for the decision) before rolling it back, so the review does not publish an older version number afterwards.',
  ROLLBACK_UPDATE_PENDING:
    'The draft carries an uploaded update that is not published. Cancel the package update before rolling back; upload it again afterwards with a version higher than the rollback’s.',
  ROLLBACK_NOT_SIGNED:
    'The store does not hold this item’s signing key, so it cannot sign a rolled-back package for browsers.',
  ROLLBACK_VERSION_UNKNOWN:
    'This version was never published for this item. Choose one from the item’s version history.',
  ROLLBACK_VERSION_IS_LIVE:
    'This version is the one browsers get now. Choose an earlier version to roll back to.',
  ROLLBACK_PACKAGE_MISSING:
    'The store no longer holds the package of this version, so it cannot be rolled back to.',
  ROLLBACK_NEW_VERSION_INVALID:
    'The new version must be one to four dot-separated integers between 0 and 65535, without leading zeros (for example 1.3.1).',
  ROLLBACK_NEW_VERSION_NOT_HIGHER:
    'The new version must be higher than the live version and than every version ever uploaded for this item, or browsers would not install it.',
  FLEET_BROWSER_REFUSED:
    'This browser id is registered with another credential, so the store does not take reports for it from here.',
  FLEET_INVENTORY_OFF:
    "This browser group's policy does not allow inventory reports. An administrator can turn them on on the group's page.",
  FLEET_RISK_FILTER_TOO_BROAD:
    'Too many extensions to filter by risk at once. Narrow the list by group, source, permission or name first.',
  FLEET_ALERT_NOT_FOUND: 'This alert does not exist. Resolved alerts are deleted after a while.',
  FLEET_ALERT_RESOLVED:
    'This alert was resolved by itself: its cause is gone, so there is nothing to acknowledge.',
  SCAN_RULE_NOT_FOUND: 'This scan rule does not exist. It may have been deleted.',
  SCAN_RULE_INVALID_REGEX:
    'The pattern is not a valid regular expression (JavaScript syntax, Unicode mode).',
  SCAN_RULE_INVALID_HASH:
    'A hash rule matches file contents with a SHA-256 hash: 64 hexadecimal characters.',
  SCAN_RULE_INVALID_MANIFEST_PATTERN:
    "A manifest pattern is a key path such as permissions, or key.path=value; join several with ' && '.",
  SCAN_RULE_TOO_MANY:
    'The store already has the most scan rules it keeps. Delete or change one instead.',
  SCAN_RULE_HOLD:
    'A scan rule holds this package. Clear the hold on the case, with a reason, before approving it.',
  SCAN_RULES_NOT_RUN:
    'The scan rules could not run on this package yet, so it cannot be approved. Try again in a moment.',
};
