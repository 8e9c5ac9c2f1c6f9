import type { PaymentSetup } from '../../src/schemas/payment.ts';
import { PaymentProviderError, TOKEN_EXPIRED, type ChargeRequest, type ChargeResult, type PaymentProvider, type PrepareRequest, type RefundRequest, type RefundResult } from './PaymentProvider.ts';
import { AccessTokenCache, type ExpiringToken } from '../http/AccessTokenCache.ts';

export interface PayPalConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  /** e.g. https://api-m.sandbox.paypal.com (no trailing slash needed). */
  readonly apiBase: string;
}

export const PAYPAL_SANDBOX_API_BASE = 'https://api-m.sandbox.paypal.com';

export interface PayPalOptions {
  /** Defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /** Per HTTP call; default 20 s. */
  readonly timeoutMs?: number;
  /** Clock for the token's expiry (ms). */
  readonly now?: () => number;
}

interface PayPalIssue {
  readonly issue?: string;
  readonly description?: string;
}
interface PayPalError {
  readonly name?: string;
  readonly message?: string;
  readonly details?: readonly PayPalIssue[];
}
interface PayPalCapture {
  readonly id?: string;
  readonly status?: string;
  readonly status_details?: { readonly reason?: string };
}
interface PayPalOrder {
  readonly id?: string;
  readonly status?: string;
  readonly purchase_units?: ReadonlyArray<{
    readonly reference_id?: string;
    readonly amount?: { readonly currency_code?: string; readonly value?: string };
    readonly payments?: { readonly captures?: readonly PayPalCapture[] };
  }>;
  readonly payment_source?: { readonly card?: { readonly last_digits?: string } };
}

/** Cents to PayPal's decimal string: 204400 → '2044.00'. */
export const paypalAmount = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * Card payments through PayPal's REST API (Advanced Card Processing) with PayPal's own card fields:
 * the card is typed into PayPal's fields in the browser and never reaches our API.
 *
 * - prepare: an Orders v2 create call (`intent: CAPTURE`, our order's own total, reference_id = the
 *   movement id); the browser's card fields confirm the card on that PayPal order.
 * - charge: reads the PayPal order back and checks it is ours for this movement at this amount (the
 *   browser could name any order id), then captures it. `PayPal-Request-Id` carries our idempotency
 *   key, so a repeat of the same attempt returns PayPal's first answer instead of charging again.
 * An OAuth2 client-credentials token is cached until a minute before it expires.
 *
 * Outcomes: capture COMPLETED → captured (providerRef: the capture id); a capture DECLINED or
 * FAILED, or a 400/422 refusal (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, …) → declined; an order
 * unknown, not ours or for another amount → declined as an expired token (the customer starts again);
 * anything else (network error, time-out, 5xx, a PENDING capture) → PaymentProviderError: the outcome
 * is unknown and the same key may be retried.
 */
