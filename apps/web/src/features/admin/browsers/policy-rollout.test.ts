import type { PolicyRollout } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import type { Translation } from '../../../i18n';
import { admin as adminEn } from '../../../i18n/areas/admin.en';
import { admin as adminKo } from '../../../i18n/areas/admin.ko';
import { createTranslator } from '../../../i18n/runtime';
import { rolloutState, rolloutSummary } from './policy-rollout';

function rollout(current: number, behind: number): PolicyRollout {
  return {
    day: '2026-11-27',
    reported: current + behind,
    current,
    behind,
    oldestBehind: behind > 0 ? '2026-10-02T08:00:00.000Z' : null,
  };
}

describe("a group's policy rollout", () => {
  it('is behind when any browser that reported runs an older file', () => {
    expect(rolloutState(null)).toBe('none');
    expect(rolloutState(rollout(0, 0))).toBe('none');
    expect(rolloutState(rollout(40, 0))).toBe('current');
    expect(rolloutState(rollout(39, 1))).toBe('behind');
    expect(rolloutState(rollout(0, 3))).toBe('behind');
  });

  it('says how many browsers are behind, in English and Korean', () => {
    const translator = (language: string) =>
      createTranslator<Translation>({
        language,
        fallbackLanguage: 'en',
        messages: { en: { admin: adminEn }, ko: { admin: adminKo } },
      });
    const en = translator('en');
    const ko = translator('ko');
    const say = (i18n: typeof en, value: PolicyRollout | null) => {
      const summary = rolloutSummary(value);
      return i18n.t(summary.key, summary.values);
    };
    expect(say(en, null)).toBe('No reports yet');
    expect(say(en, rollout(40, 0))).toBe('All 40 browsers that reported run the current file');
    expect(say(en, rollout(1, 0))).toBe('The 1 browser that reported runs the current file');
    expect(say(en, rollout(37, 3))).toBe('3 of 40 on an older file');
    expect(say(ko, rollout(37, 3))).toBe('40대 중 3대가 이전 파일 사용');
    expect(say(ko, null)).toBe('보고 없음');
  });
});
