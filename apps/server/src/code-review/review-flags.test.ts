import type { PackageFlag, ReviewFlags, ReviewQueueFlags } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZipFileEntry } from '../distribution/repack.js';
import { createTestApp, jsonOf, type TestApp, type TestClient } from '../test/app.js';
import { extensionZip } from '../test/extension-package.js';
import { signedInAdmin, signedInDeveloper } from '../test/factories.js';
import {
  publish,
  putInReview,
  textFile,
  uniqueZip,
  uploadNewItem,
  uploadUpdate,
} from '../test/review-items.js';
import { ANALYSIS } from './package-insights.js';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

/** Readable code of the kind most extensions hold: nothing to flag. */
const CLEAN_SCRIPT = [
  '// Counts the words of the page the user is reading.',
  'function countWords(text) {',
  '  return text.split(/\\s+/).filter(Boolean).length;',
  '}',
  '',
  'chrome.action.onClicked.addListener(async (tab) => {',
  '  const [result] = await chrome.scripting.executeScript({',
  '    target: { tabId: tab.id },',
  '    func: () => document.body.innerText,',
  '  });',
  '  console.log(countWords(result.result));',
  '});',
  '',
].join('\n');

const MINIFIED = Array.from(
  { length: 400 },
  (_, index) => `function f${index}(a,b){return a+b*${index}}`,
).join(';');

const OBFUSCATED = Array.from(
  { length: 60 },
  (_, index) =>
    `var _0x${(0x1a2b + index).toString(16)}='\\x68\\x65\\x6c\\x6c\\x6f\\x${(index % 10) + 30}';`,
).join('\n');

const REMOTE = [
  'const value = eval("1 + 1");', // line 1
  'const make = new Function("return 2");',
  'setTimeout("refresh()", 1000);',
  "import('https://cdn.example.com/module.js');",
  'chrome.tabs.executeScript(1, { code: "document.title" });',
  '',
].join('\n');
const REMOTE_PAGE =
  '<!doctype html>\n<title>Popup</title>\n<script src="https://cdn.example.com/lib.js"></script>\n';

