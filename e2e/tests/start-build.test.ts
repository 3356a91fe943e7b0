// What `npm start` decides about the build before it starts the server (scripts/lib/build.mjs):
// a later start with nothing changed skips the build, any change to what the build reads makes
// the next start build again. Run on a small copy of the repository's layout, not on the tree.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const lib = (name: string) => pathToFileURL(path.join(ROOT, 'scripts', 'lib', name)).href;

interface BuildDecisions {
  OUTPUTS: string[];
  sourceFingerprint(root: string): string;
  buildIsCurrent(
    fingerprint: string,
    options: { root: string; fastCompression?: boolean },
  ): boolean;
  recordBuild(fingerprint: string, effort: 'best' | 'fast', root: string): void;
}

describe('npm start rebuilds only when a build input changed', () => {
  let root = '';
  let build: BuildDecisions;
  /** Writes a file with a modification time a few seconds on, as an editor saving it does. */
  let clock = Date.now() / 1000;
  const write = (file: string, text: string) => {
    const absolute = path.join(root, file);
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
    fs.writeFileSync(absolute, text);
    clock += 5;
    fs.utimesSync(absolute, clock, clock);
  };
  const current = (fastCompression = false) =>
    build.buildIsCurrent(build.sourceFingerprint(root), { root, fastCompression });
  const built = (effort: 'best' | 'fast' = 'best') =>
    build.recordBuild(build.sourceFingerprint(root), effort, root);

  before(async () => {
    build = (await import(lib('build.mjs'))) as BuildDecisions;
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-build-stamp-'));
    write('package.json', '{}\n');
    write('apps/server/src/main.ts', 'export const started = true;\n');
    write('apps/server/src/main.test.ts', 'export {};\n');
    write('apps/web/src/app.tsx', 'export const App = () => null;\n');
    write('apps/web/build/precompress.ts', 'export const level = 11;\n');
    for (const output of build.OUTPUTS) write(output, 'built\n');
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  test('a finished build is current until something changes', () => {
    assert.equal(current(), false, 'nothing was built yet');
    built();
    assert.equal(current(), true);
    assert.equal(current(), true, 'a second start builds nothing either');
  });

  test('editing a source file makes the next start build, and only that one', () => {
    write('apps/server/src/main.ts', 'export const started = false;\n');
    assert.equal(current(), false);
    built();
    assert.equal(current(), true);
  });

  test('a new source file or a changed build setting counts, a test file does not', () => {
    write('apps/server/src/main.test.ts', 'export const more = 1;\n');
    assert.equal(current(), true, 'tests are not part of the build output');
    write('apps/server/src/new-module.ts', 'export const added = 1;\n');
    assert.equal(current(), false);
    built();
    write('apps/web/build/precompress.ts', 'export const level = 5;\n');
    assert.equal(current(), false, 'how the web app is compressed is a build input');
    built();
    write('package.json', '{"name":"lagoon"}\n');
    assert.equal(current(), false);
    built();
    assert.equal(current(), true);
  });

  test('a missing output builds again whatever the stamp says', () => {
    fs.rmSync(path.join(root, 'apps/server/dist/main.js'));
    assert.equal(current(), false);
    write('apps/server/dist/main.js', 'built\n');
    assert.equal(current(), true);
  });

  test('a build with quickly compressed web files only counts where that will do', () => {
    built('fast');
    assert.equal(current(), false, 'npm start serves the best compressed files');
    assert.equal(current(true), true, 'npm test does not weigh them');
  });

  test('the start build writes every server source but the tests and their helpers', async () => {
    const { shippedSources } = (await import(lib('runtime-build.mjs'))) as {
      shippedSources(packageDir: string): string[];
    };
    const files = shippedSources(path.join(ROOT, 'apps/server')).map((file) =>
      path.relative(path.join(ROOT, 'apps/server/src'), file),
    );
    assert.ok(files.includes('main.ts'));
    assert.ok(files.includes(path.join('seed', 'first-start-cli.ts')));
    assert.equal(files.filter((file) => file.includes('.test.')).length, 0);
    assert.equal(files.filter((file) => file.startsWith(`test${path.sep}`)).length, 0);
  });
});
