import { Messages } from '../../src/schemas/messages.ts';

/** The fixed client-facing texts of the HTTP layer; internal error text never reaches a client. */
export const errorMessages = {
  /** spec §8: the generic failure message. */
  internal: Messages.somethingWrong,
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  malformedJson: 'Request body must be valid JSON',
  emptyBody: 'Request body is empty; send a JSON object',
  unsupportedMediaType: 'Content-Type must be application/json',
  unsupportedUploadType: 'Content-Type must be multipart/form-data',
  malformedMultipart: 'Request body must be multipart/form-data with a file field',
  invalidBody: 'Request body is invalid',
  serviceUnavailable: 'Service unavailable',
  tooLargeUnknownLimit: 'Request body is too large',
  tooLarge: (limitBytes: number): string => `Request body is too large (limit ${formatBytes(limitBytes)})`,
} as const;

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