async function flagsOf(id: string, hl = 'en'): Promise<ReviewFlags> {
  const response = await admin.get(`/admin/api/reviews/${id}/flags?hl=${hl}`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<ReviewFlags>(response);
}

function kinds(flags: ReviewFlags): PackageFlag['kind'][] {
  return flags.flags.map((flag) => flag.kind);
}

function flag<K extends PackageFlag['kind']>(
  flags: ReviewFlags,
  kind: K,
): Extract<PackageFlag, { kind: K }> {
  const found = flags.flags.find((entry) => entry.kind === kind);
  expect(found, kind).toBeDefined();
  return found as Extract<PackageFlag, { kind: K }>;
}

/**
 * A new item whose package holds `files` besides the usual ones, each from a developer of its
 * own (a developer may upload only a few packages a minute).
 */
async function newItem(files: ZipFileEntry[]): Promise<string> {
  return uploadNewItem(await signedInDeveloper(t), await uniqueZip({ files }));
}

/**
 * A published item (1.0.0 with `before`) and its update (1.1.0 with `after`) in review; the
 * change logs are written unless `changeLog` says otherwise.
 */
async function update(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  changeLog: 'new' | 'missing' | 'same' = 'new',
): Promise<string> {
  const developer = await signedInDeveloper(t);
  const id = await uploadNewItem(developer, await uniqueZip({ version: '1.0.0', extra: before }));
  const first = await developer.patch(`/creator/api/extensions/${id}`, {
    changeLog: { en: 'First release.' },
  });
  expect(first.statusCode, first.body).toBe(200);
  await publish(t, admin, id);
  await uploadUpdate(
    developer,
    id,
    await uniqueZip({ version: '1.1.0', extra: after }),
    changeLog === 'same' ? '?keepChangeLog=true' : '',
  );
  if (changeLog === 'new') {
    const written = await developer.patch(`/creator/api/extensions/${id}`, {
      changeLog: { en: 'Counts Korean words too.', ko: '한국어 단어도 셉니다.' },
    });
    expect(written.statusCode, written.body).toBe(200);
  }
  await putInReview(t, id);
  return id;
}

describe('a clean package', () => {
  it('raises no flag, new or as an update', async () => {
    const fresh = await newItem([
      textFile('worker.js', CLEAN_SCRIPT),
      textFile('popup.html', '<!doctype html><script src="popup.js"></script>'),
    ]);
    const flags = await flagsOf(fresh);
    expect(flags.flags).toEqual([]);
    expect(flags.scannedFiles).toBeGreaterThanOrEqual(3);
    const updated = await update({ permissions: ['storage'] }, { permissions: ['storage'] });
    const answer = await flagsOf(updated);
    expect(answer.flags).toEqual([]);
    // The change log visitors will see once approved, in the asked language.
    expect(answer.changeLog).toBe('Counts Korean words too.');
    expect((await flagsOf(updated, 'ko')).changeLog).toBe('한국어 단어도 셉니다.');
  });
});

describe('flags found in the files', () => {
  it('names minified scripts', async () => {
    const id = await newItem([
      textFile('vendor/lib.min.js', MINIFIED),
      textFile('app.js', CLEAN_SCRIPT),
    ]);
    const flags = await flagsOf(id);
    expect(kinds(flags)).toEqual(['minified']);
    expect(flag(flags, 'minified')).toEqual({
      kind: 'minified',
      files: ['vendor/lib.min.js'],
      omitted: 0,
    });
  });

  it('names obfuscated scripts', async () => {
    const flags = await flagsOf(await newItem([textFile('core.js', OBFUSCATED)]));
    expect(flag(flags, 'obfuscated').files).toEqual(['core.js']);
    expect(kinds(flags)).not.toContain('minified');
  });

  it('points at every remote code hint with its file and line', async () => {
    const flags = await flagsOf(
      await newItem([textFile('remote.js', REMOTE), textFile('popup.html', REMOTE_PAGE)]),
    );
    const { hints } = flag(flags, 'remoteCode');
    expect(hints.map((hint) => [hint.path, hint.line, hint.pattern])).toEqual(
      expect.arrayContaining([
        ['remote.js', 1, 'eval'],
        ['remote.js', 2, 'newFunction'],
        ['remote.js', 3, 'stringTimer'],
        ['remote.js', 4, 'remoteImport'],
        ['remote.js', 5, 'executeScriptCode'],
        ['popup.html', 3, 'remoteScript'],
      ]),
    );
    expect(hints.find((hint) => hint.pattern === 'eval')?.excerpt).toBe(
      'const value = eval("1 + 1");',
    );
  });

  it('keeps what it found per package, and reads again when the heuristics change', async () => {
    const id = await newItem([textFile('vendor/lib.min.js', MINIFIED)]);
    await flagsOf(id);
    const row = await t.database.db
      .selectFrom('package_insights')
      .innerJoin('packages', 'packages.id', 'package_insights.package_id')
      .select(['package_insights.package_id', 'package_insights.analysis'])
      .where('packages.item_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.analysis).toBe(ANALYSIS);
    // What is kept is what is shown: a row says otherwise, the flags follow it.
    const kept = {
      minified: { files: ['kept.js'], omitted: 0 },
      obfuscated: { files: [], omitted: 0 },
      hints: [],
      hintsOmitted: 0,
      scannedFiles: 1,
      skipped: { files: [], omitted: 0 },
    };
    await t.database.db
      .updateTable('package_insights')
      .set({ findings: JSON.stringify(kept) })
      .where('package_id', '=', row.package_id)
      .execute();
    expect(flag(await flagsOf(id), 'minified').files).toEqual(['kept.js']);
    // A row written by other heuristics is read again.
    await t.database.db
      .updateTable('package_insights')
      .set({ analysis: ANALYSIS - 1 })
      .where('package_id', '=', row.package_id)
      .execute();
    expect(flag(await flagsOf(id), 'minified').files).toEqual(['vendor/lib.min.js']);
  });
});

describe('flags that compare', () => {
  it('names new permissions and host patterns that reach further', async () => {
    const id = await update(
      { permissions: ['storage'], host_permissions: ['*://*.example.org/*'] },
      {
        permissions: ['storage', 'tabs'],
        host_permissions: [
          '*://*.example.org/*',
          'https://mail.example.org/*',
          'https://other.test/*',
        ],
        content_scripts: [{ matches: ['<all_urls>'], js: ['background.js'] }],
      },
    );
    const flags = await flagsOf(id);
    expect(flag(flags, 'newPermissions').permissions).toEqual(['tabs']);
    // mail.example.org was reached already; the others were not.
    expect(flag(flags, 'newHostPermissions').hostPermissions).toEqual([
      '<all_urls>',
      'https://other.test/*',
    ]);
  });

  it('says when an update has no change log, or the published one again', async () => {
    const missing = await update({}, {}, 'missing');
    expect(kinds(await flagsOf(missing))).toEqual(['changeLogMissing']);
    expect((await flagsOf(missing)).changeLog).toBeNull();
    const same = await update({}, {}, 'same');
    expect(kinds(await flagsOf(same))).toEqual(['changeLogUnchanged']);
    expect((await flagsOf(same)).changeLog).toBe('First release.');
  });

  it('names the other items whose package is byte for byte the same', async () => {
    const zip = await extensionZip({ files: [textFile('copied.js', CLEAN_SCRIPT)] });
    const original = await uploadNewItem(await signedInDeveloper(t), zip);
    const copy = await uploadNewItem(await signedInDeveloper(t), zip);
    expect(flag(await flagsOf(copy), 'identicalPackage').extensionIds).toEqual([original]);
    expect(flag(await flagsOf(original), 'identicalPackage').extensionIds).toEqual([copy]);
  });
});

describe('the queue', () => {
  it('carries each item in review with its flags, oldest request first', async () => {
    const flagged = await newItem([textFile('remote.js', REMOTE)]);
    const clean = await newItem([textFile('worker.js', CLEAN_SCRIPT)]);
    // Requested a minute apart: two requests in the same millisecond have no order.
    await putInReview(t, flagged, new Date(Date.now() - 60_000));
    await putInReview(t, clean);
    const response = await admin.get('/admin/api/review-flags');
    expect(response.statusCode, response.body).toBe(200);
    const { items } = jsonOf<ReviewQueueFlags>(response);
    const byId = new Map(items.map((item) => [item.extensionId, item]));
    expect(byId.get(flagged)?.filesRead).toBe(true);
    expect(byId.get(flagged)?.flags.map((entry) => entry.kind)).toEqual(['remoteCode']);
    expect(byId.get(clean)).toEqual({ extensionId: clean, flags: [], filesRead: true });
    const ids = items.map((item) => item.extensionId);
    expect(ids.indexOf(flagged)).toBeLessThan(ids.indexOf(clean));
  });
});
