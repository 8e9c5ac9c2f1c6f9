// Devtools show and forward what actors carry: events, contexts, outputs. None of it may expose a
// password, a token, a one-time code or a card. Masking is by key name, deep and cycle-safe, and
// returns plain JSON-like data (safe to render, postMessage or JSON.stringify).

export const MASK = '••••••';

// A key is secret when one of its words is one of these (`accessToken`, `confirm_password`, `otp`).
const SECRET_WORDS = new Set([
  'password', 'passwords', 'passwd', 'pwd', 'passcode', 'passphrase',
  'token', 'tokens', 'jwt', 'secret', 'secrets', 'otp', 'otps',
  'cvc', 'cvv', 'cvc2', 'cvv2', 'pin', 'card', 'cards', 'iban',
  'authorization', 'cookie', 'cookies',
]);

// Or when two neighbouring words say so (`apiKey`, `securityCode`, `cardNumber`).
const SECRET_PAIRS = new Set([
  'api key', 'private key', 'access key', 'signing key', 'secret key', 'session key',
  'security code', 'verification code', 'reset code', 'auth code', 'one time',
  'card number', 'account number',
]);

const words = (key: string): string[] =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);

/** Whether a value stored under this key (or an actor with this id) must never be shown. */
export function isSecretKey(key: string): boolean {
  const parts = words(key);
  if (parts.some((w) => SECRET_WORDS.has(w))) return true;
  return parts.some((w, i) => i > 0 && SECRET_PAIRS.has(`${parts[i - 1]} ${w}`));
}

export interface MaskOptions {
  /** Deeper values are cut to '[…]' (default 12). */
  readonly maxDepth?: number;
}

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * A deep copy of `value` with every secret-named key's value replaced by MASK (empty values stay
 * empty, so "no token yet" still reads as such). Follows JSON semantics: `toJSON` is honoured
 * (actor refs, dates), functions become '[Function]', cycles '[Circular]'; Errors keep
 * name and message; Maps and Sets become objects and arrays.
 */
export function maskSecrets(value: unknown, options: MaskOptions = {}): unknown {
  const maxDepth = options.maxDepth ?? 12;
  const ancestors = new WeakSet<object>();

  const visit = (input: unknown, depth: number): unknown => {
    if (input === null || input === undefined) return input;
    switch (typeof input) {
      case 'string':
      case 'number':
      case 'boolean':
        return input;
      case 'bigint':
        return String(input);
      case 'symbol':
        return input.toString();
      case 'function':
        return '[Function]';
    }
    const object = input as object;
    if (ancestors.has(object)) return '[Circular]';
    if (depth >= maxDepth) return '[…]';
    const toJSON = (object as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function' && !(object instanceof Error)) {
      ancestors.add(object);
      try {
        // One level deeper: a toJSON that answers a fresh object each time (xstate's state nodes)
        // would otherwise recurse past every cycle check.
        return visit(toJSON.call(object), depth + 1);
      } finally {
        ancestors.delete(object);
      }
    }
    ancestors.add(object);
    try {
      if (Array.isArray(object)) return object.map((item) => visit(item, depth + 1));
      if (object instanceof Set) return [...object].map((item) => visit(item, depth + 1));
      const entries: Array<[string, unknown]> =
        object instanceof Map
          ? [...object.entries()].map(([k, v]) => [String(k), v])
          : object instanceof Error
            ? [['name', object.name], ['message', object.message], ...Object.entries(object)]
            : Object.entries(object);
      const out: Record<string, unknown> = {};
      for (const [key, item] of entries) {
        out[key] = isSecretKey(key) && !isEmpty(item) ? MASK : visit(item, depth + 1);
      }
      return out;
    } finally {
      ancestors.delete(object);
    }
  };

  return visit(value, 0);
}

const DONE_ACTOR = /^xstate\.done\.actor\.(.+)$/;
// What a promise actor tells itself when it settles: its result travels as `data`.
const PROMISE_RESOLVE = 'xstate.promise.resolve';

