import { Badge, type MantineColor } from '@mantine/core';
import type { PaymentStatus } from '../../schemas/order';
import { PAYMENT_STATUS_LABELS } from '../../schemas/orderStatus';
import { useMessage } from '../useI18n';

// As StatusBadge: the theme's light variant draws the tint and darkened text (AA); a plain tint
// with orange.9 text measured under 4.5:1 (axe color-contrast on an unpaid order's page).
const COLORS = {
  unpaid: 'orange.9',
  paid: 'teal.9',
  refundPending: 'violet.9',
  refunded: 'gray.8',
} satisfies Record<PaymentStatus, MantineColor>;

/** Whether an order is paid, in the customer's words: Unpaid, Paid, Refund pending, Refunded. */
export function PaymentBadge({ status, size = 'md' }: { status: PaymentStatus; size?: 'sm' | 'md' | 'lg' }) {
  const translate = useMessage();
  return (
    <Badge color={COLORS[status]} variant="light" size={size} radius="sm" data-testid="payment-badge" data-payment-status={status} style={{ flexShrink: 0 }}>
      {translate(PAYMENT_STATUS_LABELS[status])}
    </Badge>
  );
}
