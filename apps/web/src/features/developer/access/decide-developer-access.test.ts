import type { Creator, User } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import type { CreatorState } from '../../session/creator-state';
import { decideDeveloperAccess } from './decide-developer-access';

const anonymous: User = {
  nickname: null,
  profileImage: null,
  bigProfileImage: null,
  age: null,
  naverId: null,
  isAuthenticated: false,
  isAdmin: false,
};
const adult: User = {
  ...anonymous,
  nickname: 'Dana',
  age: 32,
  naverId: 'u1',
  isAuthenticated: true,
};
const child: User = { ...adult, age: 10 };
const creator: Creator = {
  creatorId: 'c1',
  name: 'Dana Studio',
  email: 'dana@example.com',
  homepage: null,
  isAgreeToTerms: true,
  isAgreeToDevelopersTerms: true,
  isCreator: true,
};
const developer: CreatorState = { status: 'developer', creator };
const none: CreatorState = { status: 'none' };
const pending: CreatorState = { status: 'pending' };

describe('developer access', () => {
  it('waits for the user, then for the creator', () => {
    expect(
      decideDeveloperAccess({ user: undefined, creator: pending, path: '/developers' }),
    ).toEqual({ kind: 'wait' });
    expect(decideDeveloperAccess({ user: adult, creator: pending, path: '/developers' })).toEqual({
      kind: 'wait',
    });
  });

  it('reports failed calls instead of guessing', () => {
    expect(decideDeveloperAccess({ user: null, creator: none, path: '/developers' })).toEqual({
      kind: 'failed',
    });
    expect(
      decideDeveloperAccess({
        user: adult,
        creator: { status: 'failed', error: new Error('down') },
        path: '/developers/dashboard/extensions',
      }),
    ).toEqual({ kind: 'failed' });
  });

  it('sends anonymous visitors to log in with the whole address to come back to', () => {
    expect(
      decideDeveloperAccess({
        user: anonymous,
        creator: none,
        path: '/developers/dashboard/webapps',
        search: '?hl=ko&x=1',
      }),
    ).toEqual({ kind: 'login', returnPath: '/developers/dashboard/webapps?hl=ko&x=1' });
    expect(
      decideDeveloperAccess({ user: anonymous, creator: pending, path: '/developers' }),
    ).toEqual({ kind: 'login', returnPath: '/developers' });
  });

  it('turns children away whatever they ask for, even before the creator answers', () => {
    for (const path of ['/developers', '/developers/profile/new', '/developers/dashboard']) {
      expect(decideDeveloperAccess({ user: child, creator: pending, path })).toEqual({
        kind: 'child',
      });
    }
    // Ages 1 to 13 are children; 14 may register; an unknown age is not a child.
    expect(
      decideDeveloperAccess({ user: { ...adult, age: 1 }, creator: none, path: '/developers' })
        .kind,
    ).toBe('child');
    expect(
      decideDeveloperAccess({ user: { ...adult, age: 13 }, creator: none, path: '/developers' })
        .kind,
    ).toBe('child');
    expect(
      decideDeveloperAccess({ user: { ...adult, age: 14 }, creator: none, path: '/developers' }),
    ).toEqual({ kind: 'redirect', to: '/developers/profile/new' });
    expect(
      decideDeveloperAccess({ user: { ...adult, age: null }, creator: none, path: '/developers' }),
    ).toEqual({ kind: 'redirect', to: '/developers/profile/new' });
  });

  it('sends the empty path to the dashboard or to registration', () => {
    for (const path of ['/developers', '/developers/']) {
      expect(decideDeveloperAccess({ user: adult, creator: developer, path })).toEqual({
        kind: 'redirect',
        to: '/developers/dashboard/extensions',
      });
      expect(decideDeveloperAccess({ user: adult, creator: none, path })).toEqual({
        kind: 'redirect',
        to: '/developers/profile/new',
      });
    }
  });

  it('forces the profile task: edit for developers, new for everyone else', () => {
    const cases: [CreatorState, string, string | null][] = [
      [developer, '/developers/profile/new', '/developers/profile/edit'],
      [developer, '/developers/profile', '/developers/profile/edit'],
      [developer, '/developers/profile/other', '/developers/profile/edit'],
      [developer, '/developers/profile/edit', null],
      [none, '/developers/profile/edit', '/developers/profile/new'],
      [none, '/developers/profile', '/developers/profile/new'],
      [none, '/developers/profile/other', '/developers/profile/new'],
      [none, '/developers/profile/new', null],
    ];
    for (const [creatorState, path, to] of cases) {
      expect(decideDeveloperAccess({ user: adult, creator: creatorState, path }), path).toEqual(
        to === null ? { kind: 'allow', needsTerms: false } : { kind: 'redirect', to },
      );
    }
  });

  it('sends non-developers to registration from every other page', () => {
    for (const path of [
      '/developers/dashboard',
      '/developers/dashboard/webapps',
      '/developers/upload/extension/draft',
      '/developers/edit/webapp/abcdefghijklmnopabcdefghijklmnop',
      '/developers/profile/new/extra',
    ]) {
      expect(decideDeveloperAccess({ user: adult, creator: none, path }), path).toEqual({
        kind: 'redirect',
        to: '/developers/profile/new',
      });
    }
  });

  it('opens the extensions tab for the bare or an unknown dashboard', () => {
    for (const path of [
      '/developers/dashboard',
      '/developers/dashboard/',
      '/developers/dashboard/themes',
    ]) {
      expect(decideDeveloperAccess({ user: adult, creator: developer, path }), path).toEqual({
        kind: 'redirect',
        to: '/developers/dashboard/extensions',
      });
    }
    for (const path of ['/developers/dashboard/extensions', '/developers/dashboard/webapps']) {
      expect(decideDeveloperAccess({ user: adult, creator: developer, path })).toEqual({
        kind: 'allow',
        needsTerms: false,
      });
    }
  });

  it('keeps the query on redirects', () => {
    expect(
      decideDeveloperAccess({
        user: adult,
        creator: developer,
        path: '/developers/dashboard',
        search: '?hl=ko&from=mail',
      }),
    ).toEqual({ kind: 'redirect', to: '/developers/dashboard/extensions?hl=ko&from=mail' });
  });

  it('lets developers in, behind the terms dialog until both terms are agreed', () => {
    const path = '/developers/upload/extension/draft';
    expect(decideDeveloperAccess({ user: adult, creator: developer, path })).toEqual({
      kind: 'allow',
      needsTerms: false,
    });
    for (const missing of [
      { isAgreeToTerms: false },
      { isAgreeToDevelopersTerms: false },
      { isAgreeToTerms: false, isAgreeToDevelopersTerms: false },
    ]) {
      const state: CreatorState = { status: 'developer', creator: { ...creator, ...missing } };
      expect(decideDeveloperAccess({ user: adult, creator: state, path })).toEqual({
        kind: 'allow',
        needsTerms: true,
      });
      expect(
        decideDeveloperAccess({ user: adult, creator: state, path: '/developers/profile/edit' }),
      ).toEqual({ kind: 'allow', needsTerms: true });
    }
  });
});
