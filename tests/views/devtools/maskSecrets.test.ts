import { describe, expect, it } from 'vitest';
import { isSecretKey, MASK, maskEvent, maskSecrets, maskSnapshot, maskStatelyEvent } from '../../../src/views/devtools/maskSecrets';

describe('isSecretKey', () => {
  it.each([
    'password', 'confirmPassword', 'new_password', 'PASSWORD', 'accessToken', 'refreshToken', 'resetToken', 'webToken',
    'token', 'refreshTokens', 'otp', 'otpCode', 'cvc', 'cvv', 'card', 'cardNumber', 'card_number', 'creditCard',
    'apiKey', 'api-key', 'clientSecret', 'Authorization', 'cookie', 'set-cookie', 'securityCode', 'pin',
    'verifyOtp', 'resetPassword',
  ])('%s is secret', (key) => expect(isSecretKey(key)).toBe(true));

  it.each([
    'email', 'type', 'sessionId', 'id', 'status', 'postalCode', 'statusCode', 'value', 'context', 'movementId',
    'companyName', 'key', 'idempotencyKey', 'vapidKey', 'spinner', 'opinion', 'cardinality', 'logIn', 'output', 'credentials',
  ])('%s is not', (key) => expect(isSecretKey(key)).toBe(false));
});

describe('maskSecrets', () => {
  it('masks secret keys at any depth and keeps everything else', () => {
    const input = {
      type: 'credentials.submitted',
      credentials: { email: 'a@b.c', password: 'Hunter-2-2026' },
      nested: [{ deeper: { accessToken: 'eyJhbGciOi', note: 'kept' } }],
    };
    expect(maskSecrets(input)).toEqual({
      type: 'credentials.submitted',
      credentials: { email: 'a@b.c', password: MASK },
      nested: [{ deeper: { accessToken: MASK, note: 'kept' } }],
    });
  });

  it('masks a whole card object, not just its fields', () => {
    expect(maskSecrets({ card: { number: '4242424242424242', expiry: '12/30', cvc: '123' }, amount: 1200 })).toEqual({ card: MASK, amount: 1200 });
    expect(maskSecrets({ payment: { number: '4242', cvc: '123' } })).toEqual({ payment: { number: '4242', cvc: MASK } });
  });

  it('leaves empty secrets readable as empty', () => {
    expect(maskSecrets({ resetToken: null, password: '', token: undefined })).toEqual({ resetToken: null, password: '', token: undefined });
  });

  it('never changes its input', () => {
    const input = { password: 'x', list: [1, 2] };
    const output = maskSecrets(input) as typeof input;
    expect(input.password).toBe('x');
    expect(output).not.toBe(input);
    expect(output.list).not.toBe(input.list);
  });

  it('is cycle-safe and still copies shared (non-cyclic) references', () => {
    const shared = { otp: '123456', label: 'shared' };
    const a: Record<string, unknown> = { name: 'a', left: shared, right: shared };
    a.self = a;
    expect(maskSecrets(a)).toEqual({
      name: 'a',
      left: { otp: MASK, label: 'shared' },
      right: { otp: MASK, label: 'shared' },
      self: '[Circular]',
    });
  });

  it('a toJSON that answers a fresh object at every call (xstate state nodes) is cut at the depth, not followed forever', () => {
    // Each call answers a new object with a toJSON of its own: no cycle the ancestors could see.
    const endless = (n: number): object => ({ n, toJSON: () => endless(n + 1) });
    expect(maskSecrets({ machine: endless(0) }, { maxDepth: 6 })).toEqual({ machine: '[…]' });
  });

  it('honours toJSON (actor refs, dates) and turns functions, Maps, Sets and Errors into data', () => {
    const actorRef = { toJSON: () => ({ xstate$$type: 1, id: 'logIn' }), send: () => {}, system: {} };
    const error = Object.assign(new Error('Invalid email or password'), { status: 401, fieldErrors: { password: 'wrong' } });
    expect(
      maskSecrets({
        child: actorRef,
        at: new Date('2026-01-02T03:04:05Z'),
        run: function run() {},
        map: new Map<string, unknown>([['token', 'abc'], ['x', 1]]),
        set: new Set([1, 2]),
        error,
        n: 10n,
      }),
    ).toEqual({
      child: { xstate$$type: 1, id: 'logIn' },
      at: '2026-01-02T03:04:05.000Z',
      run: '[Function]',
      map: { token: MASK, x: 1 },
      set: [1, 2],
      error: { name: 'Error', message: 'Invalid email or password', status: 401, fieldErrors: { password: MASK } },
      n: '10',
    });
  });

  it('cuts very deep values', () => {
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 20; i++) deep = { next: deep };
    const out = JSON.stringify(maskSecrets(deep, { maxDepth: 3 }));
    expect(out).toBe('{"next":{"next":{"next":"[…]"}}}');
  });

  it('returns JSON-safe data for anything', () => {
    const weird: Record<string, unknown> = { sym: Symbol('s'), fn: () => 1 };
    weird.loop = [weird];
    expect(() => JSON.stringify(maskSecrets(weird))).not.toThrow();
    expect(() => structuredClone(maskSecrets(weird))).not.toThrow();
  });
});

