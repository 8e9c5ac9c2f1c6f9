import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/services/http';
import type { OrderListQuery, OrderPage } from '../../../src/services/ordersApi';
import { completedOrder, sampleOrder } from '../../machines/orderFixtures';
import { FRAME_LEADS } from '../../../src/views/frameLeads';
import { profile, renderWithApp } from './harness';

const list = vi.fn<(query: OrderListQuery) => Promise<OrderPage>>();
vi.mock('../../../src/services/ordersApi.ts', () => ({ ordersApi: { list: (q: OrderListQuery) => list(q) } }));

const { default: DashboardPage } = await import('../../../src/views/pages/DashboardPage');

const totals: Record<string, number> = { Pending: 3, InProgress: 1, Completed: 7, Cancelled: 0 };
const answer = async (q: OrderListQuery): Promise<OrderPage> => {
  const total = q.status ? totals[q.status]! : 11;
  const orders = q.status ? [] : [sampleOrder({ movementId: 'CC26000011' }), completedOrder({ movementId: 'CC26000010' })];
  return { orders, pagination: { page: 1, limit: q.limit ?? 10, total, totalPages: total }, counts: { Pending: 3, InProgress: 1, Completed: 7, Cancelled: 0 } };
};

beforeEach(() => {
  list.mockReset();
});

describe('DashboardPage (/dashboard)', () => {
  it('greets the contact, counts orders per tab with links to them, lists the newest and offers a service request', async () => {
    list.mockImplementation(answer);
    renderWithApp(<DashboardPage title="Dashboard" params={{}} />, { path: '/dashboard' });
    expect(screen.getByTestId('greeting')).toHaveTextContent(/^Good (morning|afternoon|evening), Lucía$/);
    expect(await within(screen.getByTestId('count-Completed')).findByText('7')).toBeInTheDocument();
    expect(screen.getByTestId('count-Completed')).toHaveAttribute('href', '/my-orders?tab=Completed');
    expect(screen.getByTestId('count-Pending')).toHaveAttribute('href', '/my-orders');
    expect(within(screen.getByTestId('count-Cancelled')).getByText('0')).toBeInTheDocument();
    const cards = screen.getAllByTestId('order-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/my-orders/service/CC26000011', '/my-orders/service/CC26000010']);
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 5 });
    expect(screen.getByRole('link', { name: 'Request a service' })).toHaveAttribute('href', '/additional-details');
  });

  it("its frame's lead, drawn before the page loads, is the banner's line for a Viewer", async () => {
    list.mockImplementation(answer);
    renderWithApp(<DashboardPage title="Dashboard" params={{}} />, { path: '/dashboard', as: { ...profile, role: 'sub', accessLevel: 'viewer' } });
    expect(await screen.findByText(FRAME_LEADS['/dashboard']!)).toBeInTheDocument();
  });

  it('a company with no orders yet gets an empty state with the call to request one', async () => {
    list.mockResolvedValue({ orders: [], pagination: { page: 1, limit: 5, total: 0, totalPages: 0 }, counts: { Pending: 0, InProgress: 0, Completed: 0, Cancelled: 0 } });
    renderWithApp(<DashboardPage title="Dashboard" params={{}} />, { path: '/dashboard' });
    const empty = await screen.findByTestId('dashboard-empty');
    expect(within(empty).getByRole('link', { name: 'Request a service' })).toHaveAttribute('href', '/additional-details');
  });

  it('[err.rethrow] a failed load shows the message and retries', async () => {
    list.mockRejectedValueOnce(new ApiError(0, 'Something is wrong please try again')).mockImplementation(answer);
    renderWithApp(<DashboardPage title="Dashboard" params={{}} />, { path: '/dashboard' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something is wrong please try again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('order-card')).toHaveLength(2);
  });
});
