import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorMessage } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenDeveloper } from '../../../apps/server/src/test/access-tokens.js';
import { createTestApp, jsonOf, type TestApp } from '../../../apps/server/src/test/app.js';
import { extensionZip, png } from '../../../apps/server/src/test/extension-package.js';
import { signedInAdmin } from '../../../apps/server/src/test/factories.js';
import { publish, revisionOf } from '../../../apps/server/src/test/review-items.js';
import { runCli } from './cli.js';
import { EXIT_CODES } from './exit-codes.js';

/**
 * lagoon-publish against a real store: the server listening on a port of this machine, the
 * command run as a CI job runs it (a child process with LAGOON_URL and LAGOON_TOKEN), or in
 * this process where only its words and exit status matter.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

let t: TestApp;
let url: string;
let token: string;
let folder: string;

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command as a child process, as `npx lagoon-publish …` does. */
function runProcess(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', MAIN, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, LAGOON_URL: url, LAGOON_TOKEN: token, ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: unknown }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Runs the command in this process, with a terminal for stderr when `tty` says so. */
async function runHere(
  args: string[],
  options: { env?: Record<string, string | undefined>; tty?: boolean } = {},
): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text), isTTY: options.tty ?? false },
    env: { LAGOON_URL: url, LAGOON_TOKEN: token, ...options.env },
  });
  return { code, stdout, stderr };
}

async function writeFile(name: string, data: Buffer | string): Promise<string> {
  const file = path.join(folder, name);
  await fs.promises.writeFile(file, data);
  return file;
}

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  token = (await tokenDeveloper(t)).secret;
  folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-publish-'));
});
afterAll(async () => {
  await t?.close();
  if (folder) await fs.promises.rm(folder, { recursive: true, force: true });
});

