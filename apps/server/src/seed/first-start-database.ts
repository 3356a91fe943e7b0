// The embedded database of a store's first start (DATA_DIR), created and brought to the latest
// migration in a thread of its own by first-start-cli.ts while that one draws the demo pictures.
import path from 'node:path';
import { openDatabase } from '../db/database.js';

const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR || './data');
const handle = await openDatabase({ dataDir });
await handle.close();
