// The FileStore contract, run against every store: the disk store (the default) and the S3 store
// against s3rver, a local S3-compatible server (a real HTTP S3 API, not a fake of our interface).
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStore } from '../../server/storage/DiskFileStore.ts';
import type { FileStore } from '../../server/storage/FileStore.ts';
import { S3FileStore } from '../../server/storage/S3FileStore.ts';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
// s3rver ships CommonJS without types.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

const PDF = new TextEncoder().encode('%PDF-1.4\n% a crossing paper\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]);

function contract(name: string, open: () => Promise<{ store: FileStore; close(): Promise<void> }>): void {
  describe(`FileStore contract: ${name}`, () => {
    let store: FileStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    }, 30_000);
    afterAll(async () => close());

    it('gives back the bytes, type and size it was given', async () => {
      await store.put('company-a/order-1/commercial-invoice', PDF, 'application/pdf');
      const file = await store.get('company-a/order-1/commercial-invoice');
      expect(file).toBeDefined();
      expect([...file!.bytes]).toEqual([...PDF]);
      expect(file!.type).toBe('application/pdf');
      expect(file!.size).toBe(PDF.byteLength);
    });

    it('replaces a file put again under the same key', async () => {
      await store.put('company-a/order-1/packing-list', PDF, 'application/pdf');
      await store.put('company-a/order-1/packing-list', PNG, 'image/png');
      const file = await store.get('company-a/order-1/packing-list');
      expect(file!.type).toBe('image/png');
      expect([...file!.bytes]).toEqual([...PNG]);
    });

    it('answers undefined for a key never put', async () => {
      expect(await store.get('company-a/order-1/never-put')).toBeUndefined();
    });

    it('deletes a file, and deleting a missing one is no error', async () => {
      await store.put('company-b/order-2/file', PNG, 'image/png');
      await store.delete('company-b/order-2/file');
      expect(await store.get('company-b/order-2/file')).toBeUndefined();
      await expect(store.delete('company-b/order-2/file')).resolves.toBeUndefined();
    });

    it('keeps keys apart', async () => {
      await store.put('company-c/x/one', PDF, 'application/pdf');
      await store.put('company-c/x/two', PNG, 'image/png');
      expect((await store.get('company-c/x/one'))!.type).toBe('application/pdf');
      expect((await store.get('company-c/x/two'))!.type).toBe('image/png');
    });

    it('refuses a key that could leave its place', async () => {
      await expect(store.put('../escape', PDF, 'application/pdf')).rejects.toThrow(/Invalid file key/);
      await expect(store.get('a/../../b')).rejects.toThrow(/Invalid file key/);
    });
  });
}

contract('disk (DATA_DIR/files)', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'cargo-files-'));
  return { store: new DiskFileStore(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

contract('S3-compatible (s3rver)', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'cargo-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'crossing-papers' }] });
  const { port } = await server.run();
  const store = new S3FileStore({ bucket: 'crossing-papers', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'test/' });
  return {
    store,
    close: async () => {
      await store.destroy();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});
