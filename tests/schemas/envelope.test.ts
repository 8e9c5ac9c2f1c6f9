import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import {
  ApiErrorBody,
  AuthTokens,
  Envelope,
  HealthData,
  ListData,
  Pagination,
  TokenCheck,
} from '../../src/schemas/envelope.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

const pagination = { page: 1, limit: 10, total: 3, totalPages: 1 };

describe('Envelope', () => {
  it('(DESIGN.md §2, no spec rule) wraps data in { statusCode, message, data }', () => {
    const body = { statusCode: 200, message: 'OK', data: { status: 'ok', database: 'up', migrations: 4 } };
    expect(validate(Envelope(HealthData), body)).toEqual({ ok: true, value: body });
    expect(validate(Envelope(HealthData), { ...body, data: { ...body.data, database: 'down' } }).ok).toBe(false);
    expect(validate(Envelope(Schema.Unknown), { message: 'x', data: null }).ok).toBe(false);
  });

  ruleIt('[orders.paginated] [notif.paginated] a list is { response, pagination } with integer pagination', () => {
    const Item = Schema.Struct({ movementId: Schema.String });
    const data = { response: [{ movementId: 'CC25000001' }], pagination };
    expect(validate(ListData(Item), data)).toEqual({ ok: true, value: data });
    expect(validate(Pagination, { ...pagination, page: 1.5 }).ok).toBe(false);
    const missing = validate(ListData(Item), { response: [] });
    expect(!missing.ok && Object.keys(missing.errors)).toEqual(['pagination']);
  });

  ruleIt('[guard.signed-in] the token check data is { isValid: 1 | 0 }', () => {
    expect(validate(TokenCheck, { isValid: 1 })).toEqual({ ok: true, value: { isValid: 1 } });
    expect(validate(TokenCheck, { isValid: 0 })).toEqual({ ok: true, value: { isValid: 0 } });
    expect(validate(TokenCheck, { isValid: true }).ok).toBe(false);
    expect(validate(TokenCheck, { isValid: 2 }).ok).toBe(false);
  });

  ruleIt('[call.login-stores-tokens] auth data holds both tokens and keeps extra keys', () => {
    const data = { accessToken: 'a', refreshToken: 'r', verifyByAdmin: false };
    expect(validate(AuthTokens, data)).toEqual({ ok: true, value: data });
    const missing = validate(AuthTokens, { accessToken: 'a' });
    expect(!missing.ok && Object.keys(missing.errors)).toEqual(['refreshToken']);
  });

  it('(DESIGN.md §2, no spec rule) an error body is { statusCode, message, errors? } with string messages', () => {
    const body = { statusCode: 422, message: 'Please fill up your field !', errors: { email: 'Invalid email format' } };
    expect(validate(ApiErrorBody, body)).toEqual({ ok: true, value: body });
    expect(validate(ApiErrorBody, { statusCode: 500, message: 'Error' }).ok).toBe(true);
    expect(validate(ApiErrorBody, { ...body, errors: { email: 1 } }).ok).toBe(false);
  });

  it('(DESIGN.md §2, no spec rule) health data is { status: ok, database: up, migrations }', () => {
    expect(validate(HealthData, { status: 'ok', database: 'up', migrations: 0 }).ok).toBe(true);
    expect(validate(HealthData, { status: 'ok', database: 'up', migrations: 1.5 }).ok).toBe(false);
  });
});
