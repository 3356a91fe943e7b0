// @vitest-environment happy-dom
import type { Language, PublishedVersion } from '@lagoon/contract';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { store as storeEn } from '../../../i18n/areas/store.en';
import { store as storeKo } from '../../../i18n/areas/store.ko';
import { mount as mountNode } from '../../../test/dom';
import { translatorWith } from '../../../test/render-route';
import { ManifestDeclarations, PermissionList } from './permission-list';
import { VersionHistory } from './version-history';

/** Renders a node in the store's catalog of a language, as the detail page has it. */
function mount(node: ReactNode, language: Language = 'en'): HTMLElement {
  return mountNode(node, translatorWith(language, language === 'ko' ? storeKo : storeEn));
}

function lines(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-testid="permission-warning"]')].map(
    (line) => line.firstChild?.textContent ?? '',
  );
}

describe('the permissions of an item', () => {
  it("words uBlock Origin's permissions as the browser's install prompt does", () => {
    const declared = {
      permissions: ['contextMenus', 'privacy', 'storage', 'tabs', 'webNavigation', 'webRequest'],
      hostPermissions: ['http://*/*', 'https://*/*'],
    };
    expect(lines(mount(createElement(PermissionList, declared))).sort()).toEqual([
      'Change your privacy-related settings',
      'Read and change all your data on all websites',
    ]);
    expect(lines(mount(createElement(PermissionList, declared), 'ko')).sort()).toEqual([
      '개인정보 보호 관련 설정 변경',
      '모든 웹사이트의 내 데이터 읽기 및 변경',
    ]);
  });

  it('names a few sites in the sentence and lists many on request', () => {
    const few = mount(
      createElement(PermissionList, {
        permissions: [],
        hostPermissions: ['https://mail.example/*', '*://*.news.example/*'],
      }),
    );
    expect(lines(few)).toEqual([
      'Read and change your data on all news.example sites and mail.example',
    ]);

    const hosts = ['a', 'b', 'c', 'd', 'e'].map((name) => `https://${name}.example/*`);
    const many = mount(createElement(PermissionList, { permissions: [], hostPermissions: hosts }));
    expect(lines(many)).toEqual([
      'Read and change your data on a.example, b.example and 3 other sites',
    ]);
    const list = many.querySelector('[data-testid="permission-sites"]');
    expect(list?.closest('details')?.querySelector('summary')?.textContent).toBe(
      'Show all 5 sites',
    );
    expect([...(list?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
      'a.example',
      'b.example',
      'c.example',
      'd.example',
      'e.example',
    ]);
  });

  it('says so when the extension needs no special permission', () => {
    const container = mount(
      createElement(PermissionList, { permissions: ['storage', 'alarms'], hostPermissions: [] }),
    );
    expect(lines(container)).toEqual([]);
    expect(container.querySelector('[data-testid="permissions-none"]')?.textContent).toBe(
      'This extension needs no special permissions.',
    );
    const korean = mount(
      createElement(PermissionList, { permissions: [], hostPermissions: [] }),
      'ko',
    );
    expect(korean.textContent).toBe('이 확장 프로그램은 특별한 권한이 필요하지 않습니다.');
  });

  it('shows what the manifest declares, permissions without a warning included', () => {
    const container = mount(
      createElement(ManifestDeclarations, {
        permissions: ['storage', 'tabs'],
        hostPermissions: ['https://mail.example/*'],
      }),
    );
    const codes = [...container.querySelectorAll('code')].map((code) => code.textContent);
    expect(codes).toEqual(['storage', 'tabs', 'https://mail.example/*']);
    expect(
      mount(createElement(ManifestDeclarations, { permissions: [], hostPermissions: [] }))
        .childElementCount,
    ).toBe(0);
  });
});

describe('the version history of an item', () => {
  const versions: PublishedVersion[] = [
    {
      version: '2.0.0',
      publishedAt: '2026-03-02T10:00:00.000Z',
      size: 2 * 1024 * 1024,
      manifestVersion: 3,
      changeLog: 'Faster sync.',
      current: true,
    },
    {
      version: '1.0.0',
      publishedAt: '2025-11-20T10:00:00.000Z',
      size: 512 * 1024,
      manifestVersion: 2,
      changeLog: null,
      current: false,
    },
  ];

  it('folds the versions away behind their count, the current one marked', () => {
    const container = mount(createElement(VersionHistory, { versions }));
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('2 published versions');
    const entries = [...container.querySelectorAll('[data-testid="version-entry"]')];
    expect(entries.map((entry) => entry.getAttribute('aria-current'))).toEqual(['true', null]);
    expect(entries[0]?.textContent).toContain('Version 2.0.0');
    expect(entries[0]?.textContent).toContain('Current version');
    expect(entries[0]?.textContent).toContain('2 MB');
    expect(entries[0]?.textContent).toContain('Manifest V3');
    expect(entries[0]?.textContent).toContain('Faster sync.');
    expect(entries[1]?.textContent).toContain('Manifest V2');
    expect(entries[1]?.textContent).not.toContain('Current version');
  });

  it('reads in Korean', () => {
    const container = mount(
      createElement(VersionHistory, { versions: versions.slice(0, 1) }),
      'ko',
    );
    expect(container.querySelector('summary')?.textContent).toBe('게시된 버전 1개');
    expect(container.textContent).toContain('현재 버전');
    expect(container.textContent).toContain('2026년 3월 2일');
  });
});
