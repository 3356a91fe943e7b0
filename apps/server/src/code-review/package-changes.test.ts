import type { ApiErrorBody, FileDiff, PackageChanges, PackageTree } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, type TestClient } from '../test/app.js';
import { signedInAdmin, signedInDeveloper } from '../test/factories.js';
import {
  publish,
  putInReview,
  textFile,
  uniqueZip,
  uploadNewItem,
  uploadUpdate,
} from '../test/review-items.js';

let t: TestApp;
let admin: TestClient;
let developer: TestClient;
let id: string;

const BEFORE = [
  'const greeting = "hello";',
  'function greet() {',
  '  return greeting;',
  '}',
  '',
].join('\n');
const AFTER = [
  'const greeting = "hello";',
  'function greet(name) {',
  '  return greeting + ", " + name;',
  '}',
  'greet("reviewer");',
  '',
].join('\n');
const ADDED = 'export const added = true;\nexport const more = 2;\n';
const KEPT = 'body { color: black; }\n';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  developer = await signedInDeveloper(t);
  const shared = [textFile('app.js', BEFORE), textFile('styles.css', KEPT)];
  id = await uploadNewItem(developer, await uniqueZip({ version: '1.0.0', files: shared }));
  await publish(t, admin, id);
  // The update changes app.js, adds lib/added.js and drops nothing but the unique build id.
  await uploadUpdate(
    developer,
    id,
    await uniqueZip({
      version: '1.1.0',
      files: [
        textFile('app.js', AFTER),
        textFile('styles.css', KEPT),
        textFile('lib/added.js', ADDED),
      ],
    }),
  );
  await putInReview(t, id);
});
afterAll(() => t.close());

async function changes(item: string): Promise<PackageChanges> {
  const response = await admin.get(`/admin/api/reviews/${item}/changes`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<PackageChanges>(response);
}

async function diff(path: string): Promise<FileDiff> {
  const response = await admin.get(
    `/admin/api/reviews/${id}/diff?path=${encodeURIComponent(path)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<FileDiff>(response);
}

describe('the changes of an update', () => {
  it('lists the files added, removed and changed, with their line counts', async () => {
    const answer = await changes(id);
    expect(answer.from?.version).toBe('1.0.0');
    expect(answer.to?.version).toBe('1.1.0');
    const byPath = Object.fromEntries(answer.files.map((file) => [file.path, file]));
    expect(byPath['lib/added.js']).toEqual({
      path: 'lib/added.js',
      status: 'added',
      kind: 'text',
      size: Buffer.byteLength(ADDED),
      linesAdded: 2,
      linesRemoved: 0,
    });
    expect(byPath['app.js']).toMatchObject({ status: 'changed', linesAdded: 3, linesRemoved: 2 });
    // The version line of the manifest, and each package's own build id.
    expect(byPath['manifest.json']).toMatchObject({
      status: 'changed',
      linesAdded: 1,
      linesRemoved: 1,
    });
    expect(byPath['build-id.txt']?.status).toBe('changed');
    // Unchanged files are only counted: the icons, the messages and styles.css.
    expect(byPath['styles.css']).toBeUndefined();
    expect(answer.unchangedCount).toBeGreaterThanOrEqual(5);
  });

  it('gives a changed file’s unified diff with both sides’ line numbers', async () => {
    const answer = await diff('app.js');
    expect(answer).toMatchObject({ status: 'changed', comparable: true, reason: null });
    expect(answer.hunks).toHaveLength(1);
    const lines = answer.hunks[0]!.lines;
    expect(lines.filter((line) => line.type === 'removed').map((line) => line.text)).toEqual([
      'function greet() {',
      '  return greeting;',
    ]);
    expect(lines.filter((line) => line.type === 'added').map((line) => line.text)).toEqual([
      'function greet(name) {',
      '  return greeting + ", " + name;',
      'greet("reviewer");',
    ]);
    expect(lines[0]).toEqual({
      type: 'context',
      text: 'const greeting = "hello";',
      oldNumber: 1,
      newNumber: 1,
    });
    expect(lines.find((line) => line.text === 'greet("reviewer");')).toMatchObject({
      oldNumber: null,
      newNumber: 5,
    });
  });

  it('shows an added file as all added, and an unchanged one as nothing', async () => {
    const added = await diff('lib/added.js');
    expect(added.status).toBe('added');
    expect(added.hunks[0]?.lines.map((line) => [line.type, line.newNumber])).toEqual([
      ['added', 1],
      ['added', 2],
    ]);
    expect(await diff('styles.css')).toMatchObject({ status: null, comparable: true, hunks: [] });
  });

  it('refuses a path neither package holds, and one no package can', async () => {
    const missing = await admin.get(`/admin/api/reviews/${id}/diff?path=nothing.js`);
    expect(missing.statusCode).toBe(404);
    expect(jsonOf<ApiErrorBody>(missing).error.code).toBe('PACKAGE_FILE_NOT_FOUND');
    const escaping = await admin.get(`/admin/api/reviews/${id}/diff?path=..%2Fapp.js`);
    expect(escaping.statusCode).toBe(400);
    expect(jsonOf<ApiErrorBody>(escaping).error.code).toBe('PACKAGE_PATH_INVALID');
  });

  it('reads both packages: the published one from its own tree', async () => {
    const published = jsonOf<PackageTree>(
      await admin.get(`/admin/api/reviews/${id}/files?package=published`),
    );
    expect(published.ref.version).toBe('1.0.0');
    expect(published.files.map((file) => file.path)).not.toContain('lib/added.js');
  });
});

describe('a new item', () => {
  it('has every file added and nothing to compare with', async () => {
    const fresh = await uploadNewItem(
      developer,
      await uniqueZip({ files: [textFile('only.js', ADDED)] }),
    );
    const answer = await changes(fresh);
    expect(answer.from).toBeNull();
    expect(answer.unchangedCount).toBe(0);
    expect(answer.files.every((file) => file.status === 'added')).toBe(true);
    expect(answer.files.find((file) => file.path === 'only.js')).toMatchObject({
      linesAdded: 2,
      linesRemoved: 0,
    });
  });
});
