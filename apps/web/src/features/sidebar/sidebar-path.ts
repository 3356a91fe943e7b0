/**
 * True for the sidebar store's addresses, /sidebar and everything under it: a compact copy of
 * the store for the browser's side panel (320 to 480 pixels wide), which the Lagoon companion
 * frames there. The shell reads this to leave its desktop header, footer, desktop-only gate and
 * unsupported-browser redirect out of those pages, so it stays tiny.
 */
export function isSidebarPath(pathname: string): boolean {
  return pathname === '/sidebar' || pathname.startsWith('/sidebar/');
}
