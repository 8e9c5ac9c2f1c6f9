import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, type FileStore, type StoredFile } from './FileStore.ts';

/**
 * Files under one directory (DATA_DIR/files by default): the bytes at `<key>`, their type beside
 * them at `<key>.type`. Written to a temporary name and renamed, so a reader never sees half a file.
 * Every API process must see the same directory (one machine, or a shared volume).
 */
export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertFileKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Uint8Array, type: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(`${temporary}.type`, type);
    await writeFile(temporary, bytes);
    await rename(`${temporary}.type`, `${file}.type`);
    await rename(temporary, file);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const file = this.pathOf(key);
    try {
      const [bytes, type] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
      return { bytes: new Uint8Array(bytes), type, size: bytes.byteLength };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  }
}
