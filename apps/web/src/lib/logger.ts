/**
 * Where the app reports failures it recovers from (a list shown empty, a wallpaper that did not
 * load). One place, so a real reporter can replace the console later without touching features.
 */
export function logError(message: string, error?: unknown): void {
  console.error(message, error);
}

export function logWarning(message: string, detail?: unknown): void {
  console.warn(message, detail);
}
