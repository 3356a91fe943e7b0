import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { stripXssi } from './harness.js';

/**
 * A browser as an organisation runs it: Debian's Chromium reading the store's managed policy.
 * The policy never touches the machine's configuration: Chromium runs in a private mount
 * namespace (`unshare -m`) where a test folder is bind-mounted over /etc/chromium: a copy of the
 * machine's files there (Debian's master_preferences) plus the test's own `policies/`.
 * Background networking stays on (it is what installs and updates extensions), and every
 * host name but 127.0.0.1 resolves nowhere, so nothing leaves the machine.
 */

const CHROMIUM = '/usr/bin/chromium';
/** Chromium's configuration folder on Linux; its `policies/managed/` holds managed policy. */
const CONFIG_MOUNT = '/etc/chromium';

/** Why managed-browser tests cannot run here, or null when they can. */
export function managedBrowserUnavailable(): string | null {
  if (process.getuid?.() !== 0)
    return 'mounting a policy folder needs root (unshare -m, mount --bind)';
  if (!fs.existsSync(CHROMIUM)) return `${CHROMIUM} is missing`;
  const probe = spawnSync('unshare', ['-m', 'true'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    return `this machine cannot create a mount namespace (unshare -m: ${probe.stderr.trim() || probe.error?.message || `exit ${probe.status}`})`;
  }
  return null;
}

/**
 * A folder that stands for /etc/chromium, with the policy in `policies/managed/`. Writing the
 * file again while the browser runs is how a policy change reaches it (Chromium watches it).
 *
 * The whole configuration folder is mounted, not just `policies/`, because the machine has no
 * `policies/` to mount over, and making and removing one would race between test files that
 * run side by side. /etc/chromium itself comes with Debian's package and is never changed.
 */
export class PolicyFolder {
  /** The folder mounted over /etc/chromium. */
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-policy-'));

  constructor() {
    // mkdir -p is safe when two files do it at once; the folder is what Debian's package makes.
    fs.mkdirSync(CONFIG_MOUNT, { recursive: true });
    for (const entry of fs.readdirSync(CONFIG_MOUNT)) {
      if (entry === 'policies') continue;
      fs.cpSync(path.join(CONFIG_MOUNT, entry), path.join(this.dir, entry), { recursive: true });
    }
    fs.mkdirSync(path.join(this.dir, 'policies', 'managed'), { recursive: true });
  }

  write(content: string): void {
    const file = path.join(this.dir, 'policies', 'managed', 'lagoon.json');
    // Written aside and renamed, so the browser never reads half a file.
    fs.writeFileSync(`${file}.tmp`, content);
    fs.renameSync(`${file}.tmp`, file);
  }

  dispose(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The shell script Playwright starts instead of Chromium: namespace, mount, then Chromium. */
function launcher(configDir: string): string {
  const script = path.join(configDir, 'chromium-in-namespace.sh');
  fs.writeFileSync(
    script,
    [
      '#!/bin/sh',
      `exec unshare -m sh -c 'mount --bind "$0" ${CONFIG_MOUNT} && exec ${CHROMIUM} "$@"' "${configDir}" "$@"`,
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  return script;
}

export interface ManagedBrowserOptions {
  policy: PolicyFolder;
  /** The profile folder: reuse it to restart "the same browser". */
  profileDir: string;
  baseURL: string;
  /** Headless unless a display is given (Xvfb), for Chromium's own prompts. */
  display?: string;
}

/** Starts Chromium with the policy folder mounted; its first page is ready to use. */
export async function launchManagedBrowser(
  options: ManagedBrowserOptions,
): Promise<BrowserContext> {
  const headless = options.display === undefined;
  const context = await chromium.launchPersistentContext(options.profileDir, {
    executablePath: launcher(options.policy.dir),
    headless,
    baseURL: options.baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    ...(options.display ? { env: { ...process.env, DISPLAY: options.display } } : {}),
    // Playwright turns off extensions and background networking by default: both are what
    // these tests are about.
    ignoreDefaultArgs: [
      '--disable-extensions',
      '--disable-background-networking',
      '--disable-component-extensions-with-background-pages',
      '--disable-default-apps',
    ],
    args: [
      ...(headless ? ['--headless=new'] : []),
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
    ],
  });
  context.setDefaultTimeout(20_000);
  return context;
}

/** What the companion answers a store page (`chrome.runtime.sendMessage`), or an error text. */
export async function askCompanion<T>(
  page: Page,
  companionId: string,
  message: object,
): Promise<T> {
  return page.evaluate(
    ([id, body]) =>
      new Promise<T>((resolve) => {
        const runtime = (
          globalThis as {
            chrome?: {
              runtime?: {
                sendMessage?: (
                  id: string,
                  message: unknown,
                  reply: (answer: unknown) => void,
                ) => void;
                lastError?: { message?: string };
              };
            };
          }
        ).chrome?.runtime;
        if (!runtime?.sendMessage) {
          resolve({ ok: false, error: { code: 'NO_RUNTIME', message: 'no chrome.runtime' } } as T);
          return;
        }
        runtime.sendMessage(id as string, body, (answer) => {
          resolve(
            (answer ?? {
              ok: false,
              error: { code: 'NO_ANSWER', message: runtime.lastError?.message ?? 'no answer' },
            }) as T,
          );
        });
      }),
    [companionId, message] as const,
  );
}

/** Polls `check` until it returns a value that is not undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `${what} did not happen within ${timeoutMs / 1000} s${last ? `: ${String(last)}` : ''}`,
  );
}

/** A JSON call of the store's API with a page's cookies and anti-forgery token. */
export async function apiCall<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.fetch(url, {
    method,
    headers: { 'x-xsrf-token': xsrf, accept: 'application/json' },
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(stripXssi(text)) : null) as T };
}

/** Xvfb and Chromium processes started here: a test file that crashes must not leave them. */
const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

function track(child: ChildProcess): void {
  started.add(child);
  child.once('exit', () => started.delete(child));
}

/** Whether a program is on the PATH. */
function hasProgram(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Why Chromium's own prompts cannot be driven here (Debian's `xvfb` and `xdotool`), or null.
 * `npm test` installs both with Chromium.
 */
export function virtualDisplayUnavailable(): string | null {
  const missing = ['Xvfb', 'xdotool'].filter((program) => !hasProgram(program));
  if (missing.length === 0) return null;
  return `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing (apt-get install xvfb xdotool)`;
}

export interface VirtualDisplay {
  /** The DISPLAY value, e.g. `:99`. */
  display: string;
  /** Stops the X server and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts Xvfb (1280×800, 24-bit) on a display number nobody uses: Xvfb picks it itself and
 * writes it to the pipe given by `-displayfd` once it accepts connections, so there is no race
 * with another X server starting at the same time.
 */
export async function startVirtualDisplay(timeoutMs = 15_000): Promise<VirtualDisplay> {
  const child = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  track(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const number = await new Promise<string>((resolve, reject) => {
    let written = '';
    const timer = setTimeout(
      () => fail(new Error(`Xvfb did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${errors.trim()}`));
    };
    const pipe = child.stdio[3] as NodeJS.ReadableStream | null;
    pipe?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) {
        clearTimeout(timer);
        resolve(written.trim());
      }
    });
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`Xvfb exited (code ${code}) before it was ready`)));
  });
  return {
    display: `:${number}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs xdotool on a display and returns what it printed; throws when it fails. */
export function xdotool(display: string, ...args: string[]): string {
  const result = spawnSync('xdotool', args, {
    encoding: 'utf8',
    env: { ...process.env, DISPLAY: display },
    timeout: 15_000,
  });
  if (result.status !== 0) {
    throw new Error(
      `xdotool ${args.join(' ')} failed (exit ${result.status}): ${result.stderr.trim() || result.error?.message}`,
    );
  }
  return result.stdout.trim();
}

/**
 * Saves the whole X display as a PNG with ImageMagick's `import`, when it is installed (it is
 * not required: this is evidence for a failing test). Returns whether a file was written.
 */
export function screenshotDisplay(display: string, file: string): boolean {
  if (!hasProgram('import')) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const result = spawnSync('import', ['-window', 'root', file], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
    timeout: 15_000,
  });
  return result.status === 0;
}

export interface ManagedChromium {
  browser: Browser;
  /** The profile's own (default) context, with the browser's first window. */
  context: BrowserContext;
  /** Disconnects and stops Chromium, waiting until it has exited. */
  close(): Promise<void>;
}

/**
 * Starts Chromium under the policy like `launchManagedBrowser`, but as a visitor's browser
 * rather than an automated one: Chromium runs by itself with a DevTools port, and Playwright
 * attaches to it (`connectOverCDP` with `noDefaults`). A Playwright-launched browser routes
 * every download through Playwright (`Browser.setDownloadBehavior`), so a `.crx` opened by a
 * store page would be saved as a file instead of reaching Chromium's extension installer and
 * its "Add …?" prompt; attached this way, downloads keep the browser's own handling, and the
 * window keeps its real size (no viewport emulation). An attached context takes no options:
 * `baseURL` is not applied, so pages are opened with absolute URLs.
 */
export async function launchManagedChromium(
  options: ManagedBrowserOptions,
  timeoutMs = 30_000,
): Promise<ManagedChromium> {
  const headless = options.display === undefined;
  const args = [
    `--user-data-dir=${options.profileDir}`,
    '--remote-debugging-port=0',
    '--remote-debugging-address=127.0.0.1',
    '--no-first-run',
    '--no-default-browser-check',
    '--password-store=basic',
    // Keeps the "unsupported command-line flag" bar (--no-sandbox, resolver rules) away.
    '--test-type',
    '--lang=en-US',
    '--window-position=0,0',
    '--window-size=1280,800',
    ...(headless ? ['--headless=new'] : []),
    '--no-sandbox',
    '--disable-gpu',
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
    'about:blank',
  ];
  const child = spawn(launcher(options.policy.dir), args, {
    env: { ...process.env, ...(options.display ? { DISPLAY: options.display } : {}) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  track(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  let output = '';
  const endpoint = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(`Chromium did not open its DevTools port within ${timeoutMs / 1000} s`),
      timeoutMs,
    );
    const fail = (message: string) => {
      clearTimeout(timer);
      reject(new Error(`${message}\n${output.slice(-2000)}`));
    };
    child.stderr?.on('data', (chunk: Buffer) => {
      // Chromium keeps logging here; only the end is worth keeping for an error.
      output = (output + chunk.toString()).slice(-20_000);
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code) => fail(`Chromium exited (code ${code}) before it was ready`));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  try {
    const browser = await chromium.connectOverCDP(endpoint, { noDefaults: true, isLocal: true });
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    context.setDefaultTimeout(20_000);
    return {
      browser,
      context,
      async close() {
        await browser.close().catch(() => {});
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Waits until the companion answers a store page (`hello`): it is installed by the policy a
 * moment after the browser starts, and the page gets `chrome.runtime` once it is.
 */
export async function waitForCompanion(page: Page, companionId: string): Promise<void> {
  await eventually('the companion answering the store page', async () => {
    const hello = await askCompanion<{ ok: boolean }>(page, companionId, { type: 'hello' });
    if (hello.ok) return hello;
    await page.reload();
    return undefined;
  });
}

/** A target of the browser (`Target.getTargets`): pages, side panels, frames, workers. */
export interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
  /** For a frame of another process (`iframe`): the target of the page it is in. */
  parentFrameId?: string;
}

/**
 * What Playwright does not drive as pages, such as the browser's side panel and the frames in
 * it, read through the DevTools protocol: the list of targets, and an expression evaluated in
 * one of them. Attached without flattening, so the browser-level session passes the messages.
 */
export async function browserTargets(context: BrowserContext): Promise<{
  list(): Promise<TargetInfo[]>;
  /** With `userGesture`, the expression runs as if the visitor had just clicked. */
  evaluate<T>(
    targetId: string,
    expression: string,
    options?: { userGesture?: boolean },
  ): Promise<T>;
}> {
  const browser = context.browser();
  if (!browser) throw new Error('The context has no browser to open a DevTools session on');
  const cdp = await browser.newBrowserCDPSession();
  interface Answer {
    id?: number;
    result?: { result?: { value?: unknown } };
    error?: unknown;
  }
  const answers = new Map<string, Answer>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as Answer;
    if (message.id !== undefined) answers.set(`${event.sessionId}:${message.id}`, message);
  });
  return {
    async list() {
      return (await cdp.send('Target.getTargets')).targetInfos as TargetInfo[];
    },
    async evaluate<T>(
      targetId: string,
      expression: string,
      options: { userGesture?: boolean } = {},
    ) {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
      const key = `${sessionId}:1`;
      try {
        await cdp.send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({
            id: 1,
            method: 'Runtime.evaluate',
            params: {
              expression,
              returnByValue: true,
              awaitPromise: true,
              userGesture: options.userGesture === true,
            },
          }),
        });
        const answer = await eventually(
          `an answer from ${targetId}`,
          async () => answers.get(key),
          10_000,
        );
        if (answer.error) throw new Error(JSON.stringify(answer.error));
        return answer.result?.result?.value as T;
      } finally {
        answers.delete(key);
        await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => {});
      }
    },
  };
}
