import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  type APIResponse,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  request,
} from 'playwright-core';
import { copySeededDataDir } from './seeded-copy.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps', 'server', 'dist', 'main.js');
const RESULTS_DIR = path.join(REPO_ROOT, 'e2e', 'test-results');
const CHROMIUM = '/usr/bin/chromium';

/** The first start of a fresh data directory also creates the demo catalog. */
export const FIRST_START_TIMEOUT_MS = 120_000;

/** Wire constants are spelled out rather than imported: these tests see the server as a client does. */
export const XSSI_PREFIX = ")]}',\n";
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const spawned = new Set<ChildProcess>();
// A test file that crashes must not leave servers holding ports and data directories.
process.on('exit', () => {
  for (const child of spawned) child.kill('SIGKILL');
});
// The test runner stops a file that runs past its time limit with a signal, which would end
// this process without running its 'exit' handlers: made an exit here, it takes the servers,
// browsers and displays this file started with it, instead of leaving them to hold ports and
// cores for the rest of the run.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.once(signal, () => process.exit(128 + os.constants.signals[signal]));
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A new data directory under the system temp folder. The test runner (scripts/test.mjs) seeds
 * the demo catalog once per run and names that directory in LAGOON_E2E_SEEDED_DIR; a new data
 * directory is then a copy of it (its stored files hard-linked, see seeded-copy.ts), so the
 * server starts in a second instead of seeding the catalog again. Without it, or with `empty`,
 * the directory is empty and the server's first start creates the catalog.
 */
export async function makeDataDir(options: { empty?: boolean } = {}): Promise<string> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-e2e-'));
  const seeded = process.env.LAGOON_E2E_SEEDED_DIR;
  if (!options.empty && seeded && fs.existsSync(seeded)) {
    await copySeededDataDir(seeded, dir);
  }
  return dir;
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr interleaved). */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export interface SpawnOptions {
  dataDir: string;
  env?: Record<string, string>;
}

/** Starts the built server without waiting for it; see startServer for the usual case. */
export async function spawnServer(options: SpawnOptions): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      spawned.delete(child);
      resolve(code);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir: options.dataDir,
    child,
    output: () => output,
    exited,
  };
}

/** Polls /healthz until it answers ok, failing early with the log when the process exits. */
export async function waitUntilHealthy(
  server: ServerProcess,
  timeoutMs = FIRST_START_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(
        `The server exited (code ${exitCode}) before it was ready:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) {
        const body = (await response.json()) as { status?: string };
        if (body.status === 'ok') return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not healthy within ${timeoutMs / 1000} s:\n${server.output()}`);
}

/** Starts the built server on a free port and waits until /healthz answers. */
export async function startServer(options: SpawnOptions): Promise<ServerProcess> {
  const server = await spawnServer(options);
  try {
    await waitUntilHealthy(server);
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }
  return server;
}

/** Asks the server to stop (SIGTERM by default) and resolves with its exit code. */
export async function stopServer(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Debian's Chromium, headless, driven by playwright-core. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Removes the XSSI prefix a JSON body under /ajax/ starts with; throws when it is absent. */
export function stripXssi(text: string): string {
  if (!text.startsWith(XSSI_PREFIX)) {
    throw new Error(`Expected the body to start with the XSSI prefix: ${text.slice(0, 80)}`);
  }
  return text.slice(XSSI_PREFIX.length);
}

/** GETs a JSON route the way the web app does and parses the body. */
export async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(stripXssi(text)) as T };
}

/** The number of listed items of the given list type (extension, theme, app). */
export async function countItems(baseUrl: string, type = 'extension'): Promise<number> {
  const { status, body } = await getJson<{ totalCount: number }>(
    `${baseUrl}/ajax/extensions?type=${type}&size=1&offset=0`,
  );
  if (status !== 200) throw new Error(`GET /ajax/extensions?type=${type} answered ${status}`);
  return body.totalCount;
}

