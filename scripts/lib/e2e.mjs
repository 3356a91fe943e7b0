// How the end-to-end suite is run, shared by `npm test` and scripts/e2e-under-load.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './process.mjs';

/** Every e2e test file, in name order, relative to the repository. */
export function e2eFiles() {
  return fs
    .readdirSync(path.join(ROOT, 'e2e', 'tests'))
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => path.join('e2e', 'tests', name));
}

/**
 * Node's test runner over the given files, one file at a time: each starts its own server and
 * browser, and there are two cores.
 */
export function e2eArguments(files) {
  return [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-timeout=180000',
    ...files,
  ];
}

/** Reads the spec reporter's closing lines ("ℹ pass 12", "ℹ fail 0", ...); null without them. */
export function nodeTestCounts(output) {
  const read = (label) => {
    const match = output.match(new RegExp(`^\\S*\\s*${label} (\\d+)\\s*$`, 'm'));
    return match ? Number(match[1]) : null;
  };
  const passed = read('pass');
  if (passed === null) return null;
  return {
    passed,
    failed: (read('fail') ?? 0) + (read('cancelled') ?? 0),
    skipped: (read('skipped') ?? 0) + (read('todo') ?? 0),
  };
}
