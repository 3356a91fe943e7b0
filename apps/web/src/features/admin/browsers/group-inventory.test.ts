// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { byTestId, textOf, until } from '../../../test/dom';
import { groupDetail, renderGroupCard } from './group-card-fixtures';
import { GroupInventoryCard } from './group-inventory';

/*
 * A group's inventory reports setting on its console page: off by default, the toggle sends
 * `inventory` and nothing else (the server's side: apps/server/src/fleet/fleet.test.ts).
 */

describe("a group's inventory reports", () => {
  it('are off at first, and the toggle turns them on and off, sending only that', async () => {
    const patches = await renderGroupCard(GroupInventoryCard, groupDetail());
    await until(() => expect(byTestId('group-inventory-state')?.dataset.inventory).toBe('false'));
    expect(textOf('group-inventory-toggle')).toBe('Turn inventory reports on');
    await act(async () => byTestId('group-inventory-toggle')?.click());
    await until(() => expect(byTestId('group-inventory-state')?.dataset.inventory).toBe('true'));
    expect(textOf('group-inventory-toggle')).toBe('Turn inventory reports off');
    await act(async () => byTestId('group-inventory-toggle')?.click());
    await until(() => expect(byTestId('group-inventory-state')?.dataset.inventory).toBe('false'));
    expect(patches).toEqual([{ inventory: true }, { inventory: false }]);
  });
});
