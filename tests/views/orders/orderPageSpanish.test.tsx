import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../src/locales/app/en.ts';
import { messages as es } from '../../../src/locales/app/es.ts';
import type { Order } from '../../../src/schemas/order';
import type { OperatorLocation, OrderDocuments } from '../../../src/schemas/orderTracking';
import { ApiError } from '../../../src/services/http';
import type { OrderChange } from '../../../src/services/ordersApi';
import { aDocument, assignedOrder, completedOrder, documentsOf, locationOf, sampleOrder } from '../../machines/orderFixtures';
import { renderWithApp } from './harness';

// The order page in Spanish, its words written here by hand: the timeline, payment, carrier,
// documents, rating and cancelling, with dates and money as es-MX writes them.
const api = {
  order: vi.fn<(id: string) => Promise<Order>>(),
  cancel: vi.fn<(id: string) => Promise<OrderChange>>(),
  documents: vi.fn<(id: string) => Promise<OrderDocuments>>(),
  operatorLocation: vi.fn<(id: string) => Promise<OperatorLocation>>(),
};
vi.mock('../../../src/services/ordersApi.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../src/services/ordersApi.ts')>()), ordersApi: api }));
vi.mock('../../../src/services/trackingApi.ts', () => ({ trackingApi: { links: async () => [] } }));
vi.mock('../../../src/services/crossingApi.ts', async () => {
  const { northbound } = await import('../../machines/crossingFixtures');
  return { crossingApi: { checklist: async (id: string) => ({ ...northbound(), movementId: id }) } };
});

const { default: OrderPage } = await import('../../../src/views/pages/OrderPage');

const renderPage = (order: Order, documents = documentsOf(order)) => {
  api.order.mockResolvedValue(order);
  api.documents.mockResolvedValue(documents);
  api.operatorLocation.mockResolvedValue(locationOf(order));
  return renderWithApp(<OrderPage title="Orden" params={{ id: order.movementId }} />, { path: `/my-orders/service/${order.movementId}` });
};

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  i18n.loadAndActivate({ locale: 'es', messages: es });
});
afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