/**
 * An event with secrets masked. A result whose key is only "output" or "data" is masked whole
 * when it comes from an actor with a secret id (`verifyOtp` answers with a reset token): the
 * done event its parent receives, and the resolve event the actor (`targetActorId`) receives.
 */
export function maskEvent(event: unknown, targetActorId?: string): Record<string, unknown> {
  const masked = maskSecrets(event);
  if (masked === null || typeof masked !== 'object' || Array.isArray(masked)) return { type: String(masked) };
  const record = masked as Record<string, unknown>;
  const type = typeof record.type === 'string' ? record.type : '';
  const doneActor = DONE_ACTOR.exec(type)?.[1];
  if (doneActor !== undefined && isSecretKey(doneActor) && !isEmpty(record.output)) return { ...record, output: MASK };
  if (type === PROMISE_RESOLVE && targetActorId !== undefined && isSecretKey(targetActorId) && !isEmpty(record.data)) return { ...record, data: MASK };
  return record;
}

export interface MaskedSnapshot {
  readonly status: string;
  /** The state value: state names only, never masked (they are what the diagram highlights). */
  readonly value?: unknown;
  readonly context?: unknown;
  readonly output?: unknown;
  readonly error?: unknown;
  readonly input?: unknown;
  /** Ids of the running child actors. */
  readonly children?: readonly string[];
  readonly tags?: readonly string[];
}

/**
 * The parts of an actor snapshot devtools show, masked. `actorId` masks the whole output of an
 * actor whose id is secret (a promise actor `verifyOtp` resolving to a token).
 */
export function maskSnapshot(snapshot: unknown, actorId?: string): MaskedSnapshot {
  const s = (snapshot ?? {}) as Record<string, unknown>;
  const secretActor = actorId !== undefined && isSecretKey(actorId);
  const out: Record<string, unknown> = { status: typeof s.status === 'string' ? s.status : 'active' };
  if ('value' in s) out.value = plainValue(s.value);
  if ('context' in s) out.context = maskSecrets(s.context);
  if ('output' in s) out.output = secretActor && !isEmpty(s.output) ? MASK : maskSecrets(s.output);
  if ('error' in s && s.error !== undefined) out.error = maskSecrets(s.error);
  if ('input' in s) out.input = maskSecrets(s.input);
  if (s.children && typeof s.children === 'object') out.children = Object.keys(s.children);
  if (s.tags instanceof Set || Array.isArray(s.tags)) out.tags = [...(s.tags as Iterable<unknown>)].map(String);
  return out as unknown as MaskedSnapshot;
}

// State values hold state names (strings) nested in objects: copied as they are.
function plainValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainValue(v)]));
}

/** The fields of a @statelyai/inspect event that carry runtime data. */
interface StatelyLikeEvent {
  readonly type: string;
  readonly name?: string;
  readonly sessionId?: string;
  readonly snapshot?: unknown;
  readonly event?: unknown;
}

/**
 * Masks an event on its way to the Stately inspector (its `serialize` hook). `names` remembers
 * actor ids by session id from '@xstate.actor' events, so later snapshots of a secret-named actor
 * are masked too.
 */
export function maskStatelyEvent<E extends StatelyLikeEvent>(event: E, names: Map<string, string>): E {
  if (event.type === '@xstate.actor' && event.sessionId !== undefined && event.name !== undefined) names.set(event.sessionId, event.name);
  const actorId = event.sessionId === undefined ? undefined : names.get(event.sessionId);
  const copy = maskSecrets({ ...event, snapshot: undefined, event: undefined }) as Record<string, unknown>;
  if (event.snapshot !== undefined) copy.snapshot = maskSnapshot(event.snapshot, actorId);
  if (event.event !== undefined) copy.event = maskEvent(event.event, actorId);
  return copy as unknown as E;
}
