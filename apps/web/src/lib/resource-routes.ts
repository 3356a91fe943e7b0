/**
 * Where the resource routes live (app/data-routes.tsx): addresses with a loader and no page,
 * which the app reads through fetchers for what is not a page of its own. Each feature makes
 * the addresses of its own reads under this prefix.
 */
export const DATA_PREFIX = '/_data/';
