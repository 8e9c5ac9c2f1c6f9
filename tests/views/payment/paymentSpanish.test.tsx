import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { paymentMachine } from '../../../src/machines/paymentMachine';
import { messages as en } from '../../../src/locales/app/en.ts';
import { messages as es } from '../../../src/locales/app/es.ts';
import type { Capture, CaptureBody, Card, CardToken, PaymentSetup } from '../../../src/schemas/payment';
import { ApiError } from '../../../src/services/http';
import { PaymentPanel } from '../../../src/views/payment/PaymentPanel';

// The payment form in Spanish, words written here by hand: the card fields, the amount as es-MX
// writes it, a declined card and an unconfirmed payment as the customer reads them. The provider
// and the API are fakes of the machine's actors.
const capture = vi.fn<(body: CaptureBody) => Promise<Capture>>();
const tokenize = vi.fn<(card: Card) => Promise<CardToken>>();

function mount(setup: PaymentSetup = { provider: 'test-card', tokenUrl: '/payment-sandbox/tokens' }) {
  const machine = paymentMachine.provide({
    actors: {
      preparePayment: fromPromise<PaymentSetup, { movementId: string }>(async () => setup),
      tokenizeCard: fromPromise<CardToken, { tokenUrl: string; card: Card }>(({ input }) => tokenize(input.card)),
      capture: fromPromise<Capture, CaptureBody>(({ input }) => capture(input)),
    },
  });
  const payment = createActor(machine, { input: { movementId: 'CC26000001', idempotencyKey: 'k1' } }).start();
  render(
    <MantineProvider env="test">
      <PaymentPanel payment={payment} amount={154_000} />
    </MantineProvider>,
  );
  return payment;
}

async function payWithCard() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Nombre en la tarjeta' }), 'Lucía Garza');
  await userEvent.type(screen.getByRole('textbox', { name: 'Número de tarjeta' }), '4242 4242 4242 4242');
  await userEvent.type(screen.getByRole('textbox', { name: 'Vencimiento (MM/AA)' }), '12/30');
  await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
  await userEvent.click(screen.getByRole('button', { name: /^Pagar USD\s1,540\.00$/ }));
}

beforeEach(() => {
  capture.mockReset();
  tokenize.mockReset().mockResolvedValue({ token: 'tok_1', last4: '4242', expiresAt: '2030-01-01T00:00:00.000Z' });
  i18n.loadAndActivate({ locale: 'es', messages: es });
});
afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

describe('paying an order in Spanish', () => {
  it('the card form and its note speak Spanish; the amount is es-MX money', async () => {
    mount();
    expect(await screen.findByRole('textbox', { name: 'Nombre en la tarjeta' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vencimiento (MM/AA)' })).toHaveAttribute('placeholder', 'MM/AA');
    expect(screen.getByText('Su tarjeta va directo al proveedor de pagos; Cargo Connects nunca recibe ni guarda números de tarjeta ni códigos de seguridad.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pagar USD\s1,540\.00$/ })).toBeInTheDocument();
  });

  it('a declined card says so in Spanish and the form stays for another card', async () => {
    capture.mockRejectedValueOnce(new ApiError(402, 'Your card was declined. Please use another card.'));
    mount();
    await payWithCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Su tarjeta fue rechazada. Use otra tarjeta.');
    expect(screen.getByRole('button', { name: /^Pagar USD\s1,540\.00$/ })).toBeInTheDocument();
  });

  it('no answer: the payment is not confirmed, and trying again is safe, in Spanish', async () => {
    capture.mockRejectedValueOnce(new ApiError(0, 'Something is wrong please try again')).mockResolvedValue({ movementId: 'CC26000001', captureId: 'cap_1' } as Capture);
    const payment = mount();
    await payWithCard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No pudimos confirmar su pago')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Algo salió mal, intente de nuevo Puede intentarlo de nuevo con seguridad: nunca se le cobra dos veces.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    await vi.waitFor(() => expect(payment.getSnapshot().status).toBe('done'));
    // The same attempt again: the same key, so never a second charge.
    expect(capture.mock.calls.map(([body]) => body.idempotencyKey)).toEqual(['k1', 'k1']);
  });

  it('an order that cannot be paid says why, in Spanish', async () => {
    capture.mockRejectedValueOnce(new ApiError(409, 'This order is already paid.'));
    mount();
    await payWithCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Esta orden no se puede pagar/);
  });
});
