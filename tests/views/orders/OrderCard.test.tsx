import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderCard } from '../../../src/views/orders/OrderCard';
import { assignedOrder, sampleOrder } from '../../machines/orderFixtures';
import { renderWithApp } from './harness';

// Issue 17.3: the order card carries the delay warning too, in the customer's words.
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
});
