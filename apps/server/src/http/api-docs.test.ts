import fs from 'node:fs';
import {
  ApiErrorBody,
  CreatorItemDetail,
  ItemPatch,
  MediaUpload,
  PackageUploadResult,
  UploadSession,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app.js';
import { ACCESS_TOKEN_SCHEME, SESSION_COOKIE_SCHEME } from './api-document.js';

/** Debian's Chromium, as the browser tests use it; without it this check is skipped. */
const CHROMIUM = '/usr/bin/chromium';
const hasChromium = fs.existsSync(CHROMIUM);

describe.skipIf(!hasChromium)('the API explorer in Chromium, under its policy', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('lists the operations and opens one without a policy violation', async () => {
    // playwright-core is the browser tests' driver (a dependency of e2e/, hoisted).
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript({
        content:
          "document.addEventListener('securitypolicyviolation', (event) => " +
          "console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));",
      });
      const response = await page.goto(`${origin}/api-docs/`);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
      await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
      // The explorer lists the operations section by section, drawing later sections only as
      // they scroll into view (below the API's description and its publishing walkthrough):
      // a reader scrolls down to them.
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, 800);
            return page.locator('.opblock').count();
          },
          { timeout: 20_000 },
        )
        .toBeGreaterThan(5);
      await page.locator('.opblock-summary').first().click();
      await page.locator('.opblock.is-open').first().waitFor({ timeout: 10_000 });
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});

interface OpenApiOperation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, MediaExamples & { schema?: { properties?: object } }> };
  responses: Record<string, { content?: Record<string, MediaExamples> }>;
}
interface MediaExamples {
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}
interface OpenApiDocument {
  info: { description: string };
  components?: { securitySchemes?: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Every example of a body or an answer, by its media type's examples. */
function examplesOf(media: MediaExamples | undefined): unknown[] {
  if (!media) return [];
  return [
    ...(media.example === undefined ? [] : [media.example]),
    ...Object.values(media.examples ?? {}).map((entry) => entry.value),
  ];
}

describe('the publishing calls in the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const answer = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json<OpenApiDocument>();
  });
  afterAll(async () => t?.close());

  const operation = (method: string, path: string): OpenApiOperation => {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not in the document`);
    return found;
  };

  it('names the access token and the session cookie as ways in, and walks through publishing', () => {
    const schemes = document.components?.securitySchemes ?? {};
    expect(schemes[ACCESS_TOKEN_SCHEME]).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes[SESSION_COOKIE_SCHEME]).toMatchObject({ type: 'apiKey' });
    const walkthrough = document.info.description;
    expect(walkthrough).toContain('## Publishing from CI');
    for (const call of [
      'POST /creator/api/extensions/upload',
      'POST /creator/api/extensions/{id}/upload',
      'PATCH /creator/api/extensions/{id}',
      'GET /creator/api/photo/upload/session',
      'GET /creator/api/extensions/{id}',
    ]) {
      expect(walkthrough).toContain(call);
    }
    // Public catalog calls need neither; managing tokens needs the signed-in browser.
    expect(operation('get', '/ajax/extensions').security).toBeUndefined();
    expect(operation('get', '/creator/api/extensions/{id}').security).toEqual([
      { [ACCESS_TOKEN_SCHEME]: [] },
      { [SESSION_COOKIE_SCHEME]: [] },
    ]);
    expect(operation('post', '/creator/api/tokens').security).toEqual([
      { [SESSION_COOKIE_SCHEME]: [] },
    ]);
  });

  it('documents each publishing call with examples the contract accepts', () => {
    const json = 'application/json';
    const createFromPackage = operation('post', '/creator/api/extensions/upload');
    const newVersion = operation('post', '/creator/api/extensions/{id}/upload');
    for (const upload of [createFromPackage, newVersion]) {
      const form = upload.requestBody?.content['multipart/form-data'];
      expect(Object.keys(form?.schema?.properties ?? {})).toEqual(['file', 'filename']);
      expect(upload.security).toContainEqual({ [ACCESS_TOKEN_SCHEME]: [] });
    }
    const answers: [OpenApiOperation, string, z.ZodType][] = [
      [createFromPackage, '201', PackageUploadResult],
      [newVersion, '200', PackageUploadResult],
      [operation('patch', '/creator/api/extensions/{id}'), '200', CreatorItemDetail],
      [operation('get', '/creator/api/extensions/{id}'), '200', CreatorItemDetail],
      [operation('get', '/creator/api/photo/upload/session'), '200', UploadSession],
      [operation('post', '/creator/api/photo/upload'), '201', MediaUpload],
    ];
    for (const [call, status, schema] of answers) {
      const examples = examplesOf(call.responses[status]?.content?.[json]);
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) expect(schema.safeParse(example).error).toBeUndefined();
      // Each refusal shown is the one error shape.
      for (const [refusal, answer] of Object.entries(call.responses)) {
        if (Number(refusal) < 400) continue;
        for (const example of examplesOf(answer.content?.[json])) {
          expect(ApiErrorBody.safeParse(example).error).toBeUndefined();
        }
      }
    }

    const saveDraft = operation('patch', '/creator/api/extensions/{id}');
    const bodies = saveDraft.requestBody?.content[json]?.examples ?? {};
    expect(Object.keys(bodies)).toEqual(['listing', 'images', 'submit']);
    for (const { value } of Object.values(bodies)) {
      expect(ItemPatch.safeParse(value).error).toBeUndefined();
    }
    expect(bodies.submit?.value).toEqual({ review: 'IN_REVIEW' });
    const image = operation('post', '/creator/api/photo/upload').requestBody?.content;
    expect(Object.keys(image ?? {})).toEqual(['multipart/form-data']);
  });
});
