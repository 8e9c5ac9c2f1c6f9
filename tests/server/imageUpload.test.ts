import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/schemas/digits.ts';
import { contentSecurityPolicy } from '../../server/http/securityHeaders.ts';
import { bearer, setVerifiedByAdmin, signUpVerified } from './support/accounts.ts';
import { GIF_1X1, JPEG_HEAD, PNG_1X1, sized, uploadRequest, WEBP_HEAD } from './support/images.ts';
import { newCustomer, newSubUser } from './support/service.ts';
import { createTestApp, json, type TestApp } from './support/testApp.ts';

const imageTypes = 'Only PNG, JPEG, WebP or GIF images can be uploaded';

describe('POST /v1/common/imageUpload and GET /v1/common/uploads/:id', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpVerified(t, 'uploader@acme.example')).accessToken;
    await setVerifiedByAdmin(t, 'uploader@acme.example', true);
  });
  afterAll(() => t.close());

  const upload = (file: Uint8Array | undefined, name?: string, type?: string) => t.app.request('/v1/common/imageUpload', uploadRequest(token, file, name, type));

  it('stores a PNG and serves it back byte for byte, cacheable for a year', async () => {
    const res = await upload(PNG_1X1);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { statusCode: number; message: string; data: { url: string } };
    expect(body).toEqual({ statusCode: 201, message: 'Image uploaded successfully', data: { url: expect.stringMatching(/^\/v1\/common\/uploads\/[0-9a-f-]{36}$/) } });

    // An <img> sends no bearer token.
    const served = await t.app.request(body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1X1);

    const etag = served.headers.get('etag')!;
    const revalidated = await t.app.request(body.data.url, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('lets the web app show uploads: the CSP allows images from its own origin', () => {
    expect(contentSecurityPolicy.imgSrc).toContain("'self'");
  });

  it('types the image by its bytes, not by what the client claims', async () => {
    for (const [bytes, type] of [
      [GIF_1X1, 'image/gif'],
      [sized(JPEG_HEAD, 64), 'image/jpeg'],
      [sized(WEBP_HEAD, 64), 'image/webp'],
    ] as const) {
      const res = await upload(bytes, 'claims.png', 'image/png');
      expect(res.status).toBe(201);
      const { data } = (await res.json()) as { data: { url: string } };
      expect((await t.app.request(data.url)).headers.get('content-type')).toBe(type);
    }
  });

  it('refuses what is not a PNG, JPEG, WebP or GIF image, whatever its name and type say', async () => {
    for (const [bytes, name, type] of [
      [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'],
      [new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'x.png', 'image/png'],
      [new TextEncoder().encode('%PDF-1.7'), 'x.jpg', 'image/jpeg'],
      [new Uint8Array(0), 'empty.png', 'image/png'],
    ] as const) {
      const res = await upload(bytes, name, type);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ statusCode: 400, message: imageTypes, errors: { file: imageTypes } });
    }
  });

  it('[val.upload-size] refuses a file of 2MB with "File size must be less than 2MB." and accepts one byte less', async () => {
    const tooLarge = await upload(sized(PNG_1X1, MAX_UPLOAD_BYTES));
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.json()).toEqual({
      statusCode: 400,
      message: 'File size must be less than 2MB.',
      errors: { file: 'File size must be less than 2MB.' },
    });
    expect((await upload(sized(PNG_1X1, 3 * 1024 * 1024))).status).toBe(400);

    const justUnder = await upload(sized(PNG_1X1, MAX_UPLOAD_BYTES - 1));
    expect(justUnder.status).toBe(201);
    const { data } = (await justUnder.json()) as { data: { url: string } };
    expect((await (await t.app.request(data.url)).arrayBuffer()).byteLength).toBe(MAX_UPLOAD_BYTES - 1);
  });

  it('needs a signed-in user, multipart/form-data and a file field', async () => {
    const anonymous = await t.app.request('/v1/common/imageUpload', uploadRequest(undefined, PNG_1X1));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ statusCode: 401, message: 'Your session has expired. Please sign in again.' });

    const noFile = await upload(undefined);
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ statusCode: 400, message: 'file is required', errors: { file: 'file is required' } });

    const asJson = await t.app.request('/v1/common/imageUpload', json({ file: 'x' }, 'POST', bearer(token)));
    expect(asJson.status).toBe(415);

    const broken = await t.app.request('/v1/common/imageUpload', {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: 'this is not multipart',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ statusCode: 400, message: 'Request body must be multipart/form-data with a file field' });
  });

  it('answers unknown or malformed upload ids with the JSON 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await t.app.request(`/v1/common/uploads/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ statusCode: 404, message: 'Not found' });
    }
  });
});

describe('upload limits per company', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_QUOTA_FILES: '3', UPLOAD_QUOTA_MB: '5' } });
  });
  afterAll(() => t.close());

  const upload = (token: string, file: Uint8Array) => t.app.request('/v1/common/imageUpload', uploadRequest(token, file));

  it('refuses every upload before the company is verified by the admin (403, the verification message)', async () => {
    const { accessToken } = await signUpVerified(t, 'unverified-uploader@acme.example');
    const res = await upload(accessToken, PNG_1X1);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ statusCode: 403, message: 'You are not verified by the admin. Please contact the admin for assistanc' });
    expect(await t.db.selectFrom('uploads').select('id').execute()).toEqual([]);
    await setVerifiedByAdmin(t, 'unverified-uploader@acme.example', true);
    expect((await upload(accessToken, PNG_1X1)).status).toBe(201);
  });

  it('holds a quota of files per company, counting its sub-users\' uploads too', async () => {
    const main = await newCustomer(t, 'busy@acme.example');
    const sub = await newSubUser(t, main, 'busy-sub@acme.example');
    for (let i = 0; i < 2; i++) expect((await upload(main.accessToken, PNG_1X1)).status).toBe(201);
    expect((await upload(sub.accessToken, PNG_1X1)).status).toBe(201);
    const refused = await upload(main.accessToken, PNG_1X1);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ statusCode: 403, message: 'Your company has reached its upload limit (3 files, 5 MB in all).' });
    expect((await upload(sub.accessToken, PNG_1X1)).status).toBe(403);
    expect(await t.db.selectFrom('uploads').innerJoin('accounts', 'accounts.id', 'uploads.account_id').select('uploads.id').where('accounts.company_id', '=', main.companyId).execute()).toHaveLength(3);
  });

  it('holds a quota of bytes per company', async () => {
    const { accessToken } = await signUpVerified(t, 'big@acme.example');
    await setVerifiedByAdmin(t, 'big@acme.example', true);
    const almost2Mb = sized(PNG_1X1, MAX_UPLOAD_BYTES - 1);
    expect((await upload(accessToken, almost2Mb)).status).toBe(201);
    expect((await upload(accessToken, almost2Mb)).status).toBe(201);
    expect((await upload(accessToken, almost2Mb)).status).toBe(403);
    // Room left for a small one.
    expect((await upload(accessToken, PNG_1X1)).status).toBe(201);
  });

  it('defaults to 50 files and 50 MB', async () => {
    const { loadConfig } = await import('../../server/config.ts');
    expect(loadConfig({})).toMatchObject({ uploadQuotaFiles: 50, uploadQuotaBytes: 50 * 1024 * 1024 });
  });
});
