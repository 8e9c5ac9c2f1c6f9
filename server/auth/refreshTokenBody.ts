import { Schema } from 'effect';
import { requiredText } from '../../src/schemas/fields.ts';
import { Messages } from '../../src/schemas/messages.ts';

/** POST /v1/user/auth/token. Server-only: the client sends what it stored, it fills in no form. */
export const RefreshTokenBody = Schema.Struct({
  refreshToken: requiredText('refreshToken'),
}).annotate({ message: Messages.fillUp });
export type RefreshTokenBody = typeof RefreshTokenBody.Type;
