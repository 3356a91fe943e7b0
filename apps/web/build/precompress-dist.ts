// Compresses the built web app's text files again at the best level, for `npm start` after a
// test run's build or its own first build, which compressed them quickly (scripts/lib/build.mjs):
// the files are the same, only their copies change.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDirectory } from './precompress.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
await precompressDirectory(dist, 'best');
