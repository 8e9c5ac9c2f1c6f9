import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../src/locales/app/en.ts';
import { messages as es } from '../../../src/locales/app/es.ts';
import type { Order } from '../../../src/schemas/order';
import type { OrderListQuery, OrderPage } from '../../../src/services/ordersApi';
import { assignedOrder, completedOrder, sampleOrder } from '../../machines/orderFixtures';
import { renderWithApp } from './harness';

// The order list and the dashboard in Spanish: the words are written here by hand (the oracle is
// what a Mexican shipper reads), dates and money as es-MX writes them.
const list = vi.fn<(query: OrderListQuery) => Promise<OrderPage>>();
vi.mock('../../../src/services/ordersApi.ts', () => ({ ordersApi: { list: (q: OrderListQuery) => list(q) } }));

const { default: MyOrdersPage } = await import('../../../src/views/pages/MyOrdersPage');
const { default: DashboardPage } = await import('../../../src/views/pages/DashboardPage');

const pageOf = (orders: Order[], total = orders.length): OrderPage => ({
  orders,
  pagination: { page: 1, limit: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) },
  counts: { Pending: total, InProgress: 3, Completed: 1204, Cancelled: 0 },
});

beforeEach(() => {
  list.mockReset();
  i18n.loadAndActivate({ locale: 'es', messages: es });
});
afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

describe('/my-orders in Spanish', () => {
  it('names the tabs, the cards’ statuses, schedules, prices and the count in Spanish', async () => {
    list.mockResolvedValue(pageOf([sampleOrder(), assignedOrder({ movementId: 'CC26000002', programming: 'Instant', schedule: null, pickups: [sampleOrder().pickups[0]!, sampleOrder().pickups[0]!] })]));
    renderWithApp(<MyOrdersPage title="Mis órdenes" params={{}} />, { path: '/my-orders' });
    const cards = await screen.findAllByTestId('order-card');
    expect(screen.getByRole('tab', { name: /^Próximas/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^En tránsito/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Completadas/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Canceladas/ })).toBeInTheDocument();
    expect(screen.getByTestId('tab-count-Completed')).toHaveTextContent('1,204');
    expect(within(cards[0]!).getByText('Buscando transportista')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Pagada')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('USD 1,540.00')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('2 abr 2026 a las 09:30')).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('booked-on')).toHaveTextContent(/^Reservada el \d{1,2} mar 2026$/);
    expect(within(cards[0]!).getByText('Ref. PO1001', { exact: false })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Transportista asignado')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Inmediata')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('+1 parada')).toBeInTheDocument();
    expect(screen.getByTestId('orders-total')).toHaveTextContent('2 órdenes');
    expect(screen.getByRole('list', { name: 'Órdenes: Próximas' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveAttribute('placeholder', 'ID de movimiento o referencia');
    expect(screen.getByText('Reservadas entre')).toBeInTheDocument();
  });

  it('an unpaid order says by when to pay, with Pay now in Spanish', async () => {
    list.mockResolvedValue(pageOf([sampleOrder({ paymentStatus: 'unpaid', payBy: '2026-04-01T15:00:00.000Z' })]));
    renderWithApp(<MyOrdersPage title="Mis órdenes" params={{}} />, { path: '/my-orders' });
    const unpaid = await screen.findByTestId('unpaid-order');
    expect(within(unpaid).getByText('Sin pagar')).toBeInTheDocument();
    expect(unpaid).toHaveTextContent(/Pague antes del 1 abr 2026, \d\d:\d\d o la orden se cancelará\. Ningún transportista la verá hasta que esté pagada\./);
    expect(within(unpaid).getByRole('link', { name: 'Pagar ahora la orden CC26000001' })).toHaveTextContent('Pagar ahora');
  });

  it('a search that matches nothing says what was searched, in Spanish, and offers to clear it', async () => {
    list.mockImplementation(async (q) => (q.search ? pageOf([]) : pageOf([sampleOrder()])));
    renderWithApp(<MyOrdersPage title="Mis órdenes" params={{}} />, { path: '/my-orders?tab=Completed&search=CC99&from=2026-11-01&to=2026-11-30' });
    const none = await screen.findByTestId('orders-no-match');
    expect(none).toHaveTextContent('No hay órdenes completadas que coincidan con “CC99”, reservadas del 1 nov 2026 al 30 nov 2026');
    await userEvent.click(within(none).getByRole('button', { name: 'Borrar búsqueda y fechas' }));
    expect(await screen.findAllByTestId('order-card')).toHaveLength(1);
  });

  it('an empty tab says what would be there', async () => {
    list.mockResolvedValue(pageOf([]));
    renderWithApp(<MyOrdersPage title="Mis órdenes" params={{}} />, { path: '/my-orders?tab=InProgress' });
    const empty = await screen.findByTestId('orders-empty');
    expect(within(empty).getByText('Nada en tránsito')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Solicitar un servicio' })).toHaveAttribute('href', '/additional-details');
  });
});

describe('/dashboard in Spanish', () => {
  it('greets in Spanish, names the counts by tab and lists the newest orders', async () => {
    list.mockImplementation(async (q) => ({ ...pageOf(q.status ? [] : [sampleOrder(), completedOrder({ movementId: 'CC26000010' })], 2), counts: { Pending: 2, InProgress: 3, Completed: 1204, Cancelled: 0 } }));
    renderWithApp(<DashboardPage title="Panel" params={{}} />, { path: '/dashboard' });
    expect(screen.getByTestId('greeting')).toHaveTextContent(/^(Buenos días|Buenas tardes|Buenas noches), Lucía$/);
    expect(await within(screen.getByTestId('count-Completed')).findByText('1,204')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-Completed')).getByText('Completadas')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-Pending')).getByText('Próximas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Órdenes por estado' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Órdenes recientes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las órdenes' })).toHaveAttribute('href', '/my-orders');
    const cards = await screen.findAllByTestId('order-card');
    expect(within(cards[1]!).getByText('Completada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Más opciones de la orden CC26000010' })).toBeInTheDocument();
  });
});
