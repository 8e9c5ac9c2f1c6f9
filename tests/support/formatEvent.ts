// Events, values and state values as text: the code names the reports and errors show, payload
// secrets masked. No machine knowledge here, so every other part of the engine can use it.
import type { AnyEventObject } from 'xstate';

// Secrets by key name; `number` and `expiry` only inside a card (a page number is no secret).
const SENSITIVE_KEY = /pass(word|wd)?$|password|pwd|token|secret|otp|cookie|authorization|api[-_]?key|cvc|cvv|security[-_]?code|card[-_]?number/i;
const CARD_KEY = /card/i;
const CARD_FIELD = /^(number|expiry|exp(iry)?[-_]?(date|month|year))$/i;

function isSensitive(key: string, parentKey: string | undefined): boolean {
  return SENSITIVE_KEY.test(key) || (parentKey !== undefined && CARD_KEY.test(parentKey) && CARD_FIELD.test(key));
}

/** One event in code terms: its type plus a short payload summary with secrets masked as ***. */
export function formatEvent(event: AnyEventObject): string {
  const { type, ...payload } = event;
  if (!Object.keys(payload).length) return type;
  let summary = formatValue(payload, 0);
  if (summary.length > 80) summary = `${summary.slice(0, 79)}…`;
  return `${type} ${summary}`;
}

export function formatValue(value: unknown, depth: number, parentKey?: string): string {
  if (value instanceof Error) return `${value.name}(${JSON.stringify(value.message)})`;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return depth > 3 ? '[…]' : `[${value.map((v) => formatValue(v, depth + 1, parentKey)).join(', ')}]`;
  if (value && typeof value === 'object') {
    if (depth > 3) return '{…}';
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${isSensitive(k, parentKey) ? '"***"' : formatValue(v, depth + 1, k)}`)
      .join(', ')}}`;
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return 'ƒ';
  return String(value);
}

/** The message an actor failed with, short, when it has one. */
function failureMessage(error: unknown): string | undefined {
  const message =
    typeof error === 'string' ? error : error && typeof error === 'object' && 'message' in error ? (error as { message: unknown }).message : undefined;
  if (typeof message !== 'string' || !message.trim()) return undefined;
  const text = message.trim().replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/**
 * An event without a description, readably: `checkVerification done`, `capture failed: Card declined`,
 * `after 1000ms`, else its type with a masked payload summary. Never the output of a done event:
 * it is data the next state shows, not something anybody did.
 */
export function readableEvent(event: AnyEventObject): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done) return `${done[1]} done`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (failed) {
    const message = failureMessage((event as { error?: unknown }).error);
    return `${failed[1]} failed${message ? `: ${message}` : ''}`;
  }
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(event.type);
  if (doneState) return `${doneState[1]!.split('.').pop()} done`;
  if (event.type.startsWith('xstate.after.')) return eventLabel(event.type);
  return formatEvent(event);
}

/** An event as the report's code line shows it: done/error/delay events by type alone, others with their masked payload. */
export function eventCode(event: AnyEventObject): string {
  return /^xstate\.(done|error|after)\./.test(event.type) ? event.type : formatEvent(event);
}

export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}${/^\d+$/.test(after[1]!) ? 'ms' : ''}`;
  return eventType;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  const parts = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}.${formatStateValue(v)}`);
  return parts.length === 1 ? parts[0]! : `[${parts.join(' | ')}]`;
}

export function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function sameJson(a: unknown, b: unknown): boolean {
  return safeStringify(a) === safeStringify(b);
}
