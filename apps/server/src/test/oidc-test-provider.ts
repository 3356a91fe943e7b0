import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { birthDateForAge } from '../accounts/age.js';

/** The store's address in tests (PUBLIC_URL of createTestApp). */
export const STORE = 'http://store.test';

interface Account {
  email: string;
  email_verified: boolean;
  nickname: string;
  birthdate?: string;
}

/** The provider's people, by subject. */
const ACCOUNTS: Record<string, Account> = {
  'sub-adult': {
    email: 'sso.adult@example.test',
    email_verified: true,
    nickname: 'Sso Adult',
    birthdate: birthDateForAge(35),
  },
  'sub-nobirth': { email: 'sso.nobirth@example.test', email_verified: true, nickname: 'No Birth' },
  'sub-linker': {
    email: 'linked@example.test',
    email_verified: true,
    nickname: 'Linker',
    birthdate: '1980-01-01',
  },
  'sub-unverified': {
    email: 'victim@example.test',
    email_verified: false,
    nickname: 'Unverified',
    birthdate: '1980-01-01',
  },
};

/** A real OpenID Connect provider on a free local port. */
export async function startProvider(): Promise<{ issuer: string; close: () => Promise<void> }> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'lagoon',
        client_secret: 'lagoon-test-secret',
        redirect_uris: [`${STORE}/accounts/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['oidc-test-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['nickname', 'birthdate'],
    },
    async findAccount(_context: unknown, id: string) {
      const account = ACCOUNTS[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the browser at the provider: follows redirects with a cookie jar and submits the
 * provider's sign-in form as `subject`, then its consent form, until it is sent back to the store.
 */
export async function signInAtProvider(start: string, subject: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = start;
  for (let step = 0; step < 20; step += 1) {
    if (url.startsWith(STORE)) return url.slice(STORE.length);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const capture = (r: Response) => {
      for (const cookie of r.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) jar.set(name.trim(), value.join('='));
      }
    };
    capture(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page: ${page.slice(0, 300)}`);
    const fields = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      fields.set('login', subject);
      fields.set('password', 'anything');
    }
    const submitted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      body: fields,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    capture(submitted);
    url = new URL(submitted.headers.get('location') ?? url, url).href;
  }
  throw new Error('the provider never sent the browser back');
}
