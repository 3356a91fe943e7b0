export { DEMO_ACCOUNTS, DEMO_CREATOR, type DemoAccount, type DemoRole } from './accounts.js';
export { CATEGORY_NAMES, seedCategories } from './categories.js';
export { DEMO_SEEDED_KEY, isDemoSeeded, type SeedOptions, seedDemoCatalog } from './demo.js';
export { LARGE_CATALOG_KEY, seedLargeCatalog } from './large.js';
