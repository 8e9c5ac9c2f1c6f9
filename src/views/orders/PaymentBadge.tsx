import { Badge, type MantineColor } from '@mantine/core';
import type { PaymentStatus } from '../../schemas/order';
import { PAYMENT_STATUS_LABELS } from '../../schemas/orderStatus';

// Tints like StatusBadge's: a light colour with its darkest text shade (AA on the tint).
const COLORS = {
  unpaid: { tint: 'orange', text: 'orange.9' },
  paid: { tint: 'teal', text: 'teal.9' },
  refundPending: { tint: 'violet', text: 'violet.9' },
  refunded: { tint: 'gray', text: 'gray.8' },
} satisfies Record<PaymentStatus, { tint: MantineColor; text: MantineColor }>;

/** Whether an order is paid, in the customer's words: Unpaid, Paid, Refund pending, Refunded. */
export function PaymentBadge({ status, size = 'md' }: { status: PaymentStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={COLORS[status].tint} c={COLORS[status].text} variant="light" size={size} radius="sm" data-testid="payment-badge" data-payment-status={status} style={{ flexShrink: 0 }}>
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
