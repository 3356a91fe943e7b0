// `npm start`: install what is missing, build what changed, then run the server in the
// foreground. Works on a fresh clone with nothing installed. On a store's first start it also
// prepares the slow parts beside the install and the build: the demo catalog's item keys
// (scripts/lib/key-pool.mjs), its pictures and the database (apps/server/src/seed/
// first-start-cli.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compressForServing, ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { startKeyPool } from './lib/key-pool.mjs';
import { formatDuration, ROOT, say } from './lib/process.mjs';

/** The server's variable and the message its seed asks for keys with (seed/handed-keys.ts). */
const HANDED_KEYS_VARIABLE = 'LAGOON_HANDED_ITEM_KEYS';
const HANDED_KEYS_MESSAGE = 'lagoon:item-keys';

/**
 * True when the server will create the demo catalog: seeding is on and the embedded database
 * does not exist yet (with DATABASE_URL the server alone finds out).
 */
function seedsOnStart(env = process.env) {
  if (env.SEED === 'off' || env.DATABASE_URL) return false;
  return !fs.existsSync(path.join(path.resolve(env.DATA_DIR || './data'), 'db'));
}

/** Runs `work` and says how long it took when it did anything. */
async function timed(label, work) {
  const started = Date.now();
  const result = await work();
  if (result.installed || result.built) say(`${label} in ${formatDuration(Date.now() - started)}`);
  return result;
}

/** Where the server can be asked whether it is up, from this machine. */
function healthUrl(env = process.env) {
  const host =
    env.HOST && !['0.0.0.0', '::', 'localhost'].includes(env.HOST) ? env.HOST : '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || '8080'}/healthz`;
}

/**
 * Resolves with true once the server answers (or after five minutes, if it cannot be asked from
 * here), with false if it stopped first.
 */
async function answering(server) {
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(healthUrl(), { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return server.exitCode === null && server.signalCode === null;
}

/**
 * Compresses the web app's files at the best level at the lowest priority once the server
 * answers, while it keeps sending the quickly compressed copies until each better one is in
 * place.
 */
async function compressLaterWhenAnswering(server, fingerprint, signal) {
  if (!(await answering(server))) return;
  if (await compressForServing(fingerprint, { background: true, signal })) {
    say('The web app\u2019s files are now served compressed at the best level');
  }
}

async function main() {
  const firstStart = seedsOnStart();
  const keys = firstStart ? startKeyPool() : null;
  await timed('Installed', () => ensureInstalled({ serving: true }));
  // While the web app builds, the demo pictures are drawn into the cache the seed reads
  // (node_modules/.cache) and the embedded database is created; a failure there only means the
  // server does that part itself.
  const prepareStore = {
    label: 'demo pictures and database',
    bin: process.execPath,
    args: [path.join(ROOT, 'apps/server/dist/seed/first-start-cli.js')],
    env: { DATA_DIR: path.resolve(process.env.DATA_DIR || './data') },
    optional: true,
  };
  // The web app's files are compressed quickly for the first answers and at the best level
  // once the store answers (see compressLaterWhenHealthy).
  const build = await timed('Built', () =>
    ensureBuilt({ alongside: firstStart ? [prepareStore] : [], compressLater: true }),
  );

  const port = process.env.PORT || '8080';
  const url = process.env.PUBLIC_URL || `http://localhost:${port}`;
  say(`Starting Lagoon on ${url}`);

  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: process.cwd(),
    env: keys ? { ...process.env, [HANDED_KEYS_VARIABLE]: 'ipc' } : process.env,
    // With keys to hand over, a message channel beside the terminal's streams.
    stdio: keys ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
    // Its own process group: a terminal's Ctrl-C then reaches the server once, through the
    // forwarding below, instead of twice (which a server may take as "stop without waiting").
    detached: true,
  });
  if (keys) {
    // The seed asks once, for as many keys as it needs; the channel closes after the answer.
    server.on('message', (message) => {
      if (message?.type !== HANDED_KEYS_MESSAGE || !server.connected) return;
      const count = Number.isInteger(message.count) ? message.count : 0;
      server.send({ type: HANDED_KEYS_MESSAGE, keys: keys.take(count) }, () => {
        if (server.connected) server.disconnect();
      });
    });
    // A server that answers without asking (it found a catalog) needs none.
    answering(server).then(() => keys.stop());
    server.on('exit', () => keys.stop());
  }

  // Every stop request goes through this wrapper, so the server always gets the chance to
  // close its database cleanly and this process exits with the server's own code.
  // Work started beside the server (the best compression) ends with it.
  const stopping = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopping.abort();
      if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    });
  }
  server.on('exit', () => stopping.abort());

  if (build.compressLater) compressLaterWhenAnswering(server, build.fingerprint, stopping.signal);

  server.on('error', (error) => {
    console.error(`Could not start the server: ${error.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => {
    if (signal) {
      // Exit the way a shell expects from a process ended by this signal.
      const numbers = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1, SIGKILL: 9 };
      process.exit(128 + (numbers[signal] ?? 1));
    }
    process.exit(code ?? 1);
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
