// Item keys for the demo catalog of a first start, made while npm installs and the build runs:
// a new RSA 2048 key costs about a tenth of a second of CPU and the catalog needs one per
// packaged item (159), while npm spends much of its time waiting for the disk. The keys are
// made by a child process at the lowest priority, so they only take time nothing else wants,
// and handed to the server over its message channel (apps/server/src/seed/handed-keys.ts).
import { spawn } from 'node:child_process';
import os from 'node:os';

/** The demo catalog's packaged items; the server makes any it needs beyond these. */
export const DEMO_ITEM_KEYS = 160;

/** Writes `count` PKCS#8 PEM keys, one JSON string a line, two at a time (two cores). */
const MAKER = `
const { generateKeyPair } = require('node:crypto');
let left = Number(process.argv[1]);
const one = () => {
  if (left <= 0) return;
  left -= 1;
  generateKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }, (error, _publicKey, privateKey) => {
    if (error) process.exit(1);
    process.stdout.write(JSON.stringify(privateKey) + '\\n', one);
  });
};
one();
one();
`;

/**
 * Starts making up to `count` keys. `take(n)` returns up to n of those made so far and stops
 * making more; `stop()` only stops.
 */
export function startKeyPool(count = DEMO_ITEM_KEYS) {
  const keys = [];
  let buffered = '';
  const child = spawn(process.execPath, ['-e', MAKER, String(count)], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  try {
    os.setPriority(child.pid, os.constants.priority.PRIORITY_LOWEST);
  } catch {
    // Left at normal priority where lowering it is not allowed.
  }
  child.on('error', () => {});
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line) keys.push(JSON.parse(line));
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', stop);
  return {
    take(n) {
      stop();
      return keys.splice(0, n);
    },
    stop,
    get made() {
      return keys.length;
    },
  };
}
