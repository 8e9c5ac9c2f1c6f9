// Where uploaded files' bytes live, behind one interface: on disk under DATA_DIR by default
// (DiskFileStore), on an S3-compatible object store when configured (S3FileStore). The database
// keeps which key belongs to what; a store only keeps bytes and their type.

export interface StoredFile {
  readonly bytes: Uint8Array;
  /** The media type given to `put` (checked by content before). */
  readonly type: string;
  readonly size: number;
}

export interface FileStore {
  /** Writes (or replaces) the bytes under `key`. */
  put(key: string, bytes: Uint8Array, type: string): Promise<void>;
  /** The file under `key`, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file under `key`; removing a missing key is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are ours (uuids joined by '/'), never a customer's words: anything else is a bug. */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*(\/[A-Za-z0-9][A-Za-z0-9.-]*)*$/;

export function assertFileKey(key: string): void {
  if (!FILE_KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid file key "${key}"`);
}
