import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import {
  type FileStorage,
  parseKey,
  STORED_TYPES,
  type StoredEntry,
  type StoredFile,
  type StoredType,
} from './storage.js';

let loaded: typeof S3 | undefined;

/**
 * The S3 SDK, loaded by the first bucket store: it is several hundred modules (a fifth of a
 * second of CPU), which a store keeping its files in a folder, the default, never needs at
 * start-up.
 */
function sdk(): typeof S3 {
  loaded ??= createRequire(import.meta.url)('@aws-sdk/client-s3') as typeof S3;
  return loaded;
}

export interface S3StorageOptions {
  bucket: string;
  /** Prepended to every key ("" or a path ending in "/"), so one bucket can hold several stores. */
  prefix: string;
  /** An S3-compatible server's address (MinIO, Ceph, a test server); absent for Amazon S3. */
  endpoint?: string | undefined;
  region: string;
  /** Addresses the bucket in the path instead of the host name, as most non-Amazon servers need. */
  forcePathStyle: boolean;
  /** Test servers take any credentials; production reads the SDK's usual sources. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * Keeps files in an S3-compatible bucket under `prefix`, named like the local store
 * ("<sha256>.<type>"), so every server of the store reads and writes the same files. An upload
 * is one PUT, which the object store makes visible whole or not at all: nothing is ever
 * half-written. Storing bytes that already exist writes them again, which refreshes the
 * object's time as the collector of unused files expects (see FileStorage).
 *
 * Credentials come from the SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
 * a profile, or the instance's role).
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3.S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix;
    const { S3Client } = sdk();
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where the protocol demands them: S3-compatible servers differ in which of
      // the newer checksum headers and trailers they understand.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    return `${this.prefix}${key}`;
  }

  async put(data: Buffer, type: StoredType): Promise<StoredFile> {
    const sha256 = createHash('sha256').update(data).digest('hex');
    const key = `${sha256}.${type}`;
    await this.client.send(
      new (sdk().PutObjectCommand)({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentType: STORED_TYPES[type],
        ContentLength: data.length,
      }),
    );
    return { key, sha256, size: data.length, contentType: STORED_TYPES[type] };
  }

  async open(key: string) {
    const parsed = parseKey(key);
    if (!parsed) return null;
    const object = await this.get(key);
    if (!object?.Body) return null;
    return {
      stream: object.Body as Readable,
      size: object.ContentLength ?? 0,
      contentType: STORED_TYPES[parsed.type],
    };
  }

  async read(key: string): Promise<Buffer | null> {
    if (!parseKey(key)) return null;
    const object = await this.get(key);
    if (!object?.Body) return null;
    return Buffer.from(await object.Body.transformToByteArray());
  }

  async remove(key: string): Promise<void> {
    if (!parseKey(key)) return;
    await this.client.send(
      new (sdk().DeleteObjectCommand)({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  async *list(): AsyncIterable<StoredEntry> {
    const pages = sdk().paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: this.prefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length) ?? '';
        // Anything else under the prefix is not the store's.
        if (!parseKey(key)) continue;
        yield { key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date() };
      }
    }
  }

  /** A PUT is whole or absent: interrupted writes leave nothing behind. */
  async removeLeftovers(): Promise<number> {
    return 0;
  }

  /** Ends the client's connections. */
  close(): void {
    this.client.destroy();
  }

  private async get(key: string) {
    try {
      return await this.client.send(
        new (sdk().GetObjectCommand)({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
