// @vitest-environment happy-dom
import type { ItemReleaseState, Language, RollbackPlan } from '@lagoon/contract';
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { store as storeEn } from '../i18n/areas/store.en';
import { store as storeKo } from '../i18n/areas/store.ko';
import { mount } from '../test/dom';
import { translatorWith } from '../test/render-route';
import { ReleaseSummary } from './release-summary';
import { VersionsPanel } from './rollback/versions-panel';

const STAGED: ItemReleaseState = {
  extensionId: 'a'.repeat(32),
  liveVersion: '1.2.0',
  hasPilotGroups: true,
  staged: {
    pilotVersion: '1.2.0',
    heldVersion: '1.1.0',
    pilotGroups: [
      { id: '6f1c2a1e-3b7d-4c1e-9a51-2d0f8e4b7c10', name: 'QA' },
      { id: '7f1c2a1e-3b7d-4c1e-9a51-2d0f8e4b7c10', name: 'Sales' },
    ],
    startedAt: '2026-03-01T10:00:00.000Z',
    promoteAt: '2026-03-08T10:00:00.000Z',
    developerMayPromote: false,
    mayPromote: true,
  },
};

function render(props: Parameters<typeof ReleaseSummary>[0], language: Language = 'en') {
  return mount(
    createElement(ReleaseSummary, props),
    translatorWith(language, language === 'ko' ? storeKo : storeEn),
  );
}

describe('a staged release in one line', () => {
  it('says which version pilot groups and everyone else receive, and when it promotes itself', () => {
    const line = render({ state: STAGED }).querySelector('[data-testid="release-line"]');
    expect(line?.textContent).toMatch(
      /^1\.2\.0 → pilot groups \(QA, Sales\) · 1\.1\.0 → everyone · promotes on .*2026/,
    );
    const korean = render({ state: STAGED }, 'ko').querySelector('[data-testid="release-line"]');
    expect(korean?.textContent).toMatch(
      /^1\.2\.0 → 시범 그룹\(QA, Sales\) · 1\.1\.0 → 모든 브라우저 · /,
    );
  });

  it('offers Promote to whoever may, and says who promotes to whoever may not', () => {
    const onPromote = vi.fn();
    const allowed = render({ state: STAGED, onPromote });
    const button = allowed.querySelector<HTMLButtonElement>('[data-testid="release-promote"]');
    expect(button?.textContent).toBe('Promote to everyone');
    act(() => button?.click());
    expect(onPromote).toHaveBeenCalledOnce();

    const refused = render({
      state: { ...STAGED, staged: { ...STAGED.staged!, mayPromote: false, promoteAt: null } },
      onPromote,
      notAllowedText: 'An administrator promotes this release to everyone.',
    });
    expect(refused.querySelector('[data-testid="release-promote"]')).toBeNull();
    expect(refused.querySelector('[data-testid="release-not-allowed"]')?.textContent).toBe(
      'An administrator promotes this release to everyone.',
    );
    expect(refused.querySelector('[data-testid="release-line"]')?.textContent).toContain(
      'promoted by hand',
    );
  });

  it('shows nothing while every browser receives the live version', () => {
    const none = render({ state: { ...STAGED, staged: null } });
    expect(none.querySelector('[data-testid="release-summary"]')).toBeNull();
  });
});

describe('a staged release in the version history', () => {
  const plan: RollbackPlan = {
    extensionId: STAGED.extensionId,
    liveVersion: '1.2.0',
    highestVersion: '1.2.0',
    proposedVersion: '1.2.1',
    refusal: 'ROLLBACK_IN_REVIEW',
    versions: ['1.2.0', '1.1.0', '1.0.0'].map((version, index) => ({
      version,
      publishedAt: `2026-0${5 - index}-01T10:00:00.000Z`,
      size: 2048,
      manifestVersion: 3,
      changeLog: null,
      current: version === '1.2.0',
    })),
  };

  it('marks the version pilot groups receive and the one everyone else keeps', () => {
    const container = mount(
      createElement(VersionsPanel, { plan, release: STAGED, onRollback: vi.fn() }),
      translatorWith('en', storeEn),
    );
    const marks = [...container.querySelectorAll('[data-testid="rollback-version"]')].map(
      (entry) => [
        entry.getAttribute('data-version'),
        entry.querySelector('[data-testid="version-audience"]')?.textContent ?? null,
      ],
    );
    expect(marks).toEqual([
      ['1.2.0', '→ pilot groups (QA, Sales)'],
      ['1.1.0', '→ everyone else'],
      ['1.0.0', null],
    ]);
  });
});