export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal';
  readonly #config: PayPalConfig;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #now: () => number;
  readonly #tokens: AccessTokenCache;

  constructor(config: PayPalConfig, options: PayPalOptions = {}) {
    this.#config = { ...config, apiBase: config.apiBase.replace(/\/+$/, '') };
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#timeoutMs = options.timeoutMs ?? 20_000;
    this.#now = options.now ?? Date.now;
    this.#tokens = new AccessTokenCache(() => this.#fetchToken(), this.#now);
  }

  async prepare(request: PrepareRequest): Promise<PaymentSetup> {
    const response = await this.#call('POST', '/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: request.reference,
          custom_id: request.reference,
          description: `Cargo Connects order ${request.reference}`,
          amount: { currency_code: request.currency, value: paypalAmount(request.amountCents) },
        },
      ],
    });
    const body = (await readJson(response)) as PayPalOrder;
    if ((response.status !== 200 && response.status !== 201) || typeof body.id !== 'string') {
      throw new PaymentProviderError(`PayPal answered ${response.status} to the order create call`);
    }
    return { provider: 'paypal', clientId: this.#config.clientId, orderId: body.id };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const orderPath = `/v2/checkout/orders/${encodeURIComponent(request.paymentToken)}`;
    const found = await this.#call('GET', orderPath);
    // Unknown, malformed, or another merchant's order (403): not ours to capture.
    if ([400, 403, 404, 422].includes(found.status)) return { status: 'declined', reason: TOKEN_EXPIRED };
    if (found.status !== 200) throw new PaymentProviderError(`PayPal answered ${found.status} to the order read`);
    const order = (await readJson(found)) as PayPalOrder;
    const unit = order.purchase_units?.[0];
    if (unit?.reference_id !== request.reference || unit.amount?.currency_code !== request.currency || unit.amount.value !== paypalAmount(request.amountCents)) {
      return { status: 'declined', reason: TOKEN_EXPIRED };
    }
    // Captured already (a repeat whose first answer was lost): PayPal's answer stands.
    if (order.status === 'COMPLETED') return outcomeOf(order);

    const response = await this.#call('POST', `${orderPath}/capture`, {}, request.idempotencyKey);
    const body = await readJson(response);
    if (response.status === 200 || response.status === 201) return outcomeOf(body as PayPalOrder);
    if (response.status === 400 || response.status === 422) {
      const error = body as PayPalError;
      const issue = error.details?.find((d) => d.issue)?.issue ?? error.name ?? `HTTP ${response.status}`;
      return { status: 'declined', reason: issue };
    }
    throw new PaymentProviderError(`PayPal answered ${response.status} to the capture call`);
  }

  /**
   * Payments v2 capture refund (full amount when no body is sent). PayPal-Request-Id makes a repeat
   * answer the first refund; a capture PayPal already refunded in full counts as refunded.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const response = await this.#call('POST', `/v2/payments/captures/${encodeURIComponent(request.captureRef)}/refund`, {}, request.idempotencyKey);
    const body = (await readJson(response)) as { id?: unknown; status?: unknown } & PayPalError;
    if ((response.status === 200 || response.status === 201) && typeof body.id === 'string' && body.status !== 'FAILED' && body.status !== 'CANCELLED') {
      return { providerRef: body.id };
    }
    if (response.status === 422 && body.details?.some((d) => d.issue === 'CAPTURE_FULLY_REFUNDED')) return { providerRef: request.captureRef };
    const issue = body.details?.find((d) => d.issue)?.issue ?? (typeof body.status === 'string' ? body.status : `HTTP ${response.status}`);
    throw new PaymentProviderError(`PayPal did not refund capture ${request.captureRef}: ${issue}`);
  }


  async #fetchToken(): Promise<ExpiringToken> {
    const basic = Buffer.from(`${this.#config.clientId}:${this.#config.clientSecret}`).toString('base64');
    const response = await this.#send(`${this.#config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const body = (await readJson(response)) as { access_token?: unknown; expires_in?: unknown };
    if (response.status !== 200 || typeof body.access_token !== 'string') {
      throw new PaymentProviderError(`PayPal authentication failed (HTTP ${response.status})`);
    }
    const lifetimeSeconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    return { value: body.access_token, expiresAt: this.#now() + Math.max(0, lifetimeSeconds - 60) * 1000 };
  }

  /** An authenticated JSON call; a 401 gets one fresh token (the same PayPal-Request-Id keeps it one charge). */
  async #call(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<Response> {
    const send = async (token: string) =>
      this.#send(`${this.#config.apiBase}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          Prefer: 'return=representation',
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(requestId !== undefined ? { 'PayPal-Request-Id': requestId } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    let response = await send(await this.#tokens.get());
    if (response.status === 401) {
      this.#tokens.clear();
      response = await send(await this.#tokens.get());
    }
    return response;
  }

  async #send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.#fetch(url, { ...init, signal: AbortSignal.timeout(this.#timeoutMs) });
    } catch (error) {
      // Never echo the request: it holds credentials.
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      throw new PaymentProviderError(`PayPal ${reason}`, { cause: error });
    }
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PaymentProviderError(`PayPal answered ${response.status} with a body that is not JSON`);
  }
}

function outcomeOf(order: PayPalOrder): ChargeResult {
  if (order.status === 'PAYER_ACTION_REQUIRED') return { status: 'declined', reason: 'PAYER_ACTION_REQUIRED' };
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (order.status === 'COMPLETED' && capture?.status === 'COMPLETED' && typeof capture.id === 'string') {
    return { status: 'captured', providerRef: capture.id, cardLast4: order.payment_source?.card?.last_digits ?? null };
  }
  if (capture?.status === 'DECLINED' || capture?.status === 'FAILED') {
    return { status: 'declined', reason: capture.status_details?.reason ?? capture.status };
  }
  throw new PaymentProviderError(`PayPal order ${order.id ?? '?'} is ${order.status ?? 'without a status'} (capture ${capture?.status ?? 'missing'})`);
}
