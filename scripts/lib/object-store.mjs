import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The bucket tests use; each test keeps its files under a prefix of its own. */
export const TEST_BUCKET = 'lagoon-test';
/** The test server takes these (and only these) credentials. */
export const TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts an S3-protocol server for the tests on 127.0.0.1 (s3rver, an npm package that keeps
 * objects in a temporary directory; nothing is downloaded) with the bucket TEST_BUCKET.
 * Resolves with { endpoint, env, stop }: `env` holds TEST_S3_ENDPOINT and TEST_S3_BUCKET,
 * which the storage and cluster tests read, or { skipped: reason } when s3rver is missing.
 */
export async function prepareObjectStore() {
  let S3rver;
  try {
    ({ default: S3rver } = await import('s3rver'));
  } catch {
    return { skipped: 's3rver is not installed (npm install)' };
  }
  const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: { TEST_S3_ENDPOINT: endpoint, TEST_S3_BUCKET: TEST_BUCKET },
    async stop() {
      await server.close();
      await fs.promises.rm(directory, { recursive: true, force: true });
    },
  };
}
