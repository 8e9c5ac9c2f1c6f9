import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import { DiskFileStore } from './DiskFileStore.ts';
import type { FileStore } from './FileStore.ts';
import { S3FileStore } from './S3FileStore.ts';

/** The S3-compatible store when S3_BUCKET is set, else files on disk under DATA_DIR/files. */
export function createFileStore(config: Pick<ServerConfig, 'dataDir' | 's3'>): FileStore {
  return config.s3 !== undefined ? new S3FileStore(config.s3) : new DiskFileStore(path.join(config.dataDir, 'files'));
}
