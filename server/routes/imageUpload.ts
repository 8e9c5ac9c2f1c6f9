import { Hono } from 'hono';
import { Messages } from '../../src/schemas/messages.ts';
import { uploadSizeError } from '../../src/schemas/uploadSizeError.ts';
import { isUuid } from '../auth/accessToken.ts';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { errorMessages } from '../http/errorMessages.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';

export const UPLOADS_PATH = '/v1/common/uploads';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));

/** The image type by its leading bytes; the client's Content-Type and file name are not trusted. */
export function imageTypeOf(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * POST /v1/common/imageUpload (signed in, multipart field `file`): an image under 2MB, kept in the
 * database (every API process serves it) → 201 `{ url }`. GET of that url serves it to anyone who
 * has it (an <img> sends no bearer token; the id is an unguessable uuid).
 */
export function imageUploadRoutes(deps: AuthCheckDeps): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();

  routes.post('/v1/common/imageUpload', requireAuth(deps), async (c) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (mediaType !== 'multipart/form-data') fail(415, errorMessages.unsupportedUploadType);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      fail(400, errorMessages.malformedMultipart);
    }
    const file = form.get('file');
    if (!(file instanceof File)) fail(400, Messages.fileRequired, { file: Messages.fileRequired });
    const tooLarge = uploadSizeError(file.size);
    if (tooLarge !== undefined) fail(400, tooLarge, { file: tooLarge });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = imageTypeOf(bytes);
    if (contentType === undefined) fail(400, Messages.imageTypes, { file: Messages.imageTypes });

    const { id } = await db
      .insertInto('uploads')
      .values({ account_id: c.var.auth.accountId, content_type: contentType, bytes, size: bytes.byteLength })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok(c, { url: `${UPLOADS_PATH}/${id}` }, Messages.imageUploaded, 201);
  });

  routes.get(`${UPLOADS_PATH}/:id`, async (c) => {
    const id = c.req.param('id');
    // Not a uuid: unknown, and never handed to the database (a cast error would be a 500).
    if (!isUuid(id)) fail(404, errorMessages.notFound);
    const etag = `"${id}"`;
    if (c.req.header('If-None-Match') === etag) {
      c.header('ETag', etag);
      c.header('Cache-Control', IMMUTABLE);
      return c.body(null, 304);
    }
    const upload = await db.selectFrom('uploads').select(['content_type', 'bytes']).where('id', '=', id).executeTakeFirst();
    if (upload === undefined) fail(404, errorMessages.notFound);
    c.header('Content-Type', upload.content_type);
    c.header('Cache-Control', IMMUTABLE);
    c.header('ETag', etag);
    c.header('X-Content-Type-Options', 'nosniff');
    // A fresh ArrayBuffer-backed copy: pg hands back a Buffer over a shared pool.
    return c.body(new Uint8Array(upload.bytes));
  });

  return routes;
}
