// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { byTestId, textOf, until } from '../../../test/dom';
import { groupDetail, renderGroupCard } from './group-card-fixtures';
import { GroupPilotCard } from './group-pilot';

/*
 * A group's pilot setting on its console page: the toggle sends `pilot` and nothing else, and
 * the default group says why it cannot be a pilot (the server refuses it too, see
 * apps/server/src/distribution/staged-releases.test.ts).
 */

describe("a group's pilot setting", () => {
  it('makes the group a pilot and back, sending only that', async () => {
    const patches = await renderGroupCard(GroupPilotCard, groupDetail());
    await until(() => expect(byTestId('group-pilot-state')?.dataset.pilot).toBe('false'));
    expect(textOf('group-pilot-toggle')).toBe('Make this a pilot group');
    await act(async () => byTestId('group-pilot-toggle')?.click());
    await until(() => expect(byTestId('group-pilot-state')?.dataset.pilot).toBe('true'));
    expect(textOf('group-pilot-toggle')).toBe('Stop being a pilot group');
    expect(patches).toEqual([{ pilot: true }]);
  });

  it('says why the default group cannot be a pilot, and offers no toggle', async () => {
    await renderGroupCard(GroupPilotCard, groupDetail({ isDefault: true, name: 'Default' }));
    await until(() => expect(byTestId('group-pilot-default')).not.toBeNull());
    expect(byTestId('group-pilot-toggle')).toBeNull();
  });
});
