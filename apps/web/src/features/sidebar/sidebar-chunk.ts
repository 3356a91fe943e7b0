/**
 * The way into the sidebar store's code. The store's entry names only this small chunk, and
 * the files of the sidebar's page and loader (and what they share with the store's other
 * pages) are listed here, where they add nothing to the store's first load.
 */
export const loadSidebarRoute = () => import('./routes/sidebar-route');
