import { Badge, type MantineColor } from '@mantine/core';
import type { OrderStatus } from '../../schemas/order';
import { ORDER_STATUS_RULES } from '../../schemas/orderStatus';

// A light tint of the colour with its darkest text shade: AA contrast on the tint.
// One per status: a new status fails to compile here until it has a tint.
const COLORS = {
  NewAssignments: { tint: 'sun', text: 'orange.9' },
  Pending: { tint: 'brand', text: 'brand.9' },
  InProgress: { tint: 'indigo', text: 'indigo.9' },
  Completed: { tint: 'teal', text: 'teal.9' },
  Cancelled: { tint: 'gray', text: 'gray.8' },
} satisfies Record<OrderStatus, { tint: MantineColor; text: MantineColor }>;

/** An order's status in the customer's words (its row's label). */
export function StatusBadge({ status, size = 'md' }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={COLORS[status].tint} c={COLORS[status].text} variant="light" size={size} radius="sm" data-testid="status-badge" data-status={status} style={{ flexShrink: 0 }}>
      {ORDER_STATUS_RULES[status].label}
    </Badge>
  );
}
