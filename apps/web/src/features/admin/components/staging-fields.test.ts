// @vitest-environment happy-dom
import type { Language } from '@lagoon/contract';
import { act, createElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { admin as adminEn } from '../../../i18n/areas/admin.en';
import { admin as adminKo } from '../../../i18n/areas/admin.ko';
import { mount } from '../../../test/dom';
import { translatorWith } from '../../../test/render-route';
import { type DecisionDraft, EMPTY_DECISION, type StagingOption } from '../model/decision-form';
import { StagingFields } from './staging-fields';

/** The fields with their own draft, as the approve dialog holds it. */
function Harness({
  option,
  onDraft,
}: {
  option: StagingOption;
  onDraft: (d: DecisionDraft) => void;
}) {
  const [draft, setDraft] = useState(EMPTY_DECISION);
  onDraft(draft);
  return createElement(StagingFields, {
    id: 'staging',
    option,
    draft,
    problem: undefined,
    onChange: (change) => setDraft((current) => ({ ...current, ...change })),
  });
}

function render(option: StagingOption, language: Language = 'en') {
  let latest = EMPTY_DECISION;
  const container = mount(
    createElement(Harness, { option, onDraft: (draft) => (latest = draft) }),
    translatorWith(language, { admin: language === 'ko' ? adminKo : adminEn }),
  );
  return { container, draft: () => latest };
}

const byTestId = <T extends Element>(container: HTMLElement, id: string) =>
  container.querySelector<T>(`[data-testid="${id}"]`);

describe("the approval's release fields", () => {
  it('offers pilot groups first, then the days and the developer’s say', () => {
    const { container, draft } = render({ available: true });
    const staged = byTestId<HTMLInputElement>(container, 'decision-staged');
    expect(staged?.disabled).toBe(false);
    expect(byTestId(container, 'decision-promote-days')).toBeNull();
    act(() => staged?.click());
    expect(draft().staged).toBe(true);
    expect(byTestId(container, 'decision-promote-days')).not.toBeNull();
    act(() => byTestId<HTMLInputElement>(container, 'decision-developer-may-promote')?.click());
    expect(draft().developerMayPromote).toBe(true);
  });

  it('is turned off with the reason when no group is a pilot or nothing is live yet', () => {
    const noPilot = render({ available: false, reason: 'noPilotGroup' });
    expect(byTestId<HTMLInputElement>(noPilot.container, 'decision-staged')?.disabled).toBe(true);
    expect(byTestId(noPilot.container, 'decision-staging-hint')?.textContent).toContain(
      'No browser group is a pilot group',
    );
    const first = render({ available: false, reason: 'noLiveVersion' }, 'ko');
    expect(byTestId(first.container, 'decision-staging-hint')?.textContent).toContain(
      '이전 게시 버전이 없어',
    );
  });
});
