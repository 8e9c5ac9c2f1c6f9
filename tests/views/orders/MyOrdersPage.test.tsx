import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/schemas/order';
import { ApiError } from '../../../src/services/http';
import type { OrderListQuery, OrderPage } from '../../../src/services/ordersApi';
import { assignedOrder, sampleOrder } from '../../machines/orderFixtures';
import { FRAME_LEADS } from '../../../src/views/frameLeads';
import { renderWithApp } from './harness';

// The page's machine calls the API: a fake of that one service module stands in for the server.
const list = vi.fn<(query: OrderListQuery) => Promise<OrderPage>>();
vi.mock('../../../src/services/ordersApi.ts', () => ({ ordersApi: { list: (q: OrderListQuery) => list(q) } }));

const { default: MyOrdersPage } = await import('../../../src/views/pages/MyOrdersPage');

const pageOf = (orders: Order[], total = orders.length, page = 1): OrderPage => ({
  orders,
  pagination: { page, limit: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) },
  counts: { Pending: total, InProgress: 0, Completed: 0, Cancelled: 0 },
});
const renderPage = (path = '/my-orders') => renderWithApp(<MyOrdersPage title="My orders" params={{}} />, { path });

beforeEach(() => {
  list.mockReset();
});

describe('MyOrdersPage (/my-orders)', () => {
  it('[orders.paginated] shows skeletons, then cards that link to their order with status, route, schedule and price', async () => {
    let release!: () => void;
    list.mockImplementation(async () => {
      await new Promise<void>((r) => (release = r));
      return pageOf([sampleOrder(), assignedOrder({ movementId: 'CC26000002', programming: 'Instant', schedule: null })]);
    });
    renderPage();
    expect(screen.getAllByTestId('order-card-skeleton')).toHaveLength(4);
    await act(async () => release());

    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/my-orders/service/CC26000001');
    expect(within(cards[0]!).getByText('Looking for a carrier')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Monterrey')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Dallas')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('$1,540.00')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('2 Apr 2026 at 09:30')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Carrier assigned')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Instant')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ status: 'Pending', page: 1, limit: 10, search: '', from: '', to: '' });
    // One page: no pagination.
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('[call.orders-query] a tab change loads page 1 of that tab and writes it to the URL; pages change too', async () => {
    list.mockImplementation(async (q) =>
      q.status === 'Completed' ? pageOf([sampleOrder({ status: 'Completed', movementId: `CC2600001${q.page}` })], 12, q.page) : pageOf([sampleOrder()]),
    );
    renderPage();
    await screen.findAllByTestId('order-card');
    await userEvent.click(screen.getByRole('tab', { name: /^Completed/ }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'Completed', page: 1, limit: 10, search: '', from: '', to: '' }));
    expect(window.location.search).toBe('?tab=Completed');
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'Completed', page: 2, limit: 10, search: '', from: '', to: '' }));
    expect(window.location.search).toBe('?tab=Completed&page=2');
    expect(await screen.findByText('12 orders')).toBeInTheDocument();
  });

  it('says under its heading the lead its frame draws before the page loads', async () => {
    list.mockResolvedValue(pageOf([]));
    renderPage();
    expect(await screen.findByText(FRAME_LEADS['/my-orders']!)).toBeInTheDocument();
  });

  it('opens on the tab and page the URL holds (reload, shared link)', async () => {
    list.mockResolvedValue(pageOf([sampleOrder({ status: 'Cancelled' })], 15, 2));
    renderPage('/my-orders?tab=Cancelled&page=2');
    await screen.findAllByTestId('order-card');
    expect(list).toHaveBeenCalledWith({ status: 'Cancelled', page: 2, limit: 10, search: '', from: '', to: '' });
    expect(screen.getByRole('tab', { name: /^Cancelled/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('an empty tab says so and offers to request a service', async () => {
    list.mockResolvedValue(pageOf([]));
    renderPage('/my-orders?tab=InProgress');
    const empty = await screen.findByTestId('orders-empty');
    expect(within(empty).getByText('Nothing in transit')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Request a service' })).toHaveAttribute('href', '/additional-details');
  });

  it('[err.rethrow] a failed load shows the message and retries', async () => {
    list.mockRejectedValueOnce(new ApiError(0, 'Something is wrong please try again')).mockResolvedValue(pageOf([sampleOrder()]));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something is wrong please try again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('order-card')).toHaveLength(1);
  });

  it('tabs carry the badges\u2019 words (one vocabulary, issue 18.4)', async () => {
    list.mockResolvedValue(pageOf([]));
    renderPage();
    expect(screen.getAllByRole('tab').map((t) => t.querySelector('.mantine-Tabs-tabLabel')?.textContent)).toEqual(['Upcoming', 'In transit', 'Completed', 'Cancelled']);
  });

  it('each tab shows its count from the server (issue 18.7)', async () => {
    list.mockResolvedValue({ ...pageOf([sampleOrder()]), counts: { Pending: 1, InProgress: 4, Completed: 12, Cancelled: 0 } });
    renderPage();
    expect(await screen.findByTestId('tab-count-Completed')).toHaveTextContent('12');
    expect(screen.getByRole('tab', { name: /^In transit/ })).toHaveTextContent('In transit4');
    expect(screen.getByTestId('tab-count-Cancelled')).toHaveTextContent('0');
  });

  it('a search or dates that match nothing say what was searched and offer Clear, which lists every order again', async () => {
    list.mockImplementation(async (q) => (q.search || q.from ? pageOf([]) : pageOf([sampleOrder()])));
    renderPage('/my-orders?search=CC99&from=2026-11-01&to=2026-11-30');
    const none = await screen.findByTestId('orders-no-match');
    expect(none).toHaveTextContent('No upcoming orders matching “CC99”, booked from 1 Nov 2026 to 30 Nov 2026');
    expect(screen.getByTestId('orders-search')).toHaveValue('CC99');
    await userEvent.click(within(none).getByRole('button', { name: 'Clear search and dates' }));
    expect(await screen.findAllByTestId('order-card')).toHaveLength(1);
    expect(list).toHaveBeenLastCalledWith({ status: 'Pending', page: 1, limit: 10, search: '', from: '', to: '' });
    expect(screen.getByTestId('orders-search')).toHaveValue('');
  });

  it('each card shows its booking date with the month by name', async () => {
    list.mockResolvedValue(pageOf([sampleOrder({ createdAt: '2026-11-24T15:00:00.000Z' })]));
    renderPage();
    const [card] = await screen.findAllByTestId('order-card');
    expect(within(card!).getByTestId('booked-on')).toHaveTextContent('Booked 24 Nov 2026');
  });
});
