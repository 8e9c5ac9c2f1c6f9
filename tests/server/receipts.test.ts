import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError, type RefundRequest, type RefundResult } from '../../server/payments/PaymentProvider.ts';
import { TestCardProvider } from '../../server/payments/TestCardProvider.ts';
import { Messages } from '../../src/schemas/messages.ts';
import type { Order } from '../../src/schemas/order.ts';
import { pdfQrCodes, readPdf } from './support/pdf.ts';
import { placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, newCustomer, newSubUser, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

// GET /v1/user/order/{movementId}/receipt: a PDF receipt once an order is paid, a refund note once
// a paid order is cancelled; the company's orders only. The expected texts are written here from
// the rules (US dollars as $1,234.56; times in UTC to the minute), not taken from the server.

/** US cents as a customer reads them: $2,044.00. */
const usd = (cents: number): string => `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Month by name (dates unambiguous): '24 Nov 2026, 14:05 UTC'.
const utcMinute = (at: Date): string => `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${at.toISOString().slice(11, 16)} UTC`;

/** Captures like the test provider; refunds fail while `refunds` is false (the provider does not answer). */
class SwitchableRefunds extends TestCardProvider {
  refunds = true;

  override async refund(request: RefundRequest): Promise<RefundResult> {
    if (!this.refunds) throw new PaymentProviderError('PayPal timed out');
    return super.refund(request);
  }
}

const receiptPath = (movementId: string): string => `/v1/user/order/${movementId}/receipt`;

describe('GET /v1/user/order/{movementId}/receipt', () => {
  let t: TestApp;
  let provider: SwitchableRefunds;
  let ana: Customer;
  let sub: Customer;
  let bob: Customer;

  beforeAll(async () => {
    t = await createServiceTestApp({ paymentProvider: (db) => (provider = new SwitchableRefunds(db)) });
    ana = await newCustomer(t, 'ana@receipts.example');
    sub = await newSubUser(t, ana, 'sub@receipts.example');
    bob = await newCustomer(t, 'bob@receipts.example');
  });
  afterAll(() => t.close());

  const download = (customer: Customer | undefined, movementId: string, headers: Record<string, string> = customer?.headers ?? {}) =>
    t.app.request(receiptPath(movementId), { headers });

  const paymentOf = (movementId: string) =>
    t.db
      .selectFrom('payments')
      .select(['provider_ref', 'card_last4', 'resolved_at', 'refund_ref', 'refunded_at', 'amount_cents'])
      .where('movement_id', '=', movementId)
      .where('status', '=', 'captured')
      .executeTakeFirstOrThrow();

  async function cancel(customer: Customer, order: Order): Promise<void> {
    const res = await send(t, customer, 'POST', `/v1/common/cancel/movement/user/${order.movementId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  it('a paid order: a PDF receipt to download, private, naming the company, the order, every price line, the total and the payment', async () => {
    const order = await placeOrder(t, ana);
    const res = await download(ana, order.movementId);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="receipt-${order.movementId}.pdf"`);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');

    const { doc, text } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getTitle()).toBe(`Receipt ${order.movementId}`);
    expect(doc.getSubject()).toContain(usd(order.quote.total));
    expect(doc.getKeywords()).toContain(order.movementId);
    const payment = await paymentOf(order.movementId);
    expect(payment.card_last4).toBe('4242');
    for (const shown of [
      'Receipt',
      'Company of ana@receipts.example',
      order.movementId,
      order.userReference,
      ...order.quote.lines.flatMap((line) => [line.label, usd(line.amount)]),
      usd(order.quote.total),
      payment.provider_ref!,
      '4242',
      utcMinute(payment.resolved_at!),
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('Refund');
    // The QR code opens the order's page in the web app.
    expect(pdfQrCodes(doc)).toEqual([`/my-orders/service/${order.movementId}`]);
  });

  it('another user of the same company gets it too, and so does a plain link carrying the token cookie', async () => {
    const order = await placeOrder(t, ana);
    expect((await download(sub, order.movementId)).status).toBe(200);
    const byCookie = await download(undefined, order.movementId, { Cookie: `token=${ana.accessToken}` });
    expect(byCookie.status).toBe(200);
    expect(byCookie.headers.get('Content-Type')).toBe('application/pdf');
  });

  it('an unpaid order: 409, a receipt comes once it is paid', async () => {
    const order = await placeOrder(t, ana, { paid: false });
    const res = await download(ana, order.movementId);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ statusCode: 409, message: Messages.receiptNotAvailable });
    expect(Messages.receiptNotAvailable).toBe('A receipt is available once the order is paid.');
  });

  it("another company's order, an unknown one and a malformed id: the same 404", async () => {
    const order = await placeOrder(t, ana);
    for (const id of [order.movementId, 'CC99999999', 'not-an-id']) {
      const res = await download(bob, id);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ statusCode: 404, message: Messages.orderNotFound });
    }
  });

  it('signed out, or with a token that is not valid: 401', async () => {
    const order = await placeOrder(t, ana);
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer nonsense' }, { Cookie: 'token=nonsense' }];
    for (const headers of attempts) {
      const res = await download(undefined, order.movementId, headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ statusCode: 401, message: Messages.sessionExpired });
    }
  });

  it('a paid order cancelled and refunded: a refund note with the refund reference, when and how much', async () => {
    const order = await placeOrder(t, ana);
    await cancel(ana, order);
    const res = await download(ana, order.movementId);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="refund-${order.movementId}.pdf"`);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const { doc, text } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getTitle()).toBe(`Refund note ${order.movementId}`);
    const payment = await paymentOf(order.movementId);
    expect(payment.refund_ref).toMatch(/^TEST-REFUND-/);
    for (const shown of ['Refund note', order.movementId, payment.provider_ref!, payment.refund_ref!, utcMinute(payment.refunded_at!), `Amount refunded: ${usd(payment.amount_cents)}`]) {
      expect(text).toContain(shown);
    }
    expect(payment.amount_cents).toBe(order.quote.total);
  });

  it('a refund not confirmed yet (refundPending): a refund note saying the refund is pending', async () => {
    const order = await placeOrder(t, ana);
    provider.refunds = false;
    try {
      await cancel(ana, order);
    } finally {
      provider.refunds = true;
    }
    expect((await send(t, ana, 'GET', `/v1/user/order/${order.movementId}`)).body.data.paymentStatus).toBe('refundPending');
    const res = await download(ana, order.movementId);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="refund-${order.movementId}.pdf"`);
    const { doc, text } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getTitle()).toBe(`Refund note ${order.movementId}`);
    expect(text).toContain(`Amount to be refunded: ${usd(order.quote.total)}`);
    expect(text).toContain('Refund reference: pending');
    expect(text).not.toContain('Amount refunded');
  });
});
