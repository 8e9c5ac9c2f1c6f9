import type { Context } from 'hono';
import { HttpError } from './HttpError.ts';
import { Messages } from '../../src/schemas/messages.ts';

const jsonMediaType = /^application\/([\w.-]+\+)?json$/;

/**
 * The request body parsed as JSON, or a 4xx: 415 unless the Content-Type is JSON (which also
 * keeps plain cross-site form posts out), 400 for an empty or malformed body.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!jsonMediaType.test(mediaType)) throw new HttpError(415, Messages.unsupportedMediaType);
  const text = await c.req.text();
  if (text.trim() === '') throw new HttpError(400, Messages.emptyBody);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, Messages.malformedJson);
  }
}
