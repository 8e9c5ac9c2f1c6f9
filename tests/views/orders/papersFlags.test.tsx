import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../src/locales/app/en.ts';
import { messages as es } from '../../../src/locales/app/es.ts';
import type { NotReadyOrder } from '../../../src/machines/crossingFlags';
import type { Order } from '../../../src/schemas/order';
import { ApiError } from '../../../src/services/http';
import type { OrderListQuery, OrderPage } from '../../../src/services/ordersApi';
import { sampleOrder } from '../../machines/orderFixtures';
import { renderWithApp } from './harness';

// Issue 36 part 3: the order list's and the dashboard's flags of orders whose crossing papers are
// not ready. The words are written here from the issue (English) and by hand (Spanish).
const list = vi.fn<(query: OrderListQuery) => Promise<OrderPage>>();
const notReady = vi.fn<() => Promise<readonly NotReadyOrder[]>>();
vi.mock('../../../src/services/ordersApi.ts', () => ({ ordersApi: { list: (q: OrderListQuery) => list(q) } }));
vi.mock('../../../src/services/crossingNotReadyApi.ts', () => ({ crossingNotReadyApi: { notReady: () => notReady() } }));

const { default: MyOrdersPage } = await import('../../../src/views/pages/MyOrdersPage');
const { default: DashboardPage } = await import('../../../src/views/pages/DashboardPage');

const pageOf = (orders: Order[]): OrderPage => ({
  orders,
  pagination: { page: 1, limit: 10, total: orders.length, totalPages: 1 },
  counts: { Pending: orders.length, InProgress: 0, Completed: 0, Cancelled: 0 },
});
const FLAGS: NotReadyOrder[] = [
  { movementId: 'CC26000002', scheduledPickup: null, readiness: { ready: 0, of: 3, complete: false }, next: { kind: 'commercialInvoice', action: 'provide' } },
  { movementId: 'CC26000001', scheduledPickup: '2026-12-01T08:00', readiness: { ready: 2, of: 4, complete: false }, next: { kind: 'packingList', action: 'provideAgain' } },
  { movementId: 'CC26000005', scheduledPickup: '2026-12-03T10:30', readiness: { ready: 1, of: 3, complete: false }, next: { kind: 'cartaPorte', action: 'wait' } },
  { movementId: 'CC26000009', scheduledPickup: '2026-12-09T07:00', readiness: { ready: 1, of: 3, complete: false }, next: { kind: 'usEntry', action: 'provide' } },
];

beforeEach(() => {
  list.mockReset();
  notReady.mockReset();
});

