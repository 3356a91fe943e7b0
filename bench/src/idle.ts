// Waits until a freshly started server has finished its start-up work. A server answers
// /healthz as soon as it listens, but may still be busy for a while (building in-memory indexes
// of a large catalog, for one); a measurement taken then would charge that work to whichever
// route happens to be measured first. Reads the process's CPU time from /proc, so it applies on
// Linux; elsewhere it returns at once.
import fs from 'node:fs';

/** The server counts as idle below this share of one core... */
const IDLE_SHARE = 0.1;
/** ...over this many consecutive one-second windows. */
const IDLE_WINDOWS = 2;
const WINDOW_MS = 1_000;
/** Past this the measurements start anyway, with a warning. */
const GIVE_UP_MS = 10 * 60_000;
/** Linux's USER_HZ: the unit of the CPU times in /proc/<pid>/stat. */
const TICKS_PER_SECOND = 100;

/**
 * User plus system CPU seconds the process has used (all its threads: the collector's too), or
 * null when /proc cannot say.
 */
export function cpuSeconds(pid: number): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are
  // state, ppid, … with utime and stime as the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) return null;
  return (user + system) / TICKS_PER_SECOND;
}

/** Resolves once the process has stayed nearly idle for a few seconds. */
export async function waitUntilIdle(
  pid: number | undefined,
  log: (message: string) => void,
): Promise<void> {
  if (pid === undefined || cpuSeconds(pid) === null) return;
  const started = Date.now();
  let quiet = 0;
  let announced = false;
  let previous = cpuSeconds(pid) ?? 0;
  while (quiet < IDLE_WINDOWS) {
    if (Date.now() - started > GIVE_UP_MS) {
      log(`The server was still busy after ${GIVE_UP_MS / 60_000} minutes; measuring anyway.`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const now = cpuSeconds(pid);
    if (now === null) return;
    const share = (now - previous) / (WINDOW_MS / 1000);
    previous = now;
    quiet = share < IDLE_SHARE ? quiet + 1 : 0;
    if (quiet === 0 && !announced) {
      log('Waiting for the server to finish its start-up work\u2026');
      announced = true;
    }
  }
  if (announced) log(`The server went idle after ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
