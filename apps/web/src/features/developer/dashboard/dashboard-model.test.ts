import { describe, expect, it } from 'vitest';
import { creatorItem, ITEM_ID } from '../api/publishing-fixtures';
import { dashboardColumns, editPath, pendingReviewNote, previewPath } from './dashboard-model';

const rejection = {
  kind: 'rejected' as const,
  guidelines: [{ code: 'SPAM', text: 'Spam, repetitive content or keyword stuffing.' }],
  message: 'Please remove the repeated keywords.',
  createAt: '2026-11-02T10:00:00.000Z',
};

describe('dashboard model', () => {
  it('shows the version column for extensions only, in the dashboard’s order', () => {
    expect(dashboardColumns('extensions')).toEqual([
      'info',
      'status',
      'version',
      'public',
      'updateAt',
      'admin',
    ]);
    expect(dashboardColumns('webapps')).toEqual(['info', 'status', 'public', 'updateAt', 'admin']);
  });

  it('edits web apps and extensions in their own editors', () => {
    for (const productType of ['extension', 'sidebar', 'theme'] as const) {
      expect(editPath({ extensionId: ITEM_ID, productType })).toBe(
        `/developers/edit/extension/${ITEM_ID}`,
      );
    }
    for (const productType of ['app', 'pwa', 'shortcut'] as const) {
      expect(editPath({ extensionId: ITEM_ID, productType })).toBe(
        `/developers/edit/webapp/${ITEM_ID}`,
      );
    }
  });

  it('previews everything but an approved item visitors can open', () => {
    expect(previewPath(creatorItem({ review: 'READY_FOR_OPEN', status: 'LISTING' }))).toBe(
      `/detail/${ITEM_ID}`,
    );
    expect(previewPath(creatorItem({ review: 'READY_FOR_OPEN', status: 'UNLISTED' }))).toBe(
      `/detail/${ITEM_ID}`,
    );
    expect(previewPath(creatorItem({ review: 'READY_FOR_OPEN', status: 'TRUSTED_TESTER' }))).toBe(
      `/detail/${ITEM_ID}/preview`,
    );
    for (const review of [
      'PREPARE_FOR_SUBMISSION',
      'IN_REVIEW',
      'REJECTED',
      'REJECTED_UPDATE',
    ] as const) {
      expect(previewPath(creatorItem({ review, status: 'LISTING' }))).toBe(
        `/detail/${ITEM_ID}/preview`,
      );
    }
  });

  it('offers the reviewer’s note until the item is resubmitted', () => {
    expect(pendingReviewNote(creatorItem())).toBeNull();
    expect(pendingReviewNote(creatorItem({ review: 'REJECTED', reviewNote: rejection }))).toBe(
      rejection,
    );
    const turnedPrivate = { ...rejection, kind: 'private' as const };
    expect(
      pendingReviewNote(creatorItem({ review: 'READY_FOR_OPEN', reviewNote: turnedPrivate })),
    ).toBe(turnedPrivate);
    expect(
      pendingReviewNote(creatorItem({ review: 'IN_REVIEW', reviewNote: rejection })),
    ).toBeNull();
  });
});
