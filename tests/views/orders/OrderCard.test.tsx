import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrderCard } from '../../../src/views/orders/OrderCard';
import { assignedOrder, sampleOrder } from '../../machines/orderFixtures';
import { renderWithApp } from './harness';

// The order card carries the delay warning too, in the customer's words.
describe('OrderCard', () => {
  it('shows "Pickup is late" on a paid order still without a carrier past its pickup', () => {
    renderWithApp(<OrderCard order={sampleOrder({ delays: ['pickupLate'] })} />);
    expect(screen.getByTestId('delay-warning')).toHaveTextContent('Pickup is late: no carrier assigned yet');
  });

  it('shows "Running late" on an order in transit past its estimate, and nothing on an order on time', () => {
    const { unmount } = renderWithApp(<OrderCard order={assignedOrder({ status: 'InProgress', delays: ['arrivalLate'] })} />);
    expect(screen.getByTestId('delay-warning')).toHaveTextContent('Running late: past the estimated arrival');
    unmount();
    renderWithApp(<OrderCard order={assignedOrder()} />);
    expect(screen.queryByTestId('delay-warning')).not.toBeInTheDocument();
  });

  it('offers Book again from a past order\u2019s menu, opened by a click given before the menu\u2019s code came', async () => {
    renderWithApp(<OrderCard order={assignedOrder({ status: 'Completed' })} />);
    const id = assignedOrder().movementId;
    await userEvent.click(screen.getByRole('button', { name: `More for order ${id}` }));
    const item = await screen.findByRole('menuitem', { name: 'Book again' });
    expect(item).toHaveAttribute('href', `/additional-details?bookAgain=${id}`);
  });

  it('has no such menu on an order still under way', () => {
    renderWithApp(<OrderCard order={assignedOrder()} />);
    expect(screen.queryByRole('button', { name: /^More for order/ })).not.toBeInTheDocument();
  });
});