/** Reads the anti-forgery cookie the server hands out on any request. */
export async function fetchXsrfToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/ajax/config`);
  await response.arrayBuffer();
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, value] = (pair ?? '').split('=');
    if (name === XSRF_COOKIE && value) return value;
  }
  throw new Error('The server did not set the XSRF-TOKEN cookie.');
}

/**
 * Collects the Content-Security-Policy violations of every page of a context; Chromium reports
 * each one as a console error naming the policy.
 */
export function watchPolicyViolations(
  context: BrowserContext,
  violations: string[] = [],
): string[] {
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      violations.push(`${message.page()?.url() ?? 'no page'}: ${message.text()}`);
    }
  });
  return violations;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/**
 * Waits until the web app has taken the page over: the mark it sets once it has hydrated a
 * server-rendered page or drawn the shell. A server-rendered page shows its buttons before its
 * code has run, and a click before then does nothing. Addresses that are not the app's pages
 * (no #root) need no wait.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
  );
}

/**
 * Makes `page.goto` return once the web app has taken the page over (see waitForApp): tests act
 * the moment an element appears. Only for pages that run JavaScript.
 */
export function waitForAppOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page);
    return response;
  };
}

export interface StoreFixture {
  server: ServerProcess;
  page: Page;
  context: BrowserContext;
  /**
   * Another context (another visitor, device or browser) on the same server, watched for policy
   * violations like the first and closed when the test ends.
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/**
 * One server (fresh data directory, demo catalog) and one browser for a whole test file;
 * each test gets its own browser context, so cookies and local storage never leak between
 * tests. A test also fails when one of its pages breaks the Content-Security-Policy. A failing
 * test leaves a screenshot in e2e/test-results/.
 */
export function useStore(): {
  storeTest: (name: string, body: (fixture: StoreFixture) => Promise<void>) => void;
  server: () => ServerProcess;
} {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  let dataDir: string | undefined;

  before(
    async () => {
      dataDir = await makeDataDir();
      [server, browser] = await Promise.all([startServer({ dataDir }), launchBrowser()]);
    },
    { timeout: FIRST_START_TIMEOUT_MS + 30_000 },
  );

  after(
    async () => {
      await browser?.close();
      if (server) await stopServer(server);
      if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
    },
    { timeout: 60_000 },
  );

  const current = (): ServerProcess => {
    if (!server) throw new Error('The server did not start.');
    return server;
  };

  const storeTest = (name: string, body: (fixture: StoreFixture) => Promise<void>): void => {
    test(name, async () => {
      if (!browser) throw new Error('The browser did not start.');
      const running = current();
      const context = await browser.newContext({
        baseURL: running.url,
        locale: 'en-US',
        colorScheme: 'light',
        viewport: { width: 1440, height: 900 },
      });
      context.setDefaultTimeout(15_000);
      const violations = watchPolicyViolations(context);
      const others: BrowserContext[] = [];
      const newContext = async (options: BrowserContextOptions = {}) => {
        if (!browser) throw new Error('The browser did not start.');
        const other = await browser.newContext({
          baseURL: running.url,
          locale: 'en-US',
          ...options,
        });
        other.setDefaultTimeout(15_000);
        if (options.javaScriptEnabled !== false) other.on('page', waitForAppOnGoto);
        watchPolicyViolations(other, violations);
        others.push(other);
        return other;
      };
      const page = await context.newPage();
      waitForAppOnGoto(page);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      try {
        await body({ server: running, page, context, newContext });
        // A page that passes while the policy blocks part of it would break for real visitors.
        if (violations.length > 0) {
          throw new Error(`The pages broke their Content-Security-Policy (${violations.length}).`);
        }
      } catch (error) {
        await fs.promises.mkdir(RESULTS_DIR, { recursive: true });
        const file = path.join(RESULTS_DIR, `${slug(name)}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => {});
        problems.push(...violations.map((violation) => `policy violation: ${violation}`));
        const detail = problems.length > 0 ? `\n${problems.join('\n')}` : '';
        if (error instanceof Error) {
          error.message += `\n(screenshot: ${path.relative(REPO_ROOT, file)}; page: ${page.url()})${detail}`;
        }
        throw error;
      } finally {
        await Promise.all(others.map((other) => other.close()));
        await context.close();
      }
    });
  };

  return { storeTest, server: current };
}

/** One server with a fresh data directory for a whole test file, without a browser. */
export function useServer(): () => ServerProcess {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  before(
    async () => {
      dataDir = await makeDataDir();
      server = await startServer({ dataDir });
    },
    { timeout: FIRST_START_TIMEOUT_MS + 30_000 },
  );
  after(
    async () => {
      if (server) await stopServer(server);
      if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
    },
    { timeout: 60_000 },
  );
  return () => {
    if (!server) throw new Error('The server did not start.');
    return server;
  };
}

/** A signed-in API client (cookies and anti-forgery token), through the portal's sign-in form. */
export async function signedInApi(
  baseURL: string,
  account: { email: string; password: string },
): Promise<{
  call: <T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    data?: unknown,
  ) => Promise<{ status: number; body: T }>;
  upload: <T>(url: string, fileName: string, zip: Buffer) => Promise<{ status: number; body: T }>;
  dispose: () => Promise<void>;
}> {
  const api = await request.newContext({ baseURL });
  await api.get('/accounts/login');
  const xsrf = async () =>
    (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const signIn = await api.post('/accounts/login', {
    form: { email: account.email, password: account.password, _xsrf: await xsrf(), returnUrl: '/' },
    maxRedirects: 0,
  });
  if (signIn.status() !== 303 && signIn.status() !== 302) {
    throw new Error(`signing in as ${account.email} answered ${signIn.status()}`);
  }
  const read = async <T>(response: APIResponse) => {
    const text = await response.text();
    return { status: response.status(), body: (text ? JSON.parse(stripXssi(text)) : null) as T };
  };
  return {
    async call(method, url, data) {
      const response = await api.fetch(url, {
        method,
        headers: { 'x-xsrf-token': await xsrf(), accept: 'application/json' },
        ...(data === undefined ? {} : { data }),
      });
      return read(response);
    },
    async upload(url, fileName, zip) {
      const response = await api.post(url, {
        headers: { 'x-xsrf-token': await xsrf() },
        multipart: {
          filename: fileName,
          file: { name: fileName, mimeType: 'application/zip', buffer: zip },
        },
      });
      return read(response);
    },
    dispose: () => api.dispose(),
  };
}
