import { PaymentProviderError, type ChargeRequest, type ChargeResult, type PaymentProvider, type RefundRequest, type RefundResult } from './PaymentProvider.ts';
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
  readonly purchase_units?: ReadonlyArray<{ readonly payments?: { readonly captures?: readonly PayPalCapture[] } }>;
}

/** Cents to PayPal's decimal string: 204400 → '2044.00'. */
export const paypalAmount = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** 'MM/YY' to PayPal's 'YYYY-MM'. */
export const paypalExpiry = (expiry: string): string => `20${expiry.slice(3, 5)}-${expiry.slice(0, 2)}`;

/**
 * Card payments through PayPal's REST API (Advanced Card Processing): an OAuth2 client-credentials
 * token (cached until a minute before it expires), then ONE Orders v2 create call with
 * `intent: CAPTURE` and `payment_source.card`, which authorises and captures at once.
 * `PayPal-Request-Id` carries our idempotency key, so a repeat of the same attempt returns PayPal's
 * first answer instead of charging again.
 *
 * Outcomes: order COMPLETED with its capture COMPLETED → captured (providerRef: the capture id);
 * a capture DECLINED or FAILED, PAYER_ACTION_REQUIRED (3-D Secure, which this flow cannot do), or
 * a 400/422 refusal (INSTRUMENT_DECLINED, CARD_EXPIRED, TRANSACTION_REFUSED, …) → declined;
 * anything else (network error, time-out, 5xx, a PENDING capture) → PaymentProviderError: the
 * outcome is unknown and the same key may be retried.
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

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    let response = await this.#createOrder(await this.#tokens.get(), request);
    if (response.status === 401) {
      // Revoked or expired early: one fresh token; the same PayPal-Request-Id keeps it one charge.
      this.#tokens.clear();
      response = await this.#createOrder(await this.#tokens.get(), request);
    }
    const body = await readJson(response);
    if (response.status === 200 || response.status === 201) return outcomeOf(body as PayPalOrder);
    if (response.status === 400 || response.status === 422) {
      const error = body as PayPalError;
      const issue = error.details?.find((d) => d.issue)?.issue ?? error.name ?? `HTTP ${response.status}`;
      return { status: 'declined', reason: issue };
    }
    throw new PaymentProviderError(`PayPal answered ${response.status} to the order create call`);
  }

  /**
   * Payments v2 capture refund (full amount when no body is sent). PayPal-Request-Id makes a repeat
   * answer the first refund; a capture PayPal already refunded in full counts as refunded.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const send = async (token: string) =>
      this.#send(`${this.#config.apiBase}/v2/payments/captures/${encodeURIComponent(request.captureRef)}/refund`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'PayPal-Request-Id': request.idempotencyKey,
          Prefer: 'return=representation',
        },
        body: '{}',
      });
    let response = await send(await this.#tokens.get());
    if (response.status === 401) {
      this.#tokens.clear();
      response = await send(await this.#tokens.get());
    }
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

  #createOrder(token: string, request: ChargeRequest): Promise<Response> {
    const { card } = request;
    return this.#send(`${this.#config.apiBase}/v2/checkout/orders`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'PayPal-Request-Id': request.idempotencyKey,
        Prefer: 'return=representation',
      },
      body: JSON.stringify({
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.reference,
            custom_id: request.reference,
            description: `Cargo Connects order ${request.reference}`,
            amount: { currency_code: request.currency, value: paypalAmount(request.amountCents) },
          },
        ],
        payment_source: {
          card: { name: card.name, number: card.number, expiry: paypalExpiry(card.expiry), security_code: card.cvc },
        },
      }),
    });
  }

  async #send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.#fetch(url, { ...init, signal: AbortSignal.timeout(this.#timeoutMs) });
    } catch (error) {
      // Never echo the request: it holds the card.
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
    return { status: 'captured', providerRef: capture.id };
  }
  if (capture?.status === 'DECLINED' || capture?.status === 'FAILED') {
    return { status: 'declined', reason: capture.status_details?.reason ?? capture.status };
  }
  throw new PaymentProviderError(`PayPal order ${order.id ?? '?'} is ${order.status ?? 'without a status'} (capture ${capture?.status ?? 'missing'})`);
}
