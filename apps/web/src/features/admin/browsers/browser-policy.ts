import {
  type BlockMode,
  type BrowserPolicyFile,
  type ErrorCode,
  INSTALL_POLICIES,
  type InstallPolicy,
  type InstallPolicyRefusal,
  POLICY_BROWSERS,
  POLICY_PLATFORMS,
  type PolicyBrowser,
  type PolicyItem,
  type PolicyPlatform,
  PRODUCT_TYPES,
  type ProductType,
} from '@lagoon/contract';
import { isApiError } from '../../../lib/api-error';

/** Which policy file the Browsers page shows: the address keeps it (?browser=…&platform=…). */
export interface PolicyTarget {
  browser: PolicyBrowser;
  platform: PolicyPlatform;
}

function isPolicyBrowser(value: string | null): value is PolicyBrowser {
  return value !== null && (POLICY_BROWSERS as readonly string[]).includes(value);
}

function isPolicyPlatform(value: string | null): value is PolicyPlatform {
  return value !== null && (POLICY_PLATFORMS as readonly string[]).includes(value);
}

/**
 * A first guess from the administrator's own browser: the operating system is in the user
 * agent; Edge and Whale name themselves, Chrome, Chromium and Brave all say "Chrome", so Linux
 * gets Chromium (what its distributions ship) and the others Chrome.
 */
export function guessPolicyTarget(userAgent: string): PolicyTarget {
  const platform: PolicyPlatform = /Windows/i.test(userAgent)
    ? 'windows'
    : /Mac OS X|Macintosh/i.test(userAgent)
      ? 'macos'
      : 'linux';
  const browser: PolicyBrowser = /\bEdg\//.test(userAgent)
    ? 'edge'
    : /\bWhale\//.test(userAgent)
      ? 'whale'
      : platform === 'linux'
        ? 'chromium'
        : 'chrome';
  return { browser, platform };
}

/** The target the address names, each part the guess where the address says nothing valid. */
export function readPolicyTarget(params: URLSearchParams, guess: PolicyTarget): PolicyTarget {
  const browser = params.get('browser');
  const platform = params.get('platform');
  return {
    browser: isPolicyBrowser(browser) ? browser : guess.browser,
    platform: isPolicyPlatform(platform) ? platform : guess.platform,
  };
}

/** The page's address for a target. */
export function policyTargetSearch(target: PolicyTarget): string {
  return `?${new URLSearchParams({ browser: target.browser, platform: target.platform })}`;
}

/** Where a browser shows its policies and offers "Reload policies". */
export function policyPageUrl(browser: PolicyBrowser): string {
  switch (browser) {
    case 'edge':
      return 'edge://policy';
    case 'brave':
      return 'brave://policy';
    case 'whale':
      return 'whale://policy';
    default:
      return 'chrome://policy';
  }
}

const FILE_EXTENSIONS: Readonly<Record<PolicyPlatform, string>> = {
  linux: 'json',
  windows: 'reg',
  macos: 'mobileconfig',
};

/**
 * The name to save a policy file under: the server's suggestion without any folder or
 * character a file system refuses, else `lagoon-<browser>.<extension>`.
 */
export function downloadFileName(
  file: Pick<BrowserPolicyFile, 'fileName' | 'browser' | 'platform'>,
) {
  const base = (file.fileName.split(/[/\\]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
    .replace(/[\u0000-\u001f<>:"|?*]/g, '-')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return base !== '' ? base : `lagoon-${file.browser}.${FILE_EXTENSIONS[file.platform]}`;
}

/** What to hand the browser's download: the content as a typed blob and its file name. */
export function policyDownload(file: BrowserPolicyFile): { blob: Blob; fileName: string } {
  return {
    blob: new Blob([file.content], { type: file.mediaType || 'application/octet-stream' }),
    fileName: downloadFileName(file),
  };
}

function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * A command that puts the downloaded file in place, for the platforms where one line does it:
 * a copy into the managed policy folder (Linux), an import into the registry (Windows). A
 * configuration profile is installed through MDM or System Settings instead.
 */
export function applyCommand(file: BrowserPolicyFile): string | null {
  const fileName = downloadFileName(file);
  switch (file.platform) {
    case 'linux': {
      const folder = file.location.endsWith('/') ? file.location : `${file.location}/`;
      return `sudo install -D -m 644 ${shellQuote(fileName)} ${shellQuote(`${folder}${fileName}`)}`;
    }
    case 'windows':
      return `reg import ${fileName.includes(' ') ? `"${fileName}"` : fileName}`;
    case 'macos':
      return null;
  }
}

/** What the policy does with an item in managed browsers, as one word for a badge. */
export type PolicyEffect = Exclude<InstallPolicy, 'none'> | BlockMode | 'none';

export function policyEffect(
  item: Pick<PolicyItem, 'installPolicy' | 'blocked' | 'blockMode'>,
): PolicyEffect {
  return item.blocked ? item.blockMode : item.installPolicy;
}

/** Items as the page lists them: what gets installed first (required, then pre-installed), then blocks; by name. */
export function sortPolicyItems(items: readonly PolicyItem[], language: string): PolicyItem[] {
  const rank = (item: PolicyItem) => {
    const effect = policyEffect(item);
    return effect === 'required' ? 0 : effect === 'preinstalled' ? 1 : effect === 'none' ? 4 : 2;
  };
  const collator = new Intl.Collator(language);
  return [...items].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      collator.compare(a.name, b.name) ||
      a.extensionId.localeCompare(b.extensionId),
  );
}

/** The item's kind when the console has a name for it (the policy's list carries it as text). */
export function knownProductType(productType: string): ProductType | null {
  return (PRODUCT_TYPES as readonly string[]).includes(productType)
    ? (productType as ProductType)
    : null;
}

/**
 * The message key for a refused install-policy change: the server's message for its code,
 * which says why browsers could not install the item (INSTALL_POLICY_*).
 */
export function installPolicyProblem(error: unknown): `errors.${ErrorCode}` {
  if (!isApiError(error)) return 'errors.INTERNAL_ERROR';
  return `errors.${error.code}`;
}

/**
 * What a row of the policy's items offers: the install policies it may choose, and why
 * browsers could not install it. An item browsers cannot install offers no choice at all
 * (a wallpaper without a theme package, say); one that was chosen before it became
 * uninstallable (turned private, withdrawn) may still be set back to none.
 */
export function installPolicyChoices(item: Pick<PolicyItem, 'installPolicy' | 'installRefusal'>): {
  choices: readonly InstallPolicy[];
  refusal: InstallPolicyRefusal | null;
} {
  const refusal = item.installRefusal ?? null;
  if (!refusal) return { choices: INSTALL_POLICIES, refusal };
  if (item.installPolicy === 'none') return { choices: [], refusal };
  return { choices: [item.installPolicy, 'none'], refusal };
}