describe('a release from a CI job', () => {
  let id = '';

  it('creates an item from a package and prints the inspection report', async () => {
    const zip = await writeFile(
      'paper-trail.zip',
      await extensionZip({ extra: { host_permissions: ['<all_urls>'] } }),
    );
    const outcome = await runProcess(['upload', zip]);
    expect(outcome.code, outcome.stderr).toBe(EXIT_CODES.ok);
    id = /Created item ([a-p]{32})/.exec(outcome.stdout)?.[1] ?? '';
    expect(id).not.toBe('');
    expect(outcome.stdout).toContain('Inspection report: 0 error(s), 1 warning(s).');
    expect(outcome.stdout).toMatch(/warning\s+BROAD_HOST_PERMISSIONS\s+manifest\.json/);
    expect(outcome.stdout).toMatch(/Review:\s+PREPARE_FOR_SUBMISSION/);
    // Not a terminal: no progress line.
    expect(outcome.stderr).toBe('');
  });

  it('saves the listing and its images to the draft', async () => {
    const listing = await writeFile(
      'listing.json',
      JSON.stringify({
        description: {
          en: 'Keeps a trail of the pages you read.',
          ko: '읽은 페이지를 기록합니다.',
        },
        category: 'productivity',
      }),
    );
    const saved = await runHere(['listing', id, '--file', listing]);
    expect(saved.code, saved.stderr).toBe(EXIT_CODES.ok);
    expect(saved.stdout).toContain(`Saved the listing fields of item ${id} to its draft.`);

    const screenshot = await writeFile('screenshot.png', await png(1280, 800));
    const promo = await writeFile('promo.png', await png(440, 280));
    const images = await runHere([
      'images',
      id,
      '--screenshot',
      screenshot,
      '--image',
      promo,
      '--json',
    ]);
    expect(images.code, images.stdout).toBe(EXIT_CODES.ok);
    const answer = JSON.parse(images.stdout) as { images: { kind: string; url: string }[] };
    expect(answer.images.map((image) => image.kind)).toEqual(['slide', 'image']);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/creator/api/extensions/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.body).toContain(answer.images[0]!.url);
  });

  it('uploads a new version with --submit and reports it in review beside the live one', async () => {
    await publish(t, await signedInAdmin(t), id);
    const zip = await writeFile('paper-trail-1.1.0.zip', await extensionZip({ version: '1.1.0' }));
    const outcome = await runProcess(['upload', zip, '--item', id, '--submit', '--json']);
    expect(outcome.code, outcome.stdout + outcome.stderr).toBe(EXIT_CODES.ok);
    const result = JSON.parse(outcome.stdout);
    expect(result).toMatchObject({
      ok: true,
      command: 'upload',
      created: false,
      extensionId: id,
      version: '1.1.0',
      submitted: true,
      report: { errors: [] },
      item: { review: 'IN_REVIEW', liveVersion: '1.0.0', versionInReview: '1.1.0' },
    });

    const status = await runProcess(['status', id, '--json']);
    expect(status.code).toBe(EXIT_CODES.ok);
    expect(JSON.parse(status.stdout).item).toMatchObject({
      extensionId: id,
      review: 'IN_REVIEW',
      published: true,
      liveVersion: '1.0.0',
      draftVersion: '1.1.0',
      versionInReview: '1.1.0',
      // Nothing staged: every browser receives the live version.
      release: null,
    });

    const words = await runHere(['status', id, '--lang', 'ko']);
    expect(words.stdout).toMatch(/게시된 버전:\s+1\.0\.0/);
    expect(words.stdout).toMatch(/심사 중:\s+1\.1\.0/);
  });

  it('says which version pilot groups and every other browser receive while a release is staged', async () => {
    const admin = await signedInAdmin(t);
    const qa = jsonOf<{ id: string }>(await admin.post('/admin/api/groups', { name: 'QA' })).id;
    expect((await admin.patch(`/admin/api/groups/${qa}`, { pilot: true })).statusCode).toBe(200);
    const approved = await admin.post(`/admin/api/items/${id}/approve`, {
      revision: await revisionOf(admin, id),
      staging: { promoteAfterDays: 7 },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const status = await runProcess(['status', id, '--json']);
    const item = JSON.parse(status.stdout).item;
    expect(item).toMatchObject({ review: 'READY_FOR_OPEN', liveVersion: '1.1.0' });
    expect(item.release).toMatchObject({
      pilotVersion: '1.1.0',
      heldVersion: '1.0.0',
      pilotGroups: [{ id: qa, name: 'QA' }],
    });
    const words = await runHere(['status', id]);
    expect(words.stdout).toMatch(
      /Release:\s+pilot groups \(QA\) get 1\.1\.0, every other browser 1\.0\.0 until \d{4}-/,
    );
  });

  it('rolls the item back to an earlier version under a new number', async () => {
    const unknown = await runHere(['rollback', id, '--to', '9.9.9']);
    expect(unknown.code).toBe(EXIT_CODES.refused);
    expect(unknown.stderr).toContain('(ROLLBACK_VERSION_UNKNOWN)');

    const outcome = await runProcess(['rollback', id, '--to', '1.0.0', '--json']);
    expect(outcome.code, outcome.stdout + outcome.stderr).toBe(EXIT_CODES.ok);
    expect(JSON.parse(outcome.stdout).rollback).toMatchObject({
      extensionId: id,
      version: '1.0.0',
      // The store's proposal: above 1.1.0, the highest version the item ever had.
      newVersion: '1.1.1',
      previousVersion: '1.1.0',
    });
    // A new live version ends the staged release: every browser gets 1.1.1.
    const status = JSON.parse((await runHere(['status', id, '--json'])).stdout);
    expect(status.item).toMatchObject({ liveVersion: '1.1.1', release: null });
  });

  it('exits 1 with the findings when the store refuses a package', async () => {
    const zip = await writeFile(
      'too-long.zip',
      await extensionZip({ extra: { description: 'x'.repeat(200) } }),
    );
    const outcome = await runProcess(['upload', zip]);
    expect(outcome.code).toBe(EXIT_CODES.refused);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr).toMatch(
      /^Refused: The description in manifest\.json is 200 characters long/,
    );
    expect(outcome.stderr).toContain('(INVALID_PACKAGE)');
    expect(outcome.stderr).toMatch(/MANIFEST_DESCRIPTION_TOO_LONG\s+manifest\.json/);

    const json = await runHere(['upload', zip, '--json', '--lang', 'ko']);
    expect(json.code).toBe(EXIT_CODES.refused);
    const document = JSON.parse(json.stdout);
    expect(document).toMatchObject({ ok: false, exitCode: 1, error: { code: 'INVALID_PACKAGE' } });
    expect(document.report.errors[0]).toMatchObject({
      code: 'MANIFEST_DESCRIPTION_TOO_LONG',
      severity: 'error',
      path: 'manifest.json',
    });
    // The store's report in the language asked for.
    expect(document.report.errors[0].message).toMatch(/[가-힣]/);
  });

  it('exits 1 when the listing is not ready for review, naming every missing field', async () => {
    const zip = await writeFile('bare.zip', await extensionZip());
    const outcome = await runHere(['upload', zip, '--submit', '--json']);
    expect(outcome.code).toBe(EXIT_CODES.refused);
    const document = JSON.parse(outcome.stdout);
    // The package went up; only the review request was refused.
    expect(document).toMatchObject({
      ok: false,
      submitted: false,
      error: { code: 'REQUIRED_CATEGORY' },
    });
    expect(document.extensionId).toMatch(/^[a-p]{32}$/);
    expect(document.error.fields.map((field: { field: string }) => field.field)).toEqual([
      'category',
      'slides',
      'image',
    ]);
  });
});

