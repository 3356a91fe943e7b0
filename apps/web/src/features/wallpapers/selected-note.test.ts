import { describe, expect, it } from 'vitest';
import { selectedNote } from './selected-note';

describe('the note of the selected wallpapers', () => {
  it('says all of them are shown while there are no more than a draw takes', () => {
    expect(selectedNote(11, 11)).toEqual({ kind: 'all', count: 11 });
    expect(selectedNote(30, 30)).toEqual({ kind: 'all', count: 30 });
  });

  it('says how many of how many when there are more', () => {
    expect(selectedNote(30, 45)).toEqual({ kind: 'some', shown: 30, count: 45 });
  });

  it('says nothing when the section is empty', () => {
    expect(selectedNote(0, 0)).toBeNull();
  });
});
