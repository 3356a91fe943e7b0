import { describe, expect, it } from 'vitest';
import { REVIEW_STATES } from './enums.js';
import { ERROR_CODES } from './errors.js';
import { ICON_MIN_SIZE } from './limits.js';
import { REVIEW_ACTIONS } from './moderation.js';
import {
  awaitsDecision,
  canTransition,
  type DraftFacts,
  missingReviewRequirements,
  needsPackage,
  REVIEW_EVENTS,
  REVIEW_TRANSITIONS,
  type ReviewSnapshot,
  refusalOf,
  reviewStateAfter,
} from './review-machine.js';

const item = (changes: Partial<ReviewSnapshot> = {}): ReviewSnapshot => ({
  review: 'PREPARE_FOR_SUBMISSION',
  blocked: false,
  isPrivate: false,
  hasPublished: false,
  hasDraft: true,
  ...changes,
});

describe('review machine', () => {
  it('has one transition per event, from known states, with known errors and log actions', () => {
    expect(Object.keys(REVIEW_TRANSITIONS).sort()).toEqual([...REVIEW_EVENTS].sort());
    for (const rule of Object.values(REVIEW_TRANSITIONS)) {
      for (const state of rule.from) expect(REVIEW_STATES).toContain(state);
      for (const [, code] of rule.guards) if (code) expect(ERROR_CODES).toContain(code);
      if (rule.records) expect(REVIEW_ACTIONS).toContain(rule.records);
    }
  });

  it('says a request awaits a decision exactly where a reviewer can decide and the developer cannot edit', () => {
    for (const review of REVIEW_STATES) {
      const snapshot = item({ review });
      expect(awaitsDecision(review), review).toBe(review === 'IN_REVIEW');
      expect(awaitsDecision(review), review).toBe(canTransition('reject', snapshot));
      expect(awaitsDecision(review), review).toBe(!canTransition('edit', snapshot));
    }
  });

  it('lets a developer submit, withdraw and edit, in that order of refusals', () => {
    expect(reviewStateAfter('submit', item())).toBe('IN_REVIEW');
    expect(refusalOf('submit', item({ blocked: true, review: 'IN_REVIEW' }))?.code).toBe(
      'ITEM_BLOCKED',
    );
    expect(refusalOf('submit', item({ review: 'IN_REVIEW' }))?.code).toBe('ALREADY_IN_REVIEW');
    expect(refusalOf('edit', item({ review: 'IN_REVIEW' }))?.code).toBe('ALREADY_IN_REVIEW');
    expect(refusalOf('withdraw', item())?.code).toBe('INVALID_STATE_TRANSITION');
    // A withdrawal goes back to where the item was: public, or preparing.
    const live = item({ review: 'IN_REVIEW', hasPublished: true });
    expect(reviewStateAfter('withdraw', live)).toBe('READY_FOR_OPEN');
    expect(reviewStateAfter('withdraw', { ...live, isPrivate: true })).toBe(
      'PREPARE_FOR_SUBMISSION',
    );
  });

  it('lets a reviewer decide only on items in review; an update rejected stays live', () => {
    const inReview = item({ review: 'IN_REVIEW' });
    expect(canTransition('approve', inReview)).toBe(true);
    expect(refusalOf('approve', { ...inReview, hasDraft: false })?.code).toBe(
      'INVALID_STATE_TRANSITION',
    );
    expect(refusalOf('approve', item())?.code).toBe('INVALID_STATE_TRANSITION');
    expect(reviewStateAfter('reject', inReview)).toBe('REJECTED');
    expect(reviewStateAfter('reject', { ...inReview, hasPublished: true })).toBe('REJECTED_UPDATE');
    expect(canTransition('turnPrivate', item({ hasPublished: true }))).toBe(true);
    expect(canTransition('turnPrivate', item({ hasPublished: true, isPrivate: true }))).toBe(false);
    expect(canTransition('turnPrivate', item())).toBe(false);
    expect(canTransition('block', item())).toBe(true);
    expect(canTransition('block', item({ blocked: true }))).toBe(false);
    expect(canTransition('unblock', item({ blocked: true }))).toBe(true);
    expect(canTransition('unblock', item())).toBe(false);
    // Only the decisions on what the reviewer saw carry a revision.
    const takesRevision = REVIEW_EVENTS.filter((event) => REVIEW_TRANSITIONS[event].takesRevision);
    expect(takesRevision).toEqual(['approve', 'reject', 'turnPrivate']);
  });

  it('takes back a package update only from a published item with a draft', () => {
    const updated = item({ review: 'READY_FOR_OPEN', hasPublished: true, hasDraft: true });
    expect(canTransition('cancelFileUpdate', updated)).toBe(true);
    expect(refusalOf('cancelFileUpdate', { ...updated, hasDraft: false })?.code).toBe(
      'NO_PACKAGE_UPDATE',
    );
    expect(refusalOf('cancelFileUpdate', { ...updated, review: 'IN_REVIEW' })?.code).toBe(
      'ALREADY_IN_REVIEW',
    );
    expect(reviewStateAfter('cancelFileUpdate', updated)).toBe('READY_FOR_OPEN');
  });
});

describe('review readiness', () => {
  const complete: DraftFacts = {
    webApp: true,
    defaultLocale: 'en',
    name: 'Tide Table',
    shortDescription: 'Tides at a glance',
    category: 'productivity',
    hasIcon: true,
    hasSlides: true,
    hasImage: true,
  };

  it('names every missing requirement in the editor’s order', () => {
    expect(missingReviewRequirements(complete)).toEqual([]);
    const empty: DraftFacts = {
      webApp: true,
      defaultLocale: 'NOT_DEFINED',
      name: ' ',
      shortDescription: null,
      category: 'not_defined',
      hasIcon: false,
      hasSlides: false,
      hasImage: false,
    };
    expect(missingReviewRequirements(empty).map((entry) => entry.code)).toEqual([
      'REQUIRED_LANGUAGE',
      'REQUIRED_NAME',
      'REQUIRED_SHORT_DESCRIPTION',
      'REQUIRED_CATEGORY',
      'REQUIRED_ICON',
      'REQUIRED_SCREENSHOTS',
      'REQUIRED_IMAGE',
    ]);
    // Extensions take their names from the package.
    expect(missingReviewRequirements({ ...empty, webApp: false }).map((e) => e.field)).toEqual([
      'defaultLocale',
      'category',
      'icon',
      'slides',
      'image',
    ]);
    expect(needsPackage('extension')).toBe(true);
    expect(needsPackage('pwa')).toBe(false);
  });

  it('asks for an icon of at least 128x128 when the package’s is smaller', () => {
    expect(missingReviewRequirements({ ...complete, iconSize: 16 })).toEqual([
      { field: 'icon', code: 'REQUIRED_ICON_SIZE' },
    ]);
    expect(missingReviewRequirements({ ...complete, iconSize: ICON_MIN_SIZE })).toEqual([]);
    // An unknown size (an icon uploaded in the editor, which holds it to the minimum) passes.
    expect(missingReviewRequirements({ ...complete, iconSize: null })).toEqual([]);
    // No icon at all is the other requirement, not both.
    expect(
      missingReviewRequirements({ ...complete, hasIcon: false, iconSize: 16 }).map((e) => e.code),
    ).toEqual(['REQUIRED_ICON']);
  });
});
