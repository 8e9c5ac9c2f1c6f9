import type { ServerConfig } from '../config.ts';
import { DiskFileStore } from './DiskFileStore.ts';
import type { FileStore } from './FileStore.ts';
import { S3FileStore } from './S3FileStore.ts';

/** The S3-compatible store when S3_BUCKET is set, else files on disk in FILES_DIR (DATA_DIR/files). */
export function createFileStore(config: Pick<ServerConfig, 'filesDir' | 's3'>): FileStore {
  return config.s3 !== undefined ? new S3FileStore(config.s3) : new DiskFileStore(config.filesDir);
}
