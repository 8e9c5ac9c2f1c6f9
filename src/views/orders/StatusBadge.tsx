import { Badge, type MantineColor } from '@mantine/core';
import type { OrderStatus } from '../../schemas/order';
import { ORDER_STATUS_RULES } from '../../schemas/orderStatus';
import { useMessage } from '../useI18n';

// The theme's light variant draws the tint and darkened text (AA); one colour per status: a new
// status fails to compile here until it has one.
const COLORS = {
  NewAssignments: 'orange.9',
  Pending: 'brand.9',
  InProgress: 'indigo.9',
  Completed: 'teal.9',
  Cancelled: 'gray.8',
} satisfies Record<OrderStatus, MantineColor>;

/** An order's status in the customer's words (its row's label). */
export function StatusBadge({ status, size = 'md' }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  const translate = useMessage();
  return (
    <Badge color={COLORS[status]} variant="light" size={size} radius="sm" data-testid="status-badge" data-status={status} style={{ flexShrink: 0 }}>
      {translate(ORDER_STATUS_RULES[status].label)}
    </Badge>
  );
}
