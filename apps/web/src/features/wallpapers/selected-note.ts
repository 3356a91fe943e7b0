/**
 * What the "Selected" section says about its draw: every pick, shuffled, while the editors have
 * picked no more than the draw takes (THEMES_SELECTED_RANDOM); otherwise how many of how many.
 */
export type SelectedNote =
  | { kind: 'all'; count: number }
  | { kind: 'some'; shown: number; count: number };

export function selectedNote(shown: number, total: number): SelectedNote | null {
  if (shown === 0) return null;
  if (total > shown) return { kind: 'some', shown, count: total };
  return { kind: 'all', count: shown };
}
