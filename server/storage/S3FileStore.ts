import type { S3Client } from '@aws-sdk/client-s3';
import { assertFileKey, type FileStore, type StoredFile } from './FileStore.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), from the S3_* settings (config.ts). */
export interface S3StoreConfig {
  readonly bucket: string;
  /** Another S3-compatible server than AWS (S3_ENDPOINT); addressed by path then (`endpoint/bucket/key`). */
  readonly endpoint?: string;
  readonly region: string;
  /** Without them, the SDK's own chain (environment, instance role). */
  readonly accessKeyId?: string;
  readonly secretAccessKey?: string;
  /** Put every key under this prefix (S3_PREFIX), so one bucket can hold several installations. */
  readonly prefix?: string;
}

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Files as objects of one bucket, their type as the object's Content-Type. The SDK loads with the
 * first store made (about 20 MB and 100 ms), so a server on the disk store never pays for it.
 */
export class S3FileStore implements FileStore {
  private readonly ready: Promise<{ readonly sdk: Sdk; readonly client: S3Client }>;

  constructor(private readonly config: S3StoreConfig) {
    this.ready = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint !== undefined ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
        ...(config.accessKeyId !== undefined && config.secretAccessKey !== undefined
          ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
          : {}),
      }),
    }));
  }

  private keyOf(key: string): string {
    assertFileKey(key);
    return `${this.config.prefix ?? ''}${key}`;
  }

  async put(key: string, bytes: Uint8Array, type: string): Promise<void> {
    const Key = this.keyOf(key);
    const { sdk, client } = await this.ready;
    await client.send(new sdk.PutObjectCommand({ Bucket: this.config.bucket, Key, Body: bytes, ContentType: type, ContentLength: bytes.byteLength }));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const Key = this.keyOf(key);
    const { sdk, client } = await this.ready;
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key }));
      if (object.Body === undefined) return undefined;
      const bytes = await object.Body.transformToByteArray();
      return { bytes, type: object.ContentType ?? 'application/octet-stream', size: bytes.byteLength };
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.keyOf(key);
    const { sdk, client } = await this.ready;
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key }));
  }

  /** Ends the client's connections (tests, shutdown). */
  async destroy(): Promise<void> {
    (await this.ready).client.destroy();
  }
}
