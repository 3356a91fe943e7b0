import { GUIDELINE_CODES } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import {
  availableDecisions,
  checkDecision,
  EMPTY_DECISION,
  MESSAGE_MAX,
  problemsFromServer,
  REASON_MAX,
  stagingOption,
  toDecision,
  toggleGuideline,
} from './decision-form';

const empty = EMPTY_DECISION;

describe('decision form', () => {
  it('asks a rejection or a turn to private for at least one guideline', () => {
    expect(checkDecision('reject', empty)).toEqual({ guidelines: 'required' });
    expect(checkDecision('private', empty)).toEqual({ guidelines: 'required' });
    expect(checkDecision('reject', { ...empty, guidelines: ['SPAM'] })).toEqual({});
  });

  it('approves without anything, but not with an overlong message', () => {
    expect(checkDecision('approve', empty)).toEqual({});
    expect(checkDecision('approve', { ...empty, message: 'x'.repeat(MESSAGE_MAX + 1) })).toEqual({
      message: 'tooLong',
    });
    // Spaces around the message are not counted: the server trims them too.
    expect(checkDecision('approve', { ...empty, message: ` ${'x'.repeat(MESSAGE_MAX)} ` })).toEqual(
      {},
    );
  });

  it('needs a reason to block or unblock, within the limit', () => {
    expect(checkDecision('block', { ...empty, reason: '   ' })).toEqual({ reason: 'required' });
    expect(checkDecision('unblock', { ...empty, reason: 'x'.repeat(REASON_MAX + 1) })).toEqual({
      reason: 'tooLong',
    });
    expect(checkDecision('block', { ...empty, reason: 'Malware' })).toEqual({});
  });

  it('sends only the fields of the decision, trimmed', () => {
    const draft = {
      ...EMPTY_DECISION,
      guidelines: ['SPAM' as const],
      message: ' Fix it ',
      reason: ' Why ',
      blockMode: 'removed' as const,
    };
    expect(toDecision('approve', draft)).toEqual({ kind: 'approve', message: 'Fix it' });
    expect(toDecision('reject', draft)).toEqual({
      kind: 'reject',
      guidelines: ['SPAM'],
      message: 'Fix it',
    });
    expect(toDecision('block', draft)).toEqual({ kind: 'block', reason: 'Why', mode: 'removed' });
    expect(toDecision('unblock', draft)).toEqual({ kind: 'unblock', reason: 'Why' });
  });

  it('stages an approval for pilot groups first, with days checked as the server checks them', () => {
    const staged = { ...EMPTY_DECISION, staged: true, developerMayPromote: true };
    expect(toDecision('approve', staged)).toEqual({
      kind: 'approve',
      message: '',
      staging: { promoteAfterDays: null, developerMayPromote: true },
    });
    expect(toDecision('approve', { ...staged, promoteAfterDays: ' 7 ' })).toMatchObject({
      staging: { promoteAfterDays: 7 },
    });
    for (const typed of ['0', '31', '2.5', 'soon']) {
      expect(checkDecision('approve', { ...staged, promoteAfterDays: typed }), typed).toEqual({
        days: 'invalid',
      });
    }
    expect(checkDecision('approve', { ...staged, promoteAfterDays: '30' })).toEqual({});
    // Days typed and then "pilot groups first" unticked: an ordinary approval.
    expect(toDecision('approve', { ...EMPTY_DECISION, promoteAfterDays: '0' })).toEqual({
      kind: 'approve',
      message: '',
    });
  });

  it('offers pilot groups first only for an update of a live item while a pilot group exists', () => {
    const release = {
      extensionId: 'a'.repeat(32),
      liveVersion: '1.0.0',
      staged: null,
      hasPilotGroups: true,
    };
    expect(stagingOption(release, true)).toEqual({ available: true });
    expect(stagingOption({ ...release, hasPilotGroups: false }, true)).toEqual({
      available: false,
      reason: 'noPilotGroup',
    });
    expect(stagingOption({ ...release, liveVersion: null }, false)).toEqual({
      available: false,
      reason: 'noLiveVersion',
    });
    expect(stagingOption(undefined, true)).toEqual({ available: false, reason: 'noLiveVersion' });
  });

  it('tells managed browsers to disable a blocked item unless asked to uninstall it', () => {
    expect(toDecision('block', { ...EMPTY_DECISION, reason: 'Malware' })).toEqual({
      kind: 'block',
      reason: 'Malware',
      mode: 'blocked',
    });
  });

  it('puts the server’s refusals on the fields', () => {
    expect(
      problemsFromServer([
        { field: 'guidelines', code: 'moderation.guidelines.required', message: '' },
        { field: 'guidelines.1', code: 'moderation.guidelines.invalid', message: '' },
        { field: 'reason', code: 'moderation.reason.invalid', message: '' },
        { field: 'other', code: 'x', message: '' },
      ]),
    ).toEqual({ guidelines: 'required', reason: 'invalid' });
  });

  it('keeps chosen guidelines in the catalogue’s order', () => {
    let chosen = toggleGuideline([], 'SPAM', true, GUIDELINE_CODES);
    chosen = toggleGuideline(chosen, 'MALWARE', true, GUIDELINE_CODES);
    expect(chosen).toEqual(['MALWARE', 'SPAM']);
    expect(toggleGuideline(chosen, 'MALWARE', false, GUIDELINE_CODES)).toEqual(['SPAM']);
  });
});

describe('available decisions', () => {
  const product = {} as never;
  it('offers approve and reject only while the item waits for review', () => {
    expect(
      availableDecisions({ review: 'IN_REVIEW', product: null, isPrivate: false, blocked: false }),
    ).toEqual(['approve', 'reject', 'block']);
    expect(
      availableDecisions({ review: 'IN_REVIEW', product, isPrivate: false, blocked: true }),
    ).toEqual(['approve', 'reject', 'private', 'unblock']);
  });

  it('turns private only a public published listing', () => {
    expect(
      availableDecisions({ review: 'READY_FOR_OPEN', product, isPrivate: false, blocked: false }),
    ).toEqual(['private', 'block']);
    expect(
      availableDecisions({ review: 'READY_FOR_OPEN', product, isPrivate: true, blocked: false }),
    ).toEqual(['block']);
    expect(
      availableDecisions({ review: 'REJECTED', product: null, isPrivate: false, blocked: false }),
    ).toEqual(['block']);
  });
});