describe('maskEvent', () => {
  it('masks the output of a finished actor whose id is secret (its key is only "output")', () => {
    expect(maskEvent({ type: 'xstate.done.actor.verifyOtp', output: 'reset-token-abc' })).toEqual({ type: 'xstate.done.actor.verifyOtp', output: MASK });
    expect(maskEvent({ type: 'xstate.done.actor.logIn', output: { accessToken: 'a', email: 'e' } })).toEqual({
      type: 'xstate.done.actor.logIn',
      output: { accessToken: MASK, email: 'e' },
    });
    expect(maskEvent({ type: 'xstate.done.actor.loadProfile', output: { email: 'e' } })).toEqual({ type: 'xstate.done.actor.loadProfile', output: { email: 'e' } });
  });

  it('masks what a secret-named promise actor resolves with, in the event it sends itself', () => {
    expect(maskEvent({ type: 'xstate.promise.resolve', data: 'reset-token' }, 'verifyOtp')).toEqual({ type: 'xstate.promise.resolve', data: MASK });
    expect(maskEvent({ type: 'xstate.promise.resolve', data: { name: 'x' } }, 'loadProfile')).toEqual({ type: 'xstate.promise.resolve', data: { name: 'x' } });
  });

  it('masks event fields by name', () => {
    expect(maskEvent({ type: 'otp.submitted', otp: '123456' })).toEqual({ type: 'otp.submitted', otp: MASK });
  });
});

describe('maskSnapshot', () => {
  it('keeps the state value (state names like verifyingOtp are not secrets) and masks the context', () => {
    const snapshot = {
      status: 'active',
      value: { otpSent: 'verifyingOtp', resettingPassword: {} },
      context: { email: 'a@b.c', resetToken: 'tok' },
      children: { verifyOtp: { toJSON: () => ({ id: 'verifyOtp' }) } },
      tags: new Set(['busy']),
      machine: { huge: true },
    };
    expect(maskSnapshot(snapshot)).toEqual({
      status: 'active',
      value: { otpSent: 'verifyingOtp', resettingPassword: {} },
      context: { email: 'a@b.c', resetToken: MASK },
      children: ['verifyOtp'],
      tags: ['busy'],
    });
  });

  it('masks the whole output and the input secrets of a secret-named actor', () => {
    expect(maskSnapshot({ status: 'done', output: 'token', input: { email: 'e', otp: '111111' } }, 'verifyOtp')).toEqual({
      status: 'done',
      output: MASK,
      input: { email: 'e', otp: MASK },
    });
  });
});

describe('maskStatelyEvent', () => {
  it('masks snapshots and events going to the Stately inspector, remembering actor names by session', () => {
    const names = new Map<string, string>();
    const actor = maskStatelyEvent(
      { type: '@xstate.actor', name: 'verifyOtp', sessionId: 'x:7', definition: '{"id":"verifyOtp"}', snapshot: { status: 'active', input: { otp: '123456' } } },
      names,
    );
    expect(actor).toMatchObject({ type: '@xstate.actor', name: 'verifyOtp', definition: '{"id":"verifyOtp"}', snapshot: { input: { otp: MASK } } });
    const done = maskStatelyEvent({ type: '@xstate.snapshot', sessionId: 'x:7', snapshot: { status: 'done', output: 'reset-token' }, event: { type: 'xstate.init' } }, names);
    expect(done.snapshot).toEqual({ status: 'done', output: MASK });
    const sent = maskStatelyEvent({ type: '@xstate.event', sessionId: 'x:1', event: { type: 'credentials.submitted', credentials: { email: 'e', password: 'p' } } }, names);
    expect(sent.event).toEqual({ type: 'credentials.submitted', credentials: { email: 'e', password: MASK } });
    expect(JSON.stringify([actor, done, sent])).not.toMatch(/123456|reset-token|"p"/);
  });
});
