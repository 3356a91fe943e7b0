import { GUIDELINE_CODES } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import {
  availableDecisions,
  checkDecision,
  EMPTY_DECISION,
  MESSAGE_MAX,
  problemsFromServer,
  REASON_MAX,
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
