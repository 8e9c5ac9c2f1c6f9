import { Badge, type MantineColor } from '@mantine/core';
import type { OrderStatus } from '../../schemas/order';
import { ORDER_STATUS_LABELS } from '../../schemas/orderTracking';

// Dark shades: the light badge's text keeps AA contrast on its tint.
const COLORS: Record<OrderStatus, MantineColor> = {
  NewAssignments: 'sun.9',
  Pending: 'brand.8',
  InProgress: 'indigo.9',
  Completed: 'teal.9',
  Cancelled: 'gray.8',
};

/** An order's status in the customer's words (ORDER_STATUS_LABELS). */
export function StatusBadge({ status, size = 'md' }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={COLORS[status]} variant="light" size={size} radius="sm" data-testid="status-badge" data-status={status} style={{ flexShrink: 0 }}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
