import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const manifest = require('../package.json') as { version: string };

/** The version of this server, from its package manifest. */
export const SERVER_VERSION = manifest.version;
