// @vitest-environment happy-dom
import type { AccessToken, CreatedAccessToken } from '@lagoon/contract';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { allByTestId, byTestId, textOf, until } from '../../test/dom';
import { apiAnswer, apiRefusal, fakeApi } from '../../test/fake-api';
import { pageRoute, renderRoute } from '../../test/render-route';
import { adminTokensLoader, developerTokensLoader } from './tokens-loader';
import { AdminTokensPage, DeveloperTokensPage } from './tokens-page';

/*
 * The Access tokens pages as a developer and an administrator meet them: the list, creating a
 * token whose secret shows once, and revoking one after confirming. The store is a fake that
 * answers the token calls as the contract says (the server's side is apps/server/src/tokens).
 */

const SECRET = `lgn_${'Q'.repeat(43)}`;

function token(overrides: Partial<AccessToken>): AccessToken {
  return {
    tokenId: '11111111-1111-4111-8111-111111111111',
    kind: 'creator',
    name: 'GitHub Actions',
    scopes: ['items:read', 'items:write'],
    prefix: 'lgn_AbCdEf',
    createdAt: '2026-05-01T10:00:00.000Z',
    expiresAt: '2026-07-30T10:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
    status: 'active',
    ...overrides,
  };
}

interface FakeStore {
  tokens: AccessToken[];
  calls: { method: string; path: string; body?: unknown }[];
}

function installStore(tokens: AccessToken[]): FakeStore {
  const store: FakeStore = { tokens, calls: [] };
  fakeApi(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    store.calls.push({ method, path: `${url.pathname}${url.search}`, body });
    const base = url.pathname.startsWith('/admin/') ? '/admin/api/tokens' : '/creator/api/tokens';
    if (method === 'GET' && url.pathname === base) return apiAnswer({ tokens: store.tokens });
    if (method === 'POST' && url.pathname === base) {
      if (body.name === 'Too many') return apiRefusal('TOKEN_TOO_MANY', 409);
      const made = token({
        tokenId: '22222222-2222-4222-8222-222222222222',
        name: body.name,
        scopes: body.scopes,
        prefix: SECRET.slice(0, 10),
      });
      store.tokens = [made, ...store.tokens];
      const created: CreatedAccessToken = { token: made, secret: SECRET };
      return apiAnswer(created, 201);
    }
    const id = url.pathname.slice(base.length + 1);
    if (method === 'DELETE') {
      const found = store.tokens.find((entry) => entry.tokenId === id);
      if (!found) return apiRefusal('TOKEN_NOT_FOUND', 404);
      found.status = 'revoked';
      found.revokedAt = '2026-05-02T10:00:00.000Z';
      return apiAnswer(found);
    }
    return apiRefusal('NOT_FOUND', 404);
  });
  return store;
}

function render(path: string, language: 'en' | 'ko' = 'en') {
  return renderRoute({
    routes: [
      pageRoute('developers/tokens', developerTokensLoader, DeveloperTokensPage),
      pageRoute('admin/tokens', adminTokensLoader, AdminTokensPage),
    ],
    path,
    language,
    areas: ['developers', 'admin', 'errors'],
  });
}

async function click(id: string, within: ParentNode = document) {
  const element = byTestId(id, within);
  if (!element) throw new Error(`no ${id}`);
  await act(async () => element.click());
}

async function typeText(id: string, value: string) {
  const field = byTestId<HTMLInputElement>(id);
  if (!field) throw new Error(`no field ${id}`);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the developer’s Access tokens page', () => {
  it('lists each token with its scopes, first characters, dates, last use and state', async () => {
    installStore([
      token({}),
      token({
        tokenId: '33333333-3333-4333-8333-333333333333',
        name: 'Old laptop',
        status: 'revoked',
        lastUsedAt: '2026-05-01T12:00:00.000Z',
      }),
    ]);
    await render('/developers/tokens?hl=en');
    await until(() => expect(allByTestId('token-row')).toHaveLength(2));
    const [active, revoked] = allByTestId('token-row');
    expect(textOf('token-name', active)).toBe('GitHub Actions');
    expect(textOf('token-scopes', active)).toBe('items:readitems:write');
    expect(textOf('token-prefix', active)).toBe('lgn_AbCdEf…');
    expect(textOf('token-last-used', active)).toBe('Never');
    expect(textOf('token-status', active)).toBe('Active');
    expect(textOf('token-status', revoked!)).toBe('Revoked');
    expect(byTestId('token-revoke', revoked)).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('Access tokens');
  });

  it('creates a token and shows its secret once, with a copy button and a warning', async () => {
    const store = installStore([]);
    await render('/developers/tokens');
    await until(() => expect(byTestId('empty-state')).not.toBeNull());
    await click('token-create');
    await until(() => expect(byTestId('token-name-input')).not.toBeNull());
    // Nothing is sent while the name is missing.
    await click('token-create-submit');
    expect(store.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(byTestId('token-create-dialog')?.textContent).toContain('Enter a name of one line');
    await typeText('token-name-input', 'Release job');
    await click('token-scope-items:write');
    await click('token-scope-items:submit');
    await click('token-create-submit');
    await until(() => expect(byTestId('token-secret')).not.toBeNull());
    expect(store.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Release job',
      scopes: ['items:read', 'items:write', 'items:submit'],
      expiresInDays: 90,
    });
    expect(byTestId<HTMLInputElement>('token-secret')?.value).toBe(SECRET);
    expect(textOf('token-secret-warning')).toContain('shown only this once');
    expect(byTestId('token-copy')).not.toBeNull();
    await until(() => expect(allByTestId('token-row')).toHaveLength(1));
    await click('token-created-done');
    await until(() => expect(byTestId('token-secret')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('says why the store refused a token, in the page’s language', async () => {
    installStore([]);
    await render('/developers/tokens?hl=ko', 'ko');
    await until(() => expect(byTestId('empty-state')).not.toBeNull());
    await click('token-create');
    await typeText('token-name-input', 'Too many');
    await click('token-create-submit');
    await until(() => expect(byTestId('token-create-error')).not.toBeNull());
    expect(textOf('token-create-error')).toContain('50개');
  });

  it('revokes a token only after the person confirms', async () => {
    const store = installStore([token({})]);
    await render('/developers/tokens');
    await until(() => expect(allByTestId('token-row')).toHaveLength(1));
    await click('token-revoke');
    await until(() => expect(byTestId('token-revoke-dialog')).not.toBeNull());
    expect(textOf('token-revoke-dialog')).toContain('stop working at once');
    expect(store.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await click('token-revoke-confirm');
    await until(() => expect(textOf('token-status')).toBe('Revoked'));
    expect(store.calls.find((call) => call.method === 'DELETE')?.path).toContain(
      '/creator/api/tokens/11111111-1111-4111-8111-111111111111',
    );
  });
});

describe('the console’s Access tokens page', () => {
  it('lists every token of the store with its owner and offers admin scopes', async () => {
    const store = installStore([token({ owner: { email: 'dev@example.test', nickname: 'Dev' } })]);
    await render('/admin/tokens?all=true');
    await until(() => expect(allByTestId('token-row')).toHaveLength(1));
    expect(textOf('token-owner')).toBe('Dev <dev@example.test>');
    expect(byTestId('tokens-view-all')?.getAttribute('aria-current')).toBe('page');
    expect(store.calls[0]?.path).toContain('/admin/api/tokens?all=true');
    await click('token-create');
    await until(() => expect(byTestId('token-scope-admin:write')).not.toBeNull());
  });
});
