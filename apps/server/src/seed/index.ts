export { seedCategories } from './categories.js';
export { DEMO_SEEDED_KEY, isDemoSeeded, type SeedOptions, seedDemoCatalog } from './demo.js';
export { LARGE_CATALOG_KEY, seedLargeCatalog } from './large.js';