describe('the order list flags orders whose crossing papers are not ready', () => {
  it('a flagged card says how many papers are ready and what to do next, linking to the order’s papers; others have no flag', async () => {
    list.mockResolvedValue(pageOf([sampleOrder({ movementId: 'CC26000001' }), sampleOrder({ movementId: 'CC26000003' })]));
    notReady.mockResolvedValue(FLAGS);
    renderWithApp(<MyOrdersPage title="My orders" params={{}} />, { path: '/my-orders' });
    const flag = await screen.findByTestId('crossing-flag');
    expect(screen.getAllByTestId('crossing-flag')).toHaveLength(1);
    expect(flag).toHaveAttribute('href', '/my-orders/service/CC26000001#crossing');
    expect(flag).toHaveTextContent('Crossing papers: 2 of 4 ready');
    expect(flag).toHaveTextContent('Next: upload the packing list again (rejected)');
    // The flag belongs to its card: the same list item.
    const item = flag.closest('li')!;
    expect(within(item).getByTestId('order-card')).toHaveAttribute('href', '/my-orders/service/CC26000001');
    expect(within(item).getByRole('link', { name: /^Crossing papers: 2 of 4 ready/ })).toBe(flag);
  });

  it('a failed flags call shows the list without flags', async () => {
    list.mockResolvedValue(pageOf([sampleOrder({ movementId: 'CC26000001' })]));
    notReady.mockRejectedValue(new ApiError(500, 'Something is wrong please try again'));
    renderWithApp(<MyOrdersPage title="My orders" params={{}} />, { path: '/my-orders' });
    expect(await screen.findAllByTestId('order-card')).toHaveLength(1);
    expect(screen.queryByTestId('crossing-flag')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the dashboard lists the orders that need crossing papers', () => {
  it('says how many, lists the soonest three with pickup, readiness and next step, each linking to its papers', async () => {
    list.mockResolvedValue(pageOf([sampleOrder()]));
    notReady.mockResolvedValue(FLAGS);
    renderWithApp(<DashboardPage title="Dashboard" params={{}} />, { path: '/dashboard' });
    const panel = await screen.findByTestId('papers-needed');
    expect(panel).toHaveTextContent('4 orders need crossing papers');
    const rows = within(panel).getAllByTestId('papers-needed-order');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/my-orders/service/CC26000002#crossing', '/my-orders/service/CC26000001#crossing', '/my-orders/service/CC26000005#crossing']);
    expect(rows[0]).toHaveTextContent('CC26000002');
    expect(rows[0]).toHaveTextContent('Pickup: Instant');
    expect(rows[0]).toHaveTextContent('0 of 3 ready');
    expect(rows[0]).toHaveTextContent('Next: upload the commercial invoice');
    expect(rows[1]).toHaveTextContent('Pickup: 1 Dec 2026 at 08:00');
    expect(rows[1]).toHaveTextContent('Next: upload the packing list again (rejected)');
    expect(rows[2]).toHaveTextContent('Waiting for our review of the Carta Porte');
    expect(within(panel).getByRole('link', { name: '1 more order on My orders' })).toHaveAttribute('href', '/my-orders');
  });

  it('shows nothing when every crossing is ready, or when that call fails', async () => {
    list.mockResolvedValue(pageOf([sampleOrder()]));
    notReady.mockResolvedValueOnce([]).mockRejectedValueOnce(new ApiError(500, 'Something is wrong please try again'));
    const first = renderWithApp(<DashboardPage title="Dashboard" params={{}} />, { path: '/dashboard' });
    await screen.findAllByTestId('order-card');
    expect(screen.queryByTestId('papers-needed')).not.toBeInTheDocument();
    first.unmount();
    renderWithApp(<DashboardPage title="Dashboard" params={{}} />, { path: '/dashboard' });
    await screen.findAllByTestId('order-card');
    expect(notReady).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('papers-needed')).not.toBeInTheDocument();
  });
});

describe('the flags in Spanish', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'es', messages: es }));
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

  it('the card’s flag and the dashboard’s list', async () => {
    list.mockResolvedValue(pageOf([sampleOrder({ movementId: 'CC26000001' })]));
    notReady.mockResolvedValue(FLAGS.slice(0, 3));
    const page = renderWithApp(<MyOrdersPage title="Mis órdenes" params={{}} />, { path: '/my-orders' });
    const flag = await screen.findByTestId('crossing-flag');
    expect(flag).toHaveTextContent('Documentos de cruce: 2 de 4 listos');
    expect(flag).toHaveTextContent('Siguiente: suba de nuevo la lista de empaque (rechazada)');
    page.unmount();
    renderWithApp(<DashboardPage title="Panel" params={{}} />, { path: '/dashboard' });
    const panel = await screen.findByTestId('papers-needed');
    expect(panel).toHaveTextContent('3 órdenes necesitan documentos de cruce');
    const rows = within(panel).getAllByTestId('papers-needed-order');
    expect(rows[0]).toHaveTextContent('Recolección: Inmediata');
    expect(rows[0]).toHaveTextContent('0 de 3 listos');
    expect(rows[0]).toHaveTextContent('Siguiente: suba la factura comercial');
    expect(rows[1]).toHaveTextContent('Recolección: 1 dic 2026 a las 08:00');
    expect(rows[2]).toHaveTextContent('En espera de nuestra revisión de la Carta Porte');
  });
});
