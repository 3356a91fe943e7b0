import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../storage/s3-storage.js';

/** The credentials the test server (s3rver) accepts. */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestObjectStore {
  endpoint: string;
  bucket: string;
  /** Storage options on a prefix no other test uses. */
  options(): S3StorageOptions;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server for tests: the one `npm test` started (TEST_S3_ENDPOINT and
 * TEST_S3_BUCKET, see scripts/lib/object-store.mjs), else one started here, in this process,
 * on a temporary directory.
 */
export async function testObjectStore(): Promise<TestObjectStore> {
  const given = process.env.TEST_S3_ENDPOINT;
  let close = async () => {};
  let endpoint: string;
  let bucket = process.env.TEST_S3_BUCKET || 'lagoon-test';
  if (given) {
    endpoint = given;
  } else {
    bucket = 'lagoon-test';
    const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-s3-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    close = async () => {
      await server.close();
      await fs.promises.rm(directory, { recursive: true, force: true });
    };
  }
  return {
    endpoint,
    bucket,
    options: () => ({
      bucket,
      prefix: `test-${randomBytes(6).toString('hex')}/`,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: TEST_S3_CREDENTIALS,
    }),
    close,
  };
}
