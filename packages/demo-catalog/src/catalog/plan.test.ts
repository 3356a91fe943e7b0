import { describe, expect, it } from 'vitest';
import { ImageBatch } from '../images.js';
import { buildDemoPlan } from './plan.js';

describe('buildDemoPlan', () => {
  it('builds the same catalog every time', () => {
    const now = new Date();
    const first = buildDemoPlan(now, new ImageBatch());
    const second = buildDemoPlan(now, new ImageBatch());
    const summary = (plan: typeof first) =>
      plan.items.map((item) => [
        item.id,
        item.published?.localizations[0]?.name ?? item.draft?.localizations[0]?.name,
        item.ratings.map((rating) => [rating.raterKey, rating.score, rating.text]),
      ]);
    expect(summary(second)).toEqual(summary(first));
  });
});
