/**
 * The way into an event page's code. The store's entry names only this small chunk, and the
 * files of the page and its loader (and what they share with the store's other pages) are
 * listed here, where they add nothing to the store's first load.
 */
export const loadEventRoute = () => import('./routes/event-route');
