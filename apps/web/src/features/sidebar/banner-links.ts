import { sidebarHref } from './sidebar-pages';

/** Where a banner opens from the panel. */
export type PanelLink =
  /** A page of the sidebar store: it opens in the panel. */
  | { kind: 'panel'; to: string }
  /** Anything else (store pages made for a desktop window, event pages, other sites). */
  | { kind: 'tab'; href: string };

const DETAIL = /^\/detail\/(\w{32})(?:[/?#]|$)/;

/**
 * A banner's link as the panel follows it: an item's page becomes the item's sidebar page; every
 * other address of the store or of another site opens in a new tab, where it has room. Links
 * that are neither (javascript:, data:) are not followed at all.
 */
export function panelLink(href: string): PanelLink | null {
  const inStore = href.startsWith('/') && !href.startsWith('//');
  if (inStore) {
    const id = DETAIL.exec(href)?.[1];
    return id ? { kind: 'panel', to: sidebarHref.detail(id) } : { kind: 'tab', href };
  }
  return /^https?:\/\//i.test(href) ? { kind: 'tab', href } : null;
}
