// `npm start`: install what is missing, build what changed, then run the server in the
// foreground. Works on a fresh clone with nothing installed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ROOT, say } from './lib/process.mjs';

async function main() {
  await ensureInstalled();
  await ensureBuilt();

  const port = process.env.PORT || '8080';
  const url = process.env.PUBLIC_URL || `http://localhost:${port}`;
  say(`Starting Lagoon on ${url}`);

  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: process.cwd(),
    env: process.env,
    stdio: 'inherit',
    // Its own process group: a terminal's Ctrl-C then reaches the server once, through the
    // forwarding below, instead of twice (which a server may take as "stop without waiting").
    detached: true,
  });

  // Every stop request goes through this wrapper, so the server always gets the chance to
  // close its database cleanly and this process exits with the server's own code.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    });
  }

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
