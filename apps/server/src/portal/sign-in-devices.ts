import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that tells the sign-in portal which accounts a browser signed in to before. */
export const DEVICE_COOKIE = 'lagoon_device';
/** How long a browser stays known to an account after its last sign-in there. */
export const DEVICE_TTL_DAYS = 365;
/** The accounts one browser is known to at most (a shared computer); the oldest go first. */
export const DEVICE_ACCOUNTS_MAX = 5;

const DAY_S = 24 * 60 * 60;
/** 16 random bytes, base64url. */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
/** One account's entry: when it expires (seconds since 1970) and its tag, base64url. */
const ENTRY = /^(\d{1,12})~([A-Za-z0-9_-]{22})$/;

interface DeviceEntry {
  expiresAt: number;
  tag: string;
}

/**
 * Browsers an account signed in from before ("device cookies", as the big providers keep them),
 * so the attempt limits can let the owner's own browser through while a stranger's guesses slow
 * everyone else down (see SignInLimits.admit).
 *
 * The cookie holds a random device id and, for each account the browser signed in to, an expiry
 * and an HMAC of (device id, expiry, account id) under a key derived from the store's secret
 * (ITEM_KEY_SECRET, which every server of a store shares). Nothing is stored on the server; the
 * cookie names no account, and it cannot be made for an account without signing in to it. It
 * proves only that this browser once signed in to the account: it signs nobody in.
 */
export class SignInDevices {
  private readonly key: Buffer;

  constructor(
    secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    this.key = Buffer.from(
      hkdfSync('sha256', secret, Buffer.alloc(0), 'lagoon sign-in device', 32),
    );
  }

  /** The browser's device id when its cookie vouches for the account, else null. */
  recognise(cookie: string | undefined, accountId: string): string | null {
    const parsed = parse(cookie);
    if (!parsed) return null;
    const nowS = Math.floor(this.now() / 1000);
    const known = parsed.entries.some(
      (entry) => entry.expiresAt > nowS && this.matches(parsed.deviceId, entry, accountId),
    );
    return known ? parsed.deviceId : null;
  }

  /**
   * The cookie's value once the browser signed in to the account: the same device id (a new one
   * for a browser without a valid cookie), this account's entry renewed and first, the other
   * accounts' entries kept while they last, at most DEVICE_ACCOUNTS_MAX.
   */
  remember(cookie: string | undefined, accountId: string): string {
    const parsed = parse(cookie);
    const deviceId = parsed?.deviceId ?? randomBytes(16).toString('base64url');
    const nowS = Math.floor(this.now() / 1000);
    const others = (parsed?.entries ?? []).filter(
      (entry) => entry.expiresAt > nowS && !this.matches(deviceId, entry, accountId),
    );
    const expiresAt = nowS + DEVICE_TTL_DAYS * DAY_S;
    const entry = { expiresAt, tag: this.tag(deviceId, expiresAt, accountId) };
    return [deviceId, ...[entry, ...others].slice(0, DEVICE_ACCOUNTS_MAX).map(format)].join('.');
  }

  /**
   * Hands the browser its device cookie after a sign-in to the account: HTTP-only, sent only to
   * the portal (its path), Lax, Secure when the store is served over HTTPS.
   */
  rememberBrowser(
    request: FastifyRequest,
    reply: FastifyReply,
    accountId: string,
    secure: boolean,
  ): void {
    reply.setCookie(DEVICE_COOKIE, this.remember(request.cookies[DEVICE_COOKIE], accountId), {
      path: '/accounts',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: DEVICE_TTL_DAYS * DAY_S,
    });
  }

  private tag(deviceId: string, expiresAt: number, accountId: string): string {
    return createHmac('sha256', this.key)
      .update(`${deviceId}\n${expiresAt}\n${accountId}`)
      .digest('base64url')
      .slice(0, 22);
  }

  private matches(deviceId: string, entry: DeviceEntry, accountId: string): boolean {
    const expected = Buffer.from(this.tag(deviceId, entry.expiresAt, accountId));
    const given = Buffer.from(entry.tag);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

function format(entry: DeviceEntry): string {
  return `${entry.expiresAt}~${entry.tag}`;
}

/** A cookie as written by `remember`, or null for anything else. */
function parse(cookie: string | undefined): { deviceId: string; entries: DeviceEntry[] } | null {
  if (!cookie || cookie.length > 1024) return null;
  const [deviceId = '', ...rest] = cookie.split('.');
  if (!DEVICE_ID.test(deviceId) || rest.length > DEVICE_ACCOUNTS_MAX) return null;
  const entries: DeviceEntry[] = [];
  for (const part of rest) {
    const match = ENTRY.exec(part);
    if (!match) return null;
    entries.push({ expiresAt: Number(match[1]), tag: match[2]! });
  }
  return { deviceId, entries };
}
