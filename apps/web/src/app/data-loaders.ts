/*
 * The loaders of the resource routes that serve lists, suggestions, ratings and likes
 * (data-routes.tsx), each its feature's, gathered here so that they load as one chunk the
 * first time one is asked for. They run after a visitor's action (more of a list, typing,
 * another order of the reviews) or, for what only the visitor's cookies tell, once the page
 * is in the browser, so the first page does not carry them.
 */
export { productPage } from '../features/catalog/data-loaders';
export { ratingsPage } from '../features/ratings/data-loaders';
export { suggestions } from '../features/search/data-loaders';
export { discoverPage, likeState } from '../features/wallpapers/data-loaders';