describe('refusals a script can tell apart', () => {
  it('exits 3 with the contract’s message for a token the store does not know', async () => {
    const outcome = await runProcess(['status', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'], {
      LAGOON_TOKEN: 'lgn_not-a-token-the-store-made',
    });
    expect(outcome.code).toBe(EXIT_CODES.auth);
    expect(outcome.stderr).toContain(errorMessage('TOKEN_INVALID', 'en'));
    expect(outcome.stderr).toContain('(TOKEN_INVALID)');
    expect(outcome.stderr).not.toContain('lgn_not-a-token');

    const missing = await runHere(['status', 'x'], { env: { LAGOON_TOKEN: undefined } });
    expect(missing.code).toBe(EXIT_CODES.auth);
    expect(missing.stderr).toContain('LAGOON_TOKEN');
  });

  it('exits 2 for a wrong command line, before calling the store', async () => {
    for (const args of [
      [],
      ['publish', 'x'],
      ['upload'],
      ['status', 'x', '--submit'],
      ['upload', 'x.zip', '--frobnicate'],
      ['listing', 'x'],
      ['rollback', 'x'],
      ['upload', path.join(os.tmpdir(), 'no-such-package.zip')],
    ]) {
      const outcome = await runHere(args);
      expect(outcome.code, `${args.join(' ')}: ${outcome.stderr}`).toBe(EXIT_CODES.usage);
      expect(outcome.stderr).not.toBe('');
    }
    const help = await runHere(['--help']);
    expect(help.code).toBe(EXIT_CODES.ok);
    expect(help.stdout).toContain('lagoon-publish upload <package.zip>');
  });

  it('exits 4 when the store cannot be reached', async () => {
    const outcome = await runHere(['status', 'x'], { env: { LAGOON_URL: 'http://127.0.0.1:9' } });
    expect(outcome.code).toBe(EXIT_CODES.unavailable);
    expect(outcome.stderr).toContain('Could not reach http://127.0.0.1:9');
  });

  it('shows upload progress on a terminal, and never the token', async () => {
    const zip = await writeFile('progress.zip', await extensionZip());
    const outcome = await runHere(['upload', zip], { tty: true });
    expect(outcome.code).toBe(EXIT_CODES.ok);
    expect(outcome.stderr).toMatch(/Uploading progress\.zip: 100% \(/);
    expect(outcome.stdout + outcome.stderr).not.toContain(token);
  });
});
