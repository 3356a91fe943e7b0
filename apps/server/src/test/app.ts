import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ApiErrorBody, stripXssiPrefix, XSRF_COOKIE, XSRF_HEADER } from '@lagoon/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type AppDependencies, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config/config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { type FileStorage, LocalFileStorage } from '../storage/storage.js';
import { createThrowawayDatabase, migratedTemplate, openTestDatabase } from './test-database.js';

export { createThrowawayDatabase, openTestDatabase, testBackend } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  storage: FileStorage;
  config: Config;
  /** Requests with a valid anti-forgery pair and, after signIn, a session cookie. */
  client: TestClient;
  close: () => Promise<void>;
}

/**
 * Builds the real application on a fresh database (in-memory PGlite, or a throwaway
 * PostgreSQL database) and a temporary file store.
 */
export async function createTestApp(
  overrides: NodeJS.ProcessEnv = {},
  options: Pick<AppDependencies, 'logger' | 'sitemap' | 'tokenLimits'> & {
    storage?: FileStorage;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const throwaway = adminUrl
    ? await createThrowawayDatabase(adminUrl, { template: await migratedTemplate(adminUrl) })
    : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED: 'off',
    PUBLIC_URL: 'http://store.test',
    ...overrides,
  });
  const database = throwaway
    ? await openDatabase({ databaseUrl: throwaway.url })
    : await openTestDatabase();
  const storage = options.storage ?? new LocalFileStorage(path.join(dataDir, 'files'));
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    storage,
    logger: options.logger,
    sitemap: options.sitemap,
    tokenLimits: options.tokenLimits,
  });
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    client: new TestClient(app),
    async close() {
      await app.close();
      await database.close();
      await throwaway?.drop();
      await fs.promises.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another application on the test app's database, files and configuration, as a second server
 * of one store is; the caller closes it (its database stays the test app's).
 */
export async function createSiblingApp(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp({
    config: t.config,
    db: t.database.db,
    databaseKind: t.database.kind,
    storage: t.storage,
  });
  await app.ready();
  return app;
}

/** Parses an API body, removing the XSSI prefix first. */
export function jsonOf<T = unknown>(response: LightMyRequestResponse): T {
  return JSON.parse(stripXssiPrefix(response.body)) as T;
}

/** A directive of a Content-Security-Policy header, as its sources; undefined when absent. */
export function directive(policy: string, name: string): string[] | undefined {
  const entry = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return entry?.slice(1);
}

/** The error of a refused call: its code from the contract, message and status. */
export function errorOf(response: LightMyRequestResponse): ApiErrorBody['error'] {
  return jsonOf<ApiErrorBody>(response).error;
}

/** Asserts that a call was refused with this status and error code. */
export function expectError(response: LightMyRequestResponse, status: number, code: string): void {
  expect({ status: response.statusCode, code: errorOf(response).code }, response.body).toEqual({
    status,
    code,
  });
}

/** A call as a test lists it: method, address and, for writes, the body. */
export type Call = [method: string, url: string, payload?: unknown];

/**
 * Asserts that every call answers 404 NOT_FOUND to each client (labelled in the failure), as the
 * console's routes answer anyone who is not an administrator.
 */
export async function expectNotFoundTo(
  clients: readonly (readonly [string, TestClient])[],
  calls: readonly Call[],
): Promise<void> {
  for (const [label, client] of clients) {
    for (const [method, url, payload] of calls) {
      const response = await client.request({
        method: method as 'GET',
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(response.statusCode, `${label} ${method} ${url}`).toBe(404);
      expect(errorOf(response).code, `${label} ${method} ${url}`).toBe('NOT_FOUND');
    }
  }
}

/** Asserts that a write sent with a token other than the cookie's is refused before it runs. */
export async function expectForgeryRefused(
  client: TestClient,
  write: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload: object },
): Promise<void> {
  const forged = await client.request({
    ...write,
    headers: { [XSRF_HEADER.toLowerCase()]: 'not-the-cookie' },
  });
  expect(forged.statusCode).toBe(403);
  expect(errorOf(forged).code).toBe('XSRF_TOKEN_MISMATCH');
}

/** A browser-like client: keeps cookies and echoes the anti-forgery token on writes. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    if (!this.cookies.has(XSRF_COOKIE))
      this.cookies.set(XSRF_COOKIE, randomBytes(16).toString('hex'));
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...((options.headers as Record<string, string> | undefined) ?? {}),
    };
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !(XSRF_HEADER.toLowerCase() in headers)) {
      headers[XSRF_HEADER.toLowerCase()] = this.cookies.get(XSRF_COOKIE)!;
    }
    const response = await this.app.inject({ ...options, headers });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: InjectOptions['payload']) {
    return this.request({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
  }

  put(url: string, payload?: InjectOptions['payload']) {
    return this.request({ method: 'PUT', url, ...(payload === undefined ? {} : { payload }) });
  }

  patch(url: string, payload?: InjectOptions['payload']) {
    return this.request({ method: 'PATCH', url, ...(payload === undefined ? {} : { payload }) });
  }

  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}
