import type { StorageConfig } from '../config/config.js';
import { S3FileStorage } from './s3-storage.js';
import { type FileStorage, LocalFileStorage } from './storage.js';

/** The file storage the configuration names, and how to let go of it at shutdown. */
export function openFileStorage(config: StorageConfig): {
  storage: FileStorage;
  close: () => void;
} {
  if (config.kind === 'local') {
    return { storage: new LocalFileStorage(config.directory), close: () => {} };
  }
  const storage = new S3FileStorage(config);
  return { storage, close: () => storage.close() };
}

/** Where the files are, for the start-up log line; never includes credentials. */
export function describeStorage(config: StorageConfig): string {
  return config.kind === 'local'
    ? config.directory
    : `s3://${config.bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
}
