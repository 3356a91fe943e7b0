export * from './constants.js';
export * from './entities.js';
export * from './enums.js';
export * from './errors.js';
export * from './format.js';
export * from './moderation.js';
export * from './package-issues.js';
export * from './publishing.js';
