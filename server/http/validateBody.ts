import type { Context, Env, MiddlewareHandler } from 'hono';
import type { Schema } from 'effect';
import { validate } from '../../src/schemas/validate.ts';
import { HttpError } from './HttpError.ts';
import { readJsonBody } from './readJsonBody.ts';
import { Messages } from '../../src/schemas/messages.ts';

type BodyInput<S extends Schema.Top> = { in: { json: S['Encoded'] }; out: { json: S['Type'] } };

/**
 * The JSON body decoded with a shared schema (src/schemas), or 400
 * `{ statusCode, message: <first field message>, errors: { field: message } }` with every field's error.
 */
export async function validBody<S extends Schema.Top>(c: Context, schema: S): Promise<S['Type']> {
  const input = await readJsonBody(c);
  const result = validate(schema, input);
  if (!result.ok) {
    const first = Object.values(result.errors)[0] ?? Messages.invalidBody;
    throw new HttpError(400, first, result.errors);
  }
  return result.value;
}

/**
 * Route middleware form of validBody; the handler reads the value with `c.req.valid('json')`:
 *
 *   app.post('/signUp', validateBody(RegistrationForm), (c) => { const form = c.req.valid('json'); … })
 */
export function validateBody<S extends Schema.Top, E extends Env = Env, P extends string = string>(
  schema: S,
): MiddlewareHandler<E, P, BodyInput<S>> {
  return async (c, next) => {
    const value = await validBody(c, schema);
    // hono keeps validated data untyped at runtime; the handler's type comes from BodyInput.
    c.req.addValidatedData('json', value as object);
    await next();
  };
}
