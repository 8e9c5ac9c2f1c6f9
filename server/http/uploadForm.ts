import type { Context } from 'hono';
import { Messages } from '../../src/schemas/messages.ts';
import { uploadSizeError } from '../../src/schemas/uploadSizeError.ts';
import { fail } from './HttpError.ts';

/** The multipart form of an upload, or 415 (another Content-Type) / 400 (a broken body). */
export async function uploadForm(c: Context): Promise<FormData> {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'multipart/form-data') fail(415, Messages.unsupportedUploadType);
  try {
    return await c.req.formData();
  } catch {
    fail(400, Messages.malformedMultipart);
  }
}

/** The form's `file` and its bytes, under the upload size limit (400 otherwise); its type is the caller's to check by content. */
export async function uploadedFile(form: FormData): Promise<{ readonly name: string; readonly bytes: Uint8Array }> {
  const file = form.get('file');
  if (!(file instanceof File)) fail(400, Messages.fileRequired, { file: Messages.fileRequired });
  const tooLarge = uploadSizeError(file.size);
  if (tooLarge !== undefined) fail(400, tooLarge, { file: tooLarge });
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