describe('the order page in Spanish', () => {
  it('a new order: title, timeline, route, service, price and what is not there yet', async () => {
    renderPage(sampleOrder());
    expect(await screen.findByTestId('order-title')).toHaveTextContent('Orden CC26000001');
    expect(screen.getByRole('link', { name: 'Mis órdenes' })).toHaveAttribute('href', '/my-orders');
    expect(screen.getByRole('region', { name: 'Pago' })).toBeInTheDocument();
    const timeline = screen.getByTestId('order-timeline');
    expect(within(timeline).getByText('Buscando transportista')).toBeInTheDocument();
    expect(within(timeline).getByText('Transportista asignado')).toBeInTheDocument();
    expect(within(timeline).getByText('En tránsito')).toBeInTheDocument();
    expect(within(timeline).getByText('Completada')).toBeInTheDocument();
    expect(within(timeline).getAllByText('Aún no')).toHaveLength(3);
    expect(within(timeline).getByText(/^\d{1,2} mar 2026, \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByTestId('order-schedule')).toHaveTextContent('2 abr 2026 a las 09:30');
    expect(screen.getByText('859 km')).toBeInTheDocument();
    expect(screen.getByText('Recolección')).toBeInTheDocument();
    expect(screen.getByText('Entrega')).toBeInTheDocument();
    expect(screen.getByText(/Monterrey, Nuevo León, México$/)).toBeInTheDocument();
    expect(screen.getByText(/Dallas, Texas, Estados Unidos$/)).toBeInTheDocument();
    expect(screen.getByText('Tipo de servicio')).toBeInTheDocument();
    expect(screen.getByText('Remolque')).toBeInTheDocument();
    // The catalog's titles the order keeps in English, in Spanish.
    expect(screen.getByText('Caja seca de 53 pies')).toBeInTheDocument();
    expect(screen.getAllByText('Cinchos × 4')).toHaveLength(2);
    expect(screen.getByText('Puente Solidaridad Colombia')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('USD 1,540.00');
    expect(screen.getByTestId('carrier-unassigned')).toHaveTextContent('Estamos buscando un transportista.');
    expect(await screen.findByTestId('check-proof')).toHaveTextContent('Fotos de prueba de entrega — las toma el operador en la entrega');
    expect(screen.getByText('Podrá subir documentos cuando se asigne un transportista.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar recibo' })).toBeInTheDocument();
  });

  it('an unpaid order: by when to pay, and Pay now', async () => {
    renderPage(sampleOrder({ paymentStatus: 'unpaid', payBy: '2026-04-03T10:00:00.000Z' }));
    const payment = await screen.findByTestId('payment-section');
    expect(within(payment).getByTestId('payment-badge')).toHaveTextContent('Sin pagar');
    expect(payment).toHaveTextContent(/Pague antes del 3 abr 2026, \d\d:\d\d o la orden se cancelará/);
    expect(within(payment).getByRole('button', { name: 'Pagar ahora' })).toBeInTheDocument();
  });

  it('a cancelled paid order: refund pending with its amount, the day it was cancelled', async () => {
    renderPage(sampleOrder({ status: 'Cancelled', paymentStatus: 'refundPending', statusHistory: [{ status: 'NewAssignments', at: '2026-04-01T10:00:00.000Z' }, { status: 'Cancelled', at: '2026-04-02T10:00:00.000Z' }] }));
    const payment = await screen.findByTestId('payment-section');
    expect(within(payment).getByTestId('payment-badge')).toHaveTextContent('Reembolso pendiente');
    expect(payment).toHaveTextContent('Los USD 1,540.00 que pagó se están reembolsando a su tarjeta.');
    expect(payment).toHaveTextContent(/Cancelada el 2 abr 2026, \d\d:\d\d/);
    expect(screen.getByRole('link', { name: 'Descargar nota de reembolso' })).toBeInTheDocument();
    expect(screen.getByTestId('carrier-cancelled')).toHaveTextContent(/^Esta orden se canceló el 2 abr 2026, \d\d:\d\d, así que ningún transportista la tomará\.$/);
  });

  it('an assigned order: carrier, operator location and documents in Spanish', async () => {
    renderPage(assignedOrder(), documentsOf(assignedOrder(), [aDocument]));
    const carrier = await screen.findByTestId('carrier');
    expect(within(carrier).getByText('Placas del camión')).toBeInTheDocument();
    expect(within(carrier).getByText('Teléfono del operador')).toBeInTheDocument();
    expect(await within(carrier).findByRole('link', { name: /Abrir en el mapa/ })).toBeInTheDocument();
    expect(within(carrier).getByText(/reportada el \d{1,2} \w{3} 2026, \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(carrier).getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Subir documento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir código QR' })).toBeInTheDocument();
    expect(screen.getByText('PDF, PNG, JPEG o WebP, menos de 2 MB.')).toBeInTheDocument();
    const documents = await screen.findByRole('list', { name: 'Documentos' });
    expect(within(documents).getByText(/^(Subido por usted|Del transportista) · /)).toBeInTheDocument();
    expect(screen.getByTestId('check-user-upload')).toHaveTextContent('Sus documentos — recibidos por el transportista');
    // Northbound: the entry number is a paper of the crossing, in Spanish like the rest.
    const crossing = await screen.findByRole('region', { name: 'Documentos para el cruce' });
    expect(await within(crossing).findByTestId('crossing-readiness')).toHaveTextContent('0 de 2 listos');
    expect(within(crossing).getByTestId('crossing-next')).toHaveTextContent('Siguiente: suba la factura comercial');
    expect(within(crossing).getByTestId('crossing-usEntry')).toHaveTextContent('Número de entrada aduanal de Estados Unidos');
    expect(within(crossing).getByTestId('crossing-packingList')).toHaveTextContent('Opcional para esta carga');
  });

  it('cancel asks in Spanish; a refusal from the server shows in Spanish', async () => {
    renderPage(sampleOrder());
    api.cancel.mockRejectedValue(new ApiError(500, 'Something is wrong please try again'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar orden' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar esta orden?' });
    expect(dialog).toHaveTextContent('La orden CC26000001 se cancelará y ningún transportista la recolectará. Esta acción no se puede deshacer.');
    expect(within(dialog).getByRole('button', { name: 'Conservar orden' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar orden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Algo salió mal, intente de nuevo');
  });

  it('a completed order: rating in Spanish, stars by count, Book again', async () => {
    renderPage(completedOrder());
    const form = await screen.findByTestId('rating-form');
    expect(screen.getByRole('region', { name: 'Califique este servicio' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '1 estrella' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '4 estrellas' })).toBeInTheDocument();
    expect(within(form).getByPlaceholderText('Qué salió bien y qué podría mejorar')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Enviar calificación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reservar de nuevo' })).toHaveAttribute('href', '/additional-details?bookAgain=CC26000001');
    await waitFor(() => expect(screen.getByTestId('check-proof')).toHaveTextContent('listas para ver'));
  });

  it('a rated order and a late one, in Spanish', async () => {
    const view = renderPage(completedOrder({ rating: { rating: 4, review: 'Buen cruce', ratedAt: '2026-04-03T10:00:00.000Z' } }));
    const summary = await screen.findByTestId('rating-summary');
    expect(within(summary).getByRole('img', { name: 'Calificado con 4 de 5' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('Calificado el 3 abr 2026. Gracias por sus comentarios.');
    view.unmount();
    renderPage(sampleOrder({ delays: ['pickupLate'] }));
    expect(await screen.findByTestId('delay-warning')).toHaveTextContent('Recolección retrasada: aún sin transportista asignado');
  });
});
